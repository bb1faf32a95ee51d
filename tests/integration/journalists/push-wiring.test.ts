import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Parser from 'rss-parser';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PushStandIn, startIndexNowEndpoint, startWebSubHub } from '../../helpers/push-stand-ins';
import { createTestApp, DEMO_CONTENT_DIR, type TestApp } from '../../helpers/test-app';

const ORIGIN = 'http://newsroom.test';
const KEY = 'a1b2c3d4-e5f6-0718-293a-4b5c6d7e8f90';
/** A demo draft (category Finance, tag "Investors") that the tests publish. */
const DRAFT_FILE = '24508-en.json';
const DRAFT_SLUG = 'northwind-mobility-outlook-2027-draft';

let directory: string;
let hub: PushStandIn;
let indexNow: PushStandIn;
let site: TestApp;

beforeAll(async () => {
    [hub, indexNow] = await Promise.all([startWebSubHub(), startIndexNowEndpoint()]);
    directory = mkdtempSync(path.join(tmpdir(), 'newsroom-push-'));
    cpSync(DEMO_CONTENT_DIR, directory, { recursive: true });
    site = await createTestApp({
        contentDir: directory,
        announce: true,
        env: {
            WEBSUB_HUB_URL: hub.url,
            INDEXNOW_KEY: KEY,
            INDEXNOW_ENDPOINT: indexNow.url,
            CDN_PURGE_TIMEOUT_MS: '2000',
            CDN_PURGE_RETRIES: '1',
        },
    });
});
afterAll(async () => {
    await Promise.all([hub.close(), indexNow.close()]);
    rmSync(directory, { recursive: true, force: true });
});
beforeEach(() => {
    hub.received.length = 0;
    indexNow.received.length = 0;
});

const get = (target: string) => request(site.app).get(target);
const hubLinks = { hub: 'link', self: 'link' };

describe('every feed names the WebSub hub and itself', () => {
    it('RSS feeds of every kind and language: atom:link rel=hub and rel=self, and a Link header', async () => {
        // rss-parser's types know only plain field names; it takes [from, to, options] too.
        const atomLinks = ['atom:link', 'atomLinks', { keepArray: true }] as unknown as string;
        const parser = new Parser({ customFields: { feed: [atomLinks] } });
        for (const feedPath of ['/feed', '/fr/feed', '/category/finance/feed', '/tag/investors/feed']) {
            const response = await get(feedPath);
            expect(response.status, feedPath).toBe(200);
            const feed = (await parser.parseString(response.text)) as unknown as {
                atomLinks: { $: { rel: string; href: string } }[];
            };
            const links = Object.fromEntries(feed.atomLinks.map((link) => [link.$.rel, link.$.href]));
            expect(Object.keys(links).sort(), feedPath).toEqual(Object.keys(hubLinks).sort());
            expect(links.hub, feedPath).toBe(hub.url);
            expect(links.self, feedPath).toBe(`${ORIGIN}${feedPath}`);
            expect(response.headers.link, feedPath).toBe(`<${hub.url}>; rel="hub", <${ORIGIN}${feedPath}>; rel="self"`);
        }
    });

    it('JSON Feed: hubs, its feed_url, and the Link header', async () => {
        for (const feedPath of ['/feed.json', '/fr/feed.json']) {
            const response = await get(feedPath);
            const feed = JSON.parse(response.text);
            expect(feed.hubs).toEqual([{ type: 'WebSub', url: hub.url }]);
            expect(feed.feed_url).toBe(`${ORIGIN}${feedPath}`);
            expect(response.headers.link).toBe(`<${hub.url}>; rel="hub", <${ORIGIN}${feedPath}>; rel="self"`);
        }
    });
});

describe("IndexNow's key file", () => {
    it('serves the key as plain text at /{key}.txt, and no other name', async () => {
        const response = await get(`/${KEY}.txt`);
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(response.text).toBe(KEY);
        for (const other of ['/0000aaaa-other-key.txt', `/${KEY.toUpperCase()}.txt`, '/x.txt']) {
            expect((await get(other)).status, other).toBe(404);
        }
    });
});

describe('a content change is announced', () => {
    it('publishing a story pings the hub for exactly the feeds it changed and submits its addresses to IndexNow', async () => {
        const where = path.join(directory, 'stories', DRAFT_FILE);
        const story = JSON.parse(readFileSync(where, 'utf8'));
        writeFileSync(where, JSON.stringify({ ...story, status: 'published', published_at: '2026-11-20T09:00:00Z' }));
        await site.content.reload();

        const expectedFeeds = [
            `${ORIGIN}/feed`,
            `${ORIGIN}/feed.json`,
            `${ORIGIN}/category/finance/feed`,
            `${ORIGIN}/tag/investors/feed`,
        ];
        await vi.waitFor(() => expect(hub.received).toHaveLength(expectedFeeds.length), { timeout: 20_000 });
        await vi.waitFor(() => expect(indexNow.received).toHaveLength(1), { timeout: 20_000 });
        const pinged = hub.received.map((ping) => Object.fromEntries(new URLSearchParams(ping.body)));
        expect(pinged.every((ping) => ping['hub.mode'] === 'publish')).toBe(true);
        expect(pinged.map((ping) => ping['hub.url']).sort()).toEqual(expectedFeeds.sort());

        const submission = JSON.parse(indexNow.received[0]!.body);
        expect(submission).toEqual({
            host: 'newsroom.test',
            key: KEY,
            keyLocation: `${ORIGIN}/${KEY}.txt`,
            urlList: [`${ORIGIN}/${DRAFT_SLUG}`, `${ORIGIN}/${DRAFT_SLUG}.json`],
        });
        // The hub finds the story in the feeds it was told of.
        expect((await get('/category/finance/feed')).text).toContain(DRAFT_SLUG);
    });

    it('with the hub and IndexNow down, the change still goes through', async () => {
        hub.failNext(100, 503);
        indexNow.failNext(100, 503);
        const where = path.join(directory, 'stories', DRAFT_FILE);
        const story = JSON.parse(readFileSync(where, 'utf8'));
        writeFileSync(where, JSON.stringify({ ...story, title: 'Northwind Mobility outlook 2027, revised' }));
        await expect(site.content.reload()).resolves.toBeUndefined();
        expect((await get(`/${DRAFT_SLUG}`)).text).toContain('Northwind Mobility outlook 2027, revised');
        // Each push is tried twice (CDN_PURGE_RETRIES=1), then given up.
        await vi.waitFor(() => expect(hub.received).toHaveLength(8), { timeout: 20_000 });
        await vi.waitFor(() => expect(indexNow.received).toHaveLength(2), { timeout: 20_000 });
        expect((await get('/feed')).status).toBe(200);
    });

    it('a story no feed lists (a private one) is announced nowhere, beside one that is', async () => {
        const privateFile = path.join(directory, 'stories', '24451-en.json');
        const hidden = JSON.parse(readFileSync(privateFile, 'utf8'));
        writeFileSync(privateFile, JSON.stringify({ ...hidden, title: `${hidden.title} (revised)` }));
        const listedFile = path.join(directory, 'stories', DRAFT_FILE);
        const listed = JSON.parse(readFileSync(listedFile, 'utf8'));
        writeFileSync(listedFile, JSON.stringify({ ...listed, title: 'Northwind Mobility outlook 2027, final' }));
        await site.content.reload();
        expect((await get(`/${hidden.slug}`)).text).toContain('(revised)');
        await vi.waitFor(() => expect(hub.received).toHaveLength(4), { timeout: 20_000 });
        await vi.waitFor(() => expect(indexNow.received).toHaveLength(1), { timeout: 20_000 });
        expect(JSON.parse(indexNow.received[0]!.body).urlList).toEqual([
            `${ORIGIN}/${DRAFT_SLUG}`,
            `${ORIGIN}/${DRAFT_SLUG}.json`,
        ]);
        expect(hub.received.map((ping) => ping.body).join('\n')).not.toMatch(/dealer|private/);
    });
});
