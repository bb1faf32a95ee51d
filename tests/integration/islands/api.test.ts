import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NEWSROOM_UUID } from '../../helpers/fixture-newsroom';
import { islandProps, moduleSettings, parseHtml } from '../../helpers/html';
import { CATEGORY_EVEN, GALLERY_COUNT, STORY_COUNT, writeIslandsNewsroom } from '../../helpers/islands-newsroom';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
let logFile: string;
beforeAll(async () => {
    logFile = path.join(mkdtempSync(path.join(tmpdir(), 'analytics-')), 'nested', 'events.ndjson');
    testApp = await createTestApp({
        contentDir: writeIslandsNewsroom(),
        env: { ANALYTICS_LOG_FILE: logFile, BASE_PATH: '/press' },
    });
});

const post = (url: string, body: unknown) =>
    request(testApp.app).post(`/press${url}`).set('Content-Type', 'application/json').send(JSON.stringify(body));

const titles = (fragments: { html: string }[]) =>
    fragments.map((item) => parseHtml(item.html).querySelector('.story-card__title')?.text.trim());

describe('POST /api/fetch-stories', () => {
    const body = { page: 2, pageSize: 12, withHighlightedStory: true, category: null, include: [], localeCode: 'en' };

    it('answers the next page as card fragments, leaving out the highlighted story', async () => {
        const response = await post('/api/fetch-stories', body);
        expect(response.status).toBe(200);
        expect(response.body.total).toBe(STORY_COUNT);
        expect(response.body.stories).toHaveLength(12);
        // Page 1 shows stories 40..29 (41 is highlighted), page 2 shows 28..17.
        expect(titles(response.body.stories)[0]).toBe('Island story 28');
        expect(response.body.stories[0].html).toContain('href="/press/story-28"');
        expect(response.body.canLoadMore).toBe(true);
    });

    it('says when the last page is reached (the arithmetic of docs/product-rules.md §4.6)', async () => {
        const response = await post('/api/fetch-stories', { ...body, page: 4 });
        expect(response.body.stories).toHaveLength(4);
        expect(response.body.canLoadMore).toBe(false);
    });

    it('filters by category, given as an object or an id', async () => {
        for (const category of [{ id: CATEGORY_EVEN.id }, CATEGORY_EVEN.id]) {
            const response = await post('/api/fetch-stories', {
                ...body,
                page: 1,
                withHighlightedStory: false,
                category,
            });
            expect(response.body.total).toBe(20);
            expect(titles(response.body.stories)[0]).toBe('Island story 40');
        }
    });

    it.each([
        [{ ...body, page: 0 }, /page/],
        [{ ...body, pageSize: 'twelve' }, /pageSize/],
        [{ ...body, localeCode: 'en-US' }, /localeCode/],
        [{ ...body, page: undefined }, /page/],
        [[], /body/],
    ])('rejects a bad body with 400 and a message (%j)', async (bad, message) => {
        const response = await post('/api/fetch-stories', bad);
        expect(response.status).toBe(400);
        expect(response.body.message).toMatch(message);
    });

    it('rejects malformed JSON and unknown locales or categories', async () => {
        const malformed = await request(testApp.app)
            .post('/press/api/fetch-stories')
            .set('Content-Type', 'application/json')
            .send('{"page":');
        expect(malformed.status).toBe(400);
        expect(malformed.body).toEqual({ message: 'Malformed JSON body' });
        expect((await post('/api/fetch-stories', { ...body, localeCode: 'xx' })).status).toBe(400);
        expect((await post('/api/fetch-stories', { ...body, category: { id: 999 } })).status).toBe(404);
    });

    it('refuses a body over the limit', async () => {
        const response = await post('/api/fetch-stories', { ...body, filterQuery: { q: 'x'.repeat(20_000) } });
        expect(response.status).toBe(413);
        expect(response.body.message).toBeTruthy();
    });
});

describe('POST /api/fetch-galleries', () => {
    it('pages galleries six at a time', async () => {
        const last = await post('/api/fetch-galleries', { page: 3, pageSize: 6 });
        expect(last.status).toBe(200);
        expect(last.body.total).toBe(GALLERY_COUNT);
        expect(last.body.galleries).toHaveLength(2);
        expect(last.body.canLoadMore).toBe(false);
        const first = await post('/api/fetch-galleries', { page: 1, pageSize: 6 });
        expect(first.body.galleries).toHaveLength(6);
        expect(first.body.canLoadMore).toBe(true);
        expect(parseHtml(first.body.galleries[0].html).querySelector('.gallery-card')).not.toBeNull();
    });

    it('rejects a bad body', async () => {
        const response = await post('/api/fetch-galleries', { page: -1, pageSize: 6 });
        expect(response.status).toBe(400);
        expect(response.body.message).toMatch(/page/);
    });
});

describe('analytics collector', () => {
    const event = {
        type: 'track',
        writeKey: FIXTURE_NEWSROOM_UUID,
        event: 'Outbound link click',
        properties: { href: 'https://example.org/' },
        prezly: { newsroom: FIXTURE_NEWSROOM_UUID, story: null, gallery: null, tracking_policy: 'default' },
    };
    const beacon = (kind: string, body: string) =>
        request(testApp.app).post(`/press/analytics/track/${kind}`).set('Content-Type', 'text/plain').send(body);

    it('appends a valid beacon (text/plain JSON, as sendBeacon sends it) to the log file', async () => {
        const response = await beacon('t', JSON.stringify(event));
        expect(response.status).toBe(204);
        const lines = readFileSync(logFile, 'utf8')
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line));
        expect(lines.at(-1)).toMatchObject(event);
    });

    it('rejects bad beacons with 400 and a message, and unknown routes (screen) with 404', async () => {
        for (const body of [
            '{nope',
            JSON.stringify({ ...event, prezly: {} }),
            JSON.stringify({ ...event, type: 'page' }),
        ]) {
            const response = await beacon('t', body);
            expect(response.status).toBe(400);
            expect(response.body.message).toBeTruthy();
        }
        expect((await beacon('s', JSON.stringify({ ...event, type: 'screen' }))).status).toBe(404);
        expect((await beacon('t', JSON.stringify({ ...event, properties: { x: 'y'.repeat(17_000) } }))).status).toBe(
            413,
        );
    });

    it('answers recipients with a safe id and 404 otherwise', async () => {
        const found = await request(testApp.app).get('/press/analytics/recipients?id=rcp_42-a');
        expect(found.status).toBe(200);
        expect(found.body).toEqual({ id: 'rcp_42-a' });
        const bad = await request(testApp.app).get('/press/analytics/recipients?id=%3Cscript%3E');
        expect(bad.status).toBe(404);
        expect(bad.body.message).toBeTruthy();
    });
});

describe('island markup', () => {
    it('renders the consent bar hidden, the analytics settings, and the load-more endpoint under the base path', async () => {
        const response = await request(testApp.app).get('/press/');
        const html = parseHtml(response.text);
        const bar = html.querySelector('[data-consent-bar]');
        expect(bar?.hasAttribute('hidden')).toBe(true);
        // The runtime shows it; React wakes only when the visitor reaches for it.
        const marker = html.querySelector('[data-island="consent-bar"]');
        expect(marker?.getAttribute('data-hydrate')).toBe('interaction');
        // Met first: right after the skip link, before the notices and the header.
        expect(html.querySelector('.skip-link')?.nextElementSibling).toBe(marker);
        expect(bar?.querySelectorAll('button').map((b) => b.text.trim())).toEqual(['Accept', 'Reject']);
        expect(moduleSettings(html, 'analytics')).toMatchObject({
            newsroom: FIXTURE_NEWSROOM_UUID,
            writeKey: FIXTURE_NEWSROOM_UUID,
            pluginVersion: '3.0.0',
            // The site's own collector, on whatever origin the visitor is (not PUBLIC_URL's).
            host: '/press/analytics',
        });
        expect(islandProps(html, 'load-more')).toMatchObject({ kind: 'stories', endpoint: '/press/api/fetch-stories' });
    });

    it('sends beacons to ANALYTICS_URL when it names another collector, and allows it in the CSP', async () => {
        const elsewhere = await createTestApp({
            contentDir: writeIslandsNewsroom(),
            env: { ANALYTICS_URL: 'https://collector.example/v1' },
        });
        const response = await request(elsewhere.app).get('/');
        expect(moduleSettings(parseHtml(response.text), 'analytics')).toMatchObject({
            host: 'https://collector.example/v1',
        });
        expect(response.headers['content-security-policy']).toMatch(/connect-src 'self' https:\/\/collector\.example;/);
        const own = (await request(testApp.app).get('/press/')).headers['content-security-policy'];
        expect(own).toMatch(/connect-src 'self';/);
    });

    it('renders no consent or analytics island when the tracking policy is disabled', async () => {
        const disabled = await createTestApp({ contentDir: writeIslandsNewsroom({ tracking_policy: 'disabled' }) });
        const html = parseHtml((await request(disabled.app).get('/')).text);
        expect(html.querySelector('[data-island="consent-bar"]')).toBeNull();
        expect(html.querySelector('[data-island="cookie-toggle"]')).toBeNull();
        expect(html.querySelector('[data-module="analytics"]')).toBeNull();
    });

    it('renders no consent bar when a third-party consent tool asks instead (docs/product-rules.md §2.10), but keeps the toggle', async () => {
        const tool = await createTestApp({
            contentDir: writeIslandsNewsroom({
                onetrust_cookie_consent: {
                    is_enabled: true,
                    category: 'C0002',
                    script: '<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js"></script>',
                },
            }),
        });
        const html = parseHtml((await request(tool.app).get('/')).text);
        expect(html.querySelector('[data-island="consent-bar"]')).toBeNull();
        expect(islandProps(html, 'cookie-toggle')).toMatchObject({
            settings: {
                thirdPartyTool: {
                    scripts: [{ src: 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js', attributes: {} }],
                    category: 'C0002',
                },
            },
        });
        expect(moduleSettings(html, 'analytics')).toMatchObject({ thirdPartyTool: { category: 'C0002' } });
    });

    it('adds configured analytics hosts to the Content-Security-Policy only when configured', async () => {
        const plain = (await request(testApp.app).get('/press/')).headers['content-security-policy'];
        expect(plain).not.toContain('googletagmanager');
        const configured = await createTestApp({
            contentDir: writeIslandsNewsroom({
                google_analytics_id: 'G-TEST123',
                is_plausible_enabled: true,
                plausible_site_id: 'island.example',
            }),
        });
        const response = await request(configured.app).get('/');
        const csp = response.headers['content-security-policy'];
        const settings = moduleSettings(parseHtml(response.text), 'analytics') ?? {};
        expect(settings.plausible).toEqual({
            src: 'https://plausible.io/js/script.js',
            domain: 'island.example,rollup.newsroom.example',
        });
        expect(settings.googleAnalyticsId).toBe('G-TEST123');
        expect(csp).toMatch(/script-src 'self'[^;]*https:\/\/plausible\.io[^;]*https:\/\/www\.googletagmanager\.com/);
    });
});
