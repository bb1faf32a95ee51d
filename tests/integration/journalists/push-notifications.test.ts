import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pushFields } from '../../../server/config/push-settings';
import { createIndexNowSubmitter, indexNowKeyLocation } from '../../../server/push/indexnow';
import { createWebSubPublisher } from '../../../server/push/websub';
import { memoryLogger } from '../../helpers/memory-logger';
import { type PushStandIn, startIndexNowEndpoint, startWebSubHub } from '../../helpers/push-stand-ins';
import { type StandIn, type StandInHandler, startStandIn } from '../search/http-stand-in';

let hub: PushStandIn;
let indexNow: PushStandIn;
beforeAll(async () => {
    [hub, indexNow] = await Promise.all([startWebSubHub(), startIndexNowEndpoint()]);
});
afterAll(() => Promise.all([hub.close(), indexNow.close()]));
beforeEach(() => {
    hub.received.length = 0;
    indexNow.received.length = 0;
});

const feeds = [
    'https://news.example/feed',
    'https://news.example/fr/feed.json',
    'https://news.example/tag/aurora/feed',
];

describe('WebSub publish pings', () => {
    it('pings the hub once per changed feed, as a form with hub.mode=publish and hub.url', async () => {
        const { logger, lines } = memoryLogger();
        await createWebSubPublisher(hub.url, { logger, timeoutMs: 2000, retries: 3 }).publish([...feeds, feeds[0]!]);
        expect(hub.received.every((request) => request.method === 'POST')).toBe(true);
        expect(
            hub.received.every((request) => request.contentType.startsWith('application/x-www-form-urlencoded')),
        ).toBe(true);
        const pings = hub.received.map((request) => Object.fromEntries(new URLSearchParams(request.body)));
        expect(pings.map((ping) => ping['hub.mode'])).toEqual(['publish', 'publish', 'publish']);
        expect(pings.map((ping) => ping['hub.url']).sort()).toEqual([...feeds].sort());
        expect(lines.filter((line) => line.level === 'info')).toHaveLength(3);
    });

    it('tries again after a 500 or a 429, and logs the ping that went through', async () => {
        const { logger, lines } = memoryLogger();
        hub.failNext(1, 500);
        hub.failNext(1, 429);
        await createWebSubPublisher(hub.url, { logger, timeoutMs: 2000, retries: 3 }).publish([feeds[0]!]);
        expect(hub.received).toHaveLength(3);
        expect(lines.map((line) => line.message)).toEqual([
            expect.stringMatching(/^WebSub ping for .*: sent in \d+ ms, 3 requests$/),
        ]);
    });

    it('gives up after its retries, or at once on a 4xx, without throwing', async () => {
        const { logger, lines } = memoryLogger();
        hub.failNext(3, 503);
        await expect(
            createWebSubPublisher(hub.url, { logger, timeoutMs: 2000, retries: 2 }).publish([feeds[0]!]),
        ).resolves.toEqual({ ok: false, unsent: [] });
        expect(hub.received).toHaveLength(3);
        hub.received.length = 0;
        hub.failNext(1, 400);
        await createWebSubPublisher(hub.url, { logger, timeoutMs: 2000, retries: 2 }).publish([feeds[1]!]);
        expect(hub.received).toHaveLength(1);
        const warnings = lines.filter((line) => line.level === 'warn').map((line) => line.message);
        expect(warnings).toEqual([
            expect.stringContaining('failed after 3 requests: The WebSub hub answered 503'),
            expect.stringContaining('failed after 1 requests: The WebSub hub answered 400'),
        ]);
    });

    it('does not throw when the hub cannot be reached at all', async () => {
        const { logger, lines } = memoryLogger();
        const closed = await startWebSubHub();
        await closed.close();
        await createWebSubPublisher(closed.url, { logger, timeoutMs: 2000, retries: 1 }).publish([feeds[0]!]);
        expect(lines.at(-1)?.level).toBe('warn');
    });
});

describe('at a stop (server/push/outbox.ts)', () => {
    const standIns: StandIn[] = [];
    afterAll(() => Promise.all(standIns.map((standIn) => standIn.close())));
    async function endpoint(handler: StandInHandler) {
        const standIn = await startStandIn(handler);
        standIns.push(standIn);
        return standIn;
    }

    it('a ping that failed once the stop began is not tried again: it is named unsent, and not logged as failed', async () => {
        const { logger, lines } = memoryLogger();
        const halt = new AbortController();
        const failingHub = await endpoint(() => {
            halt.abort();
            return { status: 503 };
        });
        const stop = { halted: halt.signal, cut: new AbortController().signal };
        const delivery = await createWebSubPublisher(`${failingHub.url}/hub`, {
            logger,
            timeoutMs: 2000,
            retries: 3,
        }).publish([feeds[0]!, feeds[1]!], stop);
        expect(delivery).toEqual({ ok: false, unsent: [feeds[0], feeds[1]] });
        expect(failingHub.requests).toHaveLength(2);
        expect(lines).toEqual([]);
    });

    it('a submission still unanswered at the cut is abandoned and named unsent', async () => {
        const { logger } = memoryLogger();
        const cut = new AbortController();
        const hanging = await endpoint(() => {
            cut.abort();
            return 'hang';
        });
        const submitter = createIndexNowSubmitter(
            { key: 'a1b2c3d4-e5f6', siteUrl: 'https://news.example/newsroom', endpoint: `${hanging.url}/indexnow` },
            { logger, timeoutMs: 5000, retries: 3 },
        );
        const stop = { halted: new AbortController().signal, cut: cut.signal };
        expect(await submitter.submit(['https://news.example/newsroom/a'], stop)).toEqual({
            ok: false,
            unsent: ['https://news.example/newsroom/a'],
        });
        expect(hanging.requests).toHaveLength(1);
    });
});

describe('IndexNow submissions', () => {
    const site = { key: 'a1b2c3d4-e5f6', siteUrl: 'https://news.example/newsroom' };

    it('posts host, key, key location and the site’s addresses as JSON, leaving out other sites’ addresses', async () => {
        const { logger } = memoryLogger();
        const submitter = createIndexNowSubmitter(
            { ...site, endpoint: indexNow.url },
            { logger, timeoutMs: 2000, retries: 3 },
        );
        await submitter.submit([
            'https://news.example/newsroom/aurora',
            'https://news.example/newsroom/fr/aurora',
            'https://news.example/other-site/page',
            'https://elsewhere.example/newsroom/x',
        ]);
        expect(indexNow.received).toHaveLength(1);
        const [request] = indexNow.received;
        expect(request?.contentType).toBe('application/json; charset=utf-8');
        expect(JSON.parse(request?.body ?? '')).toEqual({
            host: 'news.example',
            key: 'a1b2c3d4-e5f6',
            keyLocation: 'https://news.example/newsroom/a1b2c3d4-e5f6.txt',
            urlList: ['https://news.example/newsroom/aurora', 'https://news.example/newsroom/fr/aurora'],
        });
    });

    it('tries again after a 429, and stops at once when the key is refused (403)', async () => {
        const { logger, lines } = memoryLogger();
        const submitter = createIndexNowSubmitter(
            { ...site, endpoint: indexNow.url },
            { logger, timeoutMs: 2000, retries: 3 },
        );
        indexNow.failNext(1, 429);
        await submitter.submit(['https://news.example/newsroom/a']);
        expect(indexNow.received).toHaveLength(2);
        indexNow.failNext(1, 403);
        await expect(submitter.submit(['https://news.example/newsroom/b'])).resolves.toEqual({ ok: false, unsent: [] });
        expect(indexNow.received).toHaveLength(3);
        expect(lines.map((line) => line.level)).toEqual(['info', 'warn']);
        expect(lines[1]?.message).toContain('IndexNow answered 403');
    });

    it('serves its key file under the base path', () => {
        expect(indexNowKeyLocation(site)).toBe('https://news.example/newsroom/a1b2c3d4-e5f6.txt');
    });
});

describe('push settings', () => {
    const schema = z.object(pushFields);

    it('takes IndexNow keys of 8 to 128 letters, digits and dashes only', () => {
        expect(schema.safeParse({ INDEXNOW_KEY: 'abcDEF12-' }).success).toBe(true);
        expect(schema.safeParse({ INDEXNOW_KEY: 'a'.repeat(128) }).success).toBe(true);
        for (const key of ['short7c', 'a'.repeat(129), 'has_underscore', 'has space1', 'ключключключ']) {
            expect(schema.safeParse({ INDEXNOW_KEY: key }).success, key).toBe(false);
        }
    });

    it('defaults to IndexNow’s shared endpoint and takes only http(s) addresses', () => {
        expect(schema.parse({}).INDEXNOW_ENDPOINT).toBe('https://api.indexnow.org/indexnow');
        expect(schema.parse({ WEBSUB_HUB_URL: 'https://hub.example/' }).WEBSUB_HUB_URL).toBe('https://hub.example');
        expect(schema.safeParse({ WEBSUB_HUB_URL: 'ftp://hub.example' }).success).toBe(false);
        expect(schema.safeParse({ INDEXNOW_ENDPOINT: 'not a url' }).success).toBe(false);
    });
});
