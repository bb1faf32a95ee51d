/**
 * The scale-out with the real engines: Debian's redis-server and varnishd (deploy/varnish.vcl,
 * xkey from varnish-modules), and two built site instances behind Varnish, both reading a
 * Prezly newsroom from the local Prezly API stand-in (node:http replaying Prezly's documented
 * answers). One story is edited at "Prezly" and the webhook goes to instance A only: instance B
 * (told over Redis) and Varnish (purged by key) then serve the new story, while an unrelated page
 * stays a Varnish hit. Every process is stopped by its own pid; temporary directories are removed.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, startBuiltServer } from '../../helpers/built-server';
import { type Engine, freePort, startRedis, startVarnish } from '../../helpers/engines';
import { writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { parseHtml } from '../../helpers/html';
import { startNewsroomStandIn } from '../../helpers/prezly-stand-in/newsroom-stand-in';
import { type PrezlyStandIn, prezlySourceSettings } from '../../helpers/prezly-stand-in/stand-in-server';

const SECRET = 'a-webhook-secret-of-some-length';
const directory = writeFixtureNewsroom();
let standIn: PrezlyStandIn;
let redis: Engine;
let varnish: Engine;
const instances: BuiltServer[] = [];

beforeAll(async () => {
    standIn = await startNewsroomStandIn(directory);
    redis = await startRedis();
    const varnishPort = await freePort();
    const env = {
        ...prezlySourceSettings(standIn),
        REDIS_URL: redis.url,
        WEBHOOK_SECRET: SECRET,
        CDN_PURGE: 'varnish',
        VARNISH_URL: `http://127.0.0.1:${varnishPort}`,
        LOG_LEVEL: 'info',
    };
    instances.push(...(await Promise.all([startBuiltServer(env), startBuiltServer(env)])));
    varnish = await startVarnish(
        instances.map((instance) => instance.port),
        varnishPort,
    );
}, 60_000);

afterAll(async () => {
    await varnish?.stop();
    await Promise.all(
        instances.map(async (instance) => {
            instance.child.kill('SIGTERM');
            await instance.exited;
        }),
    );
    await redis?.stop();
    await standIn?.close();
    rmSync(directory, { recursive: true, force: true });
});

async function page(base: string, url: string) {
    const response = await fetch(base + url);
    const html = await response.text();
    return { cache: response.headers.get('x-cache'), title: parseHtml(html).querySelector('h1')?.text };
}

describe('one publish reaches every instance and Varnish', () => {
    it('B and Varnish serve the edited story; an unrelated page stays a Varnish hit', async () => {
        const [a, b] = instances as [BuiltServer, BuiltServer];
        for (const url of ['/first-story', '/fr/premiere-histoire']) {
            await page(varnish.url, url);
            expect((await page(varnish.url, url)).cache).toBe('HIT');
        }
        // B has the story in its own page cache too.
        await page(`http://127.0.0.1:${b.port}`, '/first-story');
        expect((await page(`http://127.0.0.1:${b.port}`, '/first-story')).cache).toBe('HIT');

        const file = path.join(directory, 'stories/1.json');
        writeFileSync(file, readFileSync(file, 'utf8').replace('"Story 1"', '"Story 1, edited at Prezly"'));
        const webhook = await fetch(`http://127.0.0.1:${a.port}/api/webhooks/prezly`, {
            method: 'POST',
            headers: { 'X-Webhook-Secret': SECRET },
        });
        expect(webhook.status).toBe(200);

        const edited = 'Story 1, edited at Prezly';
        let seen = { b: '', varnish: '' };
        for (let attempt = 0; attempt < 200; attempt++) {
            seen = {
                b: (await page(`http://127.0.0.1:${b.port}`, '/first-story')).title ?? '',
                varnish: (await page(varnish.url, '/first-story')).title ?? '',
            };
            if (seen.b === edited && seen.varnish === edited) break;
            await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(seen).toEqual({ b: edited, varnish: edited });
        // The log lines are written once each step is done, which may be just after the pages
        // already show it (A logs the purge once Varnish has answered it).
        // B applied what A read from Prezly, without reading Prezly itself.
        await expect
            .poll(() => b.output())
            .toMatch(/Applied a change another process read from Prezly: 1 stories, 0 dropped/);
        await expect.poll(() => b.output()).toMatch(/Content changed: \d+ keys/);
        await expect.poll(() => a.output()).toMatch(/CDN purge \(varnish\): \d+ keys/);

        const unrelated = await page(varnish.url, '/fr/premiere-histoire');
        expect(unrelated).toEqual({ cache: 'HIT', title: 'Story 2' });
    });
});
