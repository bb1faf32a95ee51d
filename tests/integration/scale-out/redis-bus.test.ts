/**
 * Content changes between instances through a real redis-server (Debian's, on a free port): a
 * change one instance finds reaches the other, which reloads and evicts the same pages. Redis
 * being down is a warning, never a failure.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import type { ChangeBus } from '../../../server/bus/change-bus';
import { createRedisBus } from '../../../server/bus/redis-bus';
import { type Engine, freePort, startRedis } from '../../helpers/engines';
import { writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { parseHtml } from '../../helpers/html';
import { memoryLogger } from '../../helpers/memory-logger';
import { createTestApp } from '../../helpers/test-app';

const SECRET = 'a-webhook-secret-of-some-length';
let redis: Engine;
const directory = writeFixtureNewsroom();
const buses: ChangeBus[] = [];
beforeAll(async () => {
    redis = await startRedis();
});
afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
});
afterAll(async () => {
    await redis.stop();
    rmSync(directory, { recursive: true, force: true });
});

/** One instance: its own content source and caches, on the shared content directory. */
async function instance(url: string) {
    const { logger, lines } = memoryLogger();
    const bus = createRedisBus({ url, channel: 'newsroom:test', logger });
    buses.push(bus);
    const testApp = await createTestApp({ contentDir: directory, env: { WEBHOOK_SECRET: SECRET } });
    return { app: createApp({ ...testApp.deps, logger, changeBus: bus }), content: testApp.content, bus, lines };
}

async function until(check: () => boolean | Promise<boolean>) {
    for (let attempt = 0; attempt < 200 && !(await check()); attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
    }
}

/**
 * The changed keys on the bus make a source that does not share its changes (the files source)
 * reload. The Prezly source shares what it read instead (decision 16): under
 * `npm run test:prezly` that is shown by prezly/prezly-sharing.test.ts and
 * scale-out/real-engines.test.ts, and these two tests are for the files source only.
 */
const keysReloadPeers = process.env.TEST_CONTENT_SOURCE !== 'prezly';

describe('a content change over Redis', () => {
    it.runIf(keysReloadPeers)(
        'reaches the other instance, which reloads and re-renders the changed story only',
        async () => {
            const a = await instance(redis.url);
            const b = await instance(redis.url);
            await until(() => a.bus.connected() && b.bus.connected());
            for (const url of ['/first-story', '/fr/premiere-histoire']) {
                await request(b.app).get(url);
                expect((await request(b.app).get(url)).headers['x-cache']).toBe('HIT');
            }
            const file = path.join(directory, 'stories/1.json');
            writeFileSync(file, readFileSync(file, 'utf8').replace('"Story 1"', '"Story 1, corrected"'));
            await a.content.reload();

            const title = async () =>
                parseHtml((await request(b.app).get('/first-story')).text).querySelector('h1')?.text;
            await until(async () => (await title()) === 'Story 1, corrected');
            expect(await title()).toBe('Story 1, corrected');
            expect((await request(b.app).get('/fr/premiere-histoire')).headers['x-cache']).toBe('HIT');
            const told = b.lines.find((line) => line.message.startsWith('Content changed (told by another process)'));
            expect(told?.keys).toEqual(expect.arrayContaining(['story:00000000-0000-4000-8000-000000000001']));
            // B does not publish the change again.
            expect(a.lines.some((line) => line.message.includes('told by another process'))).toBe(false);
        },
    );

    it.runIf(keysReloadPeers)(
        'a webhook wakes the other instance at once, which then reloads once, not twice',
        async () => {
            const a = await instance(redis.url);
            const b = await instance(redis.url);
            await until(() => a.bus.connected() && b.bus.connected());
            await request(b.app).get('/fr/premiere-histoire');
            let reloads = 0;
            b.content.subscribe(() => {
                reloads++;
            });
            const file = path.join(directory, 'stories/2.json');
            writeFileSync(file, readFileSync(file, 'utf8').replace('"Story 2"', '"Story 2, corrected"'));
            await request(a.app).post('/api/webhooks/prezly').set('X-Webhook-Secret', SECRET).expect(200);

            const title = async () =>
                parseHtml((await request(b.app).get('/fr/premiere-histoire')).text).querySelector('h1')?.text;
            await until(async () => (await title()) === 'Story 2, corrected');
            expect(await title()).toBe('Story 2, corrected');
            // The change A published after its reload arrives too; B evicts its keys without reloading.
            await until(() => b.lines.some((line) => line.message.startsWith('Content changed (told')));
            await new Promise((resolve) => setTimeout(resolve, 200));
            expect(reloads).toBe(1);
        },
    );

    it('is a logged warning while Redis is down, and works again once it is back', async () => {
        const port = await freePort();
        const a = await instance(`redis://127.0.0.1:${port}`);
        await until(() => a.lines.some((line) => line.level === 'warn'));
        expect(a.lines.filter((line) => line.level === 'warn').map((line) => line.message)).toEqual([
            expect.stringMatching(
                /^Redis unavailable \(.*\): other instances see content changes at their next refresh/,
            ),
        ]);
        expect(a.bus.connected()).toBe(false);
        a.bus.publish({ keys: ['site'] });
        await request(a.app).get('/first-story').expect(200);
        expect((await request(a.app).get('/healthz')).body.sync).toEqual({
            bus: 'redis',
            connected: false,
            cdnPurge: null,
        });

        const late = await startRedis(port);
        try {
            await until(() => a.bus.connected());
            expect(a.bus.connected()).toBe(true);
            expect(a.lines.some((line) => line.message.startsWith('Redis reachable again'))).toBe(true);
        } finally {
            await a.bus.close();
            await late.stop();
        }
    });
});
