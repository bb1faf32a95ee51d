/**
 * The processes of a site share what they read from Prezly: the built server with two workers
 * reads the newsroom once, and a change one worker reads reaches the other without a second
 * read; with a real redis-server (Debian's, on a free port), a fresh instance with an empty disk
 * starts from the snapshot another instance saved there, while Prezly is down.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, stopBuiltServer } from '../../helpers/built-server';
import { type Engine, startRedis } from '../../helpers/engines';
import { parseHtml } from '../../helpers/html';
import { type CallAnswer, callOnNewConnection, storyUpdatedWebhook } from '../../helpers/new-connection-call';
import { builtPrezlySites } from '../../helpers/prezly-stand-in/built-prezly-sites';
import { editStory } from '../../helpers/prezly-stand-in/generated-newsroom';

const SECRET = 'a-webhook-secret-of-some-length';
const STORY = { uuid: 'a0a0a0a0-0000-4000-8000-000000000001', path: '/acme-opens-ghent-plant' };
const sites = builtPrezlySites();
const { dataset } = sites;

function env(extra: Record<string, string> = {}): Record<string, string> {
    return sites.env(sites.snapshotFolder(), { WEBHOOK_SECRET: SECRET, ...extra });
}

/** One request on a new connection (the cluster primary hands connections to workers in turn). */
const call = (port: number, url: string): Promise<CallAnswer> => callOnNewConnection(port, url);

/** Calls until `check` holds for `times` answers in a row (each worker answering at least once). */
async function untilEvery(port: number, url: string, check: (answer: { status: number; body: string }) => boolean) {
    let inARow = 0;
    for (let attempt = 0; attempt < 400 && inARow < 6; attempt++) {
        inARow = check(await call(port, url)) ? inARow + 1 : 0;
        if (inARow === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return inARow;
}

const storySearches = (from = 0) =>
    sites
        .standIn()
        .requests.slice(from)
        .filter((request) => request.path === '/v2/stories/search');
const title = (body: string) => parseHtml(body).querySelector('h1')?.text ?? '';

describe('workers of one instance (WEB_CONCURRENCY=2)', () => {
    it('read the newsroom once, and a change read by one reaches the other', async () => {
        const before = sites.standIn().requests.length;
        const server = await sites.started(startBuiltServer(env({ WEB_CONCURRENCY: '2' })));
        expect(await untilEvery(server.port, '/healthz', (answer) => answer.status === 200)).toBe(6);
        const pids = new Set<number>();
        for (let attempt = 0; attempt < 100 && pids.size < 2; attempt++) {
            pids.add(JSON.parse((await call(server.port, '/healthz')).body).process.pid);
        }
        expect(pids.size).toBe(2);
        // One cold load: one search of every reachable story, not one per worker.
        const cold = storySearches(before).filter(
            (search) => !Object.hasOwn((search.body as { query: object }).query, 'uuid'),
        );
        expect(cold).toHaveLength(1);

        const from = sites.standIn().requests.length;
        editStory(dataset, STORY.uuid, { title: 'Acme opens its Ghent plant, edited' });
        const webhook = await storyUpdatedWebhook(server.port, SECRET, STORY.uuid);
        expect(webhook.status).toBe(200);
        expect(await untilEvery(server.port, STORY.path, (answer) => title(answer.body).includes('edited'))).toBe(6);
        expect(storySearches(from)).toHaveLength(1);
    });
});

describe('instances with Redis', () => {
    let redis: Engine;
    beforeAll(async () => {
        redis = await startRedis();
    });
    afterAll(async () => {
        await redis.stop();
    });

    it('a fresh instance with an empty snapshot folder starts from the snapshot in Redis while Prezly is down', async () => {
        const first = await sites.started(startBuiltServer(env({ REDIS_URL: redis.url })));
        expect((await call(first.port, STORY.path)).status).toBe(200);
        await stopBuiltServer(first);
        const client = new Redis(redis.url);
        try {
            expect(await client.exists('newsroom:content-changed:snapshot')).toBe(1);
        } finally {
            client.disconnect();
        }

        const stop = sites.standIn().intercept(() => ({ status: 503, body: { message: 'Service Unavailable' } }));
        try {
            const fresh = await sites.started(startBuiltServer(env({ REDIS_URL: redis.url })));
            const page = await call(fresh.port, STORY.path);
            expect(page.status).toBe(200);
            expect(title(page.body)).toContain('Acme opens');
            const health = JSON.parse((await call(fresh.port, '/healthz')).body);
            expect(health.content).toMatchObject({
                stale: true,
                restoredFrom: 'Redis key newsroom:content-changed:snapshot',
            });
        } finally {
            stop();
        }
    });
});
