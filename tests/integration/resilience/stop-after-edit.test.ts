/**
 * What a stop keeps (docs/product-rules.md §7.10, docs/deploying.md "Stopping"): the built
 * server on the Prezly stand-in, stopped by SIGTERM right after an edit, with a 30 s grace as a
 * PaaS gives before SIGKILL, and started again on the same folder. The WebSub hub, IndexNow and
 * Varnish's purge are local stand-ins that answer slowly; during the first run the hub and
 * Varnish also fail (503), so their pings and purges are still waiting for a retry when the stop
 * begins, while IndexNow takes its submission during the stop. Across both runs every ping,
 * submission and purge is taken exactly once: the stop waits for what is under way (nothing is
 * cut off unanswered), keeps what is unsent in the snapshot's folder, and the next start sends
 * it; what went through is not sent again. The snapshot saved at the stop holds the edit, so the
 * next start has nothing new to announce. And a stop whose requests never end still saves what is
 * waiting before its timeout.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeOutbox } from '../../../server/push/outbox';
import { startBuiltServer, stopBuiltServer } from '../../helpers/built-server';
import { callOnNewConnection, storyUpdatedWebhook } from '../../helpers/new-connection-call';
import { builtPrezlySites } from '../../helpers/prezly-stand-in/built-prezly-sites';
import { editStory } from '../../helpers/prezly-stand-in/generated-newsroom';
import {
    type PushStandIn,
    type ReceivedRequest,
    startIndexNowEndpoint,
    startVarnishPurge,
    startWebSubHub,
} from '../../helpers/push-stand-ins';
import { DEMO_CONTENT_DIR } from '../../helpers/test-app';

const SECRET = 'a-webhook-secret-of-some-length';
const KEY = 'a1b2c3d4-e5f6-0718-293a-4b5c6d7e8f90';
const ORIGIN = 'http://newsroom.test';
const STORY = { uuid: 'a0a0a0a0-0000-4000-8000-000000000001', path: '/acme-opens-ghent-plant' };
/** As a PaaS: SIGKILL this long after SIGTERM. */
const GRACE_MS = 30_000;
const sites = builtPrezlySites();

let hub: PushStandIn;
let indexNow: PushStandIn;
let varnish: PushStandIn;
beforeAll(async () => {
    [hub, indexNow, varnish] = await Promise.all([startWebSubHub(), startIndexNowEndpoint(), startVarnishPurge()]);
});
afterAll(() => Promise.all([hub?.close(), indexNow?.close(), varnish?.close()]));

const taken = (requests: ReceivedRequest[]) =>
    requests.filter((request) => request.status !== undefined && request.status < 300);
const feedOf = (request: ReceivedRequest) => new URLSearchParams(request.body).get('hub.url') ?? '';
const keysOf = (request: ReceivedRequest) => String(request.headers.xkey ?? '').split(' ');
const pagesOf = (request: ReceivedRequest) => (JSON.parse(request.body) as { urlList: string[] }).urlList;

describe('a stop right after an edit', () => {
    it('sends every push and purge exactly once across the stop and the next start', async () => {
        const folder = sites.snapshotFolder();
        const env = sites.env(folder, {
            WEBHOOK_SECRET: SECRET,
            PUBLIC_URL: ORIGIN,
            WEBSUB_HUB_URL: hub.url,
            INDEXNOW_KEY: KEY,
            INDEXNOW_ENDPOINT: indexNow.url,
            CDN_PURGE: 'varnish',
            VARNISH_URL: varnish.url.replace(/\/$/, ''),
        });
        const first = await sites.started(startBuiltServer(env));
        hub.slow(1000);
        hub.failAll(503);
        varnish.slow(1000);
        varnish.failAll(503);
        indexNow.slow(1500);

        editStory(sites.dataset, STORY.uuid, { title: 'Acme opens its Ghent plant, edited' });
        expect((await storyUpdatedWebhook(first.port, SECRET, STORY.uuid)).status).toBe(200);
        await stopBuiltServer(first, GRACE_MS);
        const firstExit = Date.now();
        expect(await first.exited).toBe(0);

        // The first run sent each kind, and waited for every answer before it exited.
        const firstRun = [...hub.received, ...indexNow.received, ...varnish.received];
        expect(hub.received.length).toBeGreaterThan(0);
        expect(indexNow.received).toHaveLength(1);
        expect(varnish.received.length).toBeGreaterThan(0);
        const unanswered = firstRun.filter((request) => !(request.answeredAt && request.answeredAt <= firstExit));
        expect(unanswered, 'requests of the first run cut off unanswered').toEqual([]);
        const pinged = new Set(hub.received.map(feedOf));
        const purged = new Set(varnish.received.flatMap(keysOf));
        expect(pinged).toContain(`${ORIGIN}/feed`);
        expect(purged).toContain(`story:${STORY.uuid}`);
        expect(pagesOf(indexNow.received[0]!)).toEqual(
            expect.arrayContaining([`${ORIGIN}${STORY.path}`, `${ORIGIN}${STORY.path}.json`]),
        );

        // What was waiting for a retry is in the snapshot's folder, beside the snapshot, which holds the edit.
        const snapshot = gunzipSync(readFileSync(path.join(folder, 'content.ndjson.gz'))).toString('utf8');
        expect(snapshot).toContain('Acme opens its Ghent plant, edited');
        const saved = readdirSync(folder).filter((name) => /^outbox-.*\.json$/.test(name));
        expect(saved).toHaveLength(1);
        const outbox = decodeOutbox(readFileSync(path.join(folder, saved[0]!), 'utf8'));
        expect({ websub: new Set(outbox.websub), indexnow: outbox.indexnow, purge: new Set(outbox.purge) }).toEqual({
            websub: pinged,
            indexnow: [],
            purge: purged,
        });
        expect(first.output()).toContain('left unsent, saved in folder');

        hub.failAll(null);
        varnish.failAll(null);
        const second = await sites.started(startBuiltServer(env));
        await expect.poll(() => new Set(taken(hub.received).map(feedOf)), { timeout: 20_000 }).toEqual(pinged);
        await expect.poll(() => new Set(taken(varnish.received).flatMap(keysOf)), { timeout: 20_000 }).toEqual(purged);
        expect(second.output()).toMatch(/Sending what a stop left unsent: \d+ WebSub pings, \d+ CDN purge keys/);
        expect(existsSync(path.join(folder, saved[0]!))).toBe(false);
        await stopBuiltServer(second, GRACE_MS);
        expect(await second.exited).toBe(0);

        // Exactly once each: no ping, submission or purge key taken twice, none lost.
        const feeds = taken(hub.received).map(feedOf);
        expect(feeds.sort()).toEqual([...pinged].sort());
        const keys = taken(varnish.received).flatMap(keysOf);
        expect(keys.sort()).toEqual([...purged].sort());
        expect(taken(indexNow.received)).toHaveLength(1);
        expect(indexNow.received).toHaveLength(1);
        expect(readdirSync(folder).filter((name) => name.startsWith('outbox-'))).toEqual([]);
    }, 90_000);

    it('saves what is waiting within SHUTDOWN_TIMEOUT_MS even while a request never ends', async () => {
        const folder = sites.snapshotFolder();
        const contentDir = mkdtempSync(path.join(tmpdir(), 'newsroom-stop-'));
        try {
            cpSync(DEMO_CONTENT_DIR, contentDir, { recursive: true });
            const server = await sites.started(
                startBuiltServer({
                    CONTENT_DIR: contentDir,
                    CONTENT_SNAPSHOT_DIR: folder,
                    WEBHOOK_SECRET: SECRET,
                    CDN_PURGE: 'varnish',
                    VARNISH_URL: varnish.url.replace(/\/$/, ''),
                    SHUTDOWN_TIMEOUT_MS: '4000',
                    LOG_LEVEL: 'info',
                }),
            );
            varnish.slow(1000);
            varnish.failAll(503);
            // A request whose body never comes: in flight until the process exits.
            const hanging = connect(server.port, '127.0.0.1');
            hanging.on('error', () => {});
            hanging.write(
                'POST /subscribe HTTP/1.1\r\nHost: newsroom.test\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\n',
            );
            const file = path.join(contentDir, 'stories', '24508-en.json');
            const story = JSON.parse(readFileSync(file, 'utf8'));
            writeFileSync(file, JSON.stringify({ ...story, title: `${story.title}, revised` }));
            const webhook = await callOnNewConnection(server.port, '/api/webhooks/prezly', {
                method: 'POST',
                headers: { 'X-Webhook-Secret': SECRET },
            });
            expect(webhook.status).toBe(200);
            await stopBuiltServer(server, GRACE_MS);
            hanging.destroy();
            expect(await server.exited).toBe(0);

            // In this order: saving begins while the request is in flight, the purge under way
            // is kept, and the timeout ends the request. (Info lines go to stdout, warnings to
            // stderr: read in the order of their timestamps.)
            const messages = `${server.output()}${server.errors()}`
                .split('\n')
                .filter((line) => line.startsWith('{'))
                .map((line) => JSON.parse(line) as { message: string; timestamp: string })
                .sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp))
                .map((line) => line.message);
            const at = (pattern: RegExp) => messages.findIndex((message) => pattern.test(message));
            const saving = at(/^Stopping: saving now, while 1 requests are still in flight$/);
            const saved = at(/^Stopping: \d+ CDN purge keys left unsent, saved in folder /);
            const timedOut = at(/^Shutdown timed out/);
            expect(
                [saving, saved, timedOut].every((index) => index >= 0),
                messages.join('\n'),
            ).toBe(true);
            expect(saving).toBeLessThan(saved);
            expect(saved).toBeLessThan(timedOut);
            const kept = readdirSync(folder).filter((name) => /^outbox-.*\.json$/.test(name));
            expect(kept.map((name) => decodeOutbox(readFileSync(path.join(folder, name), 'utf8')).purge)).toEqual([
                expect.arrayContaining(['content']),
            ]);
        } finally {
            varnish.failAll(null);
            rmSync(contentDir, { recursive: true, force: true });
        }
    }, 60_000);
});
