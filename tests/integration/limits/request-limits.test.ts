/**
 * Each client is held to a budget of requests a window where the site works for every request
 * Express sees (docs/deploying.md, "Limits"): the analytics collector, search (page and API
 * together), PDFs made, the subscription form and the Mastodon share and follow forms. Past it: 429 with
 * `Retry-After` and `Cache-Control: no-store`, JSON `{message}` in the visitor's language from
 * the collector and /api, the error page in the URL's language elsewhere. What the cache answers
 * before Express costs nothing. Clients are told apart by the address the PaaS router saw
 * (TRUST_PROXY=1); each test is its own client, so they do not share a budget.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { parseHtml } from '../../helpers/html';
import { memoryLogger } from '../../helpers/memory-logger';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const french = JSON.parse(readFileSync('locales/fr.json', 'utf8')) as {
    api: Record<string, string>;
    errors: Record<string, string>;
};
const english = JSON.parse(readFileSync('locales/en.json', 'utf8')) as typeof french;

let testApp: TestApp;
let logFile: string;
beforeAll(async () => {
    logFile = path.join(mkdtempSync(path.join(tmpdir(), 'limits-')), 'events.ndjson');
    testApp = await createTestApp({
        env: {
            ANALYTICS_LOG_FILE: logFile,
            TRUST_PROXY: '1',
            RATE_LIMITS: 'true',
            RATE_LIMIT_ANALYTICS: '3',
            RATE_LIMIT_SEARCH: '3',
            RATE_LIMIT_PDF: '1',
            RATE_LIMIT_SUBSCRIBE: '2',
            RATE_LIMIT_SHARE: '2',
        },
    });
});
afterAll(async () => {
    await testApp.app.close();
});

/** A request from `client`, as the PaaS router in front passes it on. */
const from = (client: string, call: request.Test) => call.set('X-Forwarded-For', client);
const get = (client: string, url: string) => from(client, request(testApp.app).get(url));

async function event(client: string, name: string) {
    const uuid = (await testApp.content.get()).newsroom.uuid;
    return from(client, request(testApp.app).post('/analytics/track/t'))
        .set('Content-Type', 'text/plain')
        .set('Accept-Language', 'fr')
        .send(JSON.stringify({ type: 'track', writeKey: uuid, event: name, prezly: { newsroom: uuid } }));
}

const storedEvents = () =>
    readFileSync(logFile, 'utf8')
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { event: string }).event);

/** What every 429 says besides its body: when to come back, and that no cache may keep it. */
function expectRefusal(response: request.Response) {
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(response.headers['cache-control']).toBe('no-store');
}

/** The error page of a 429, in its language. */
function expectRefusalPage(response: request.Response, language: 'en' | 'fr') {
    expectRefusal(response);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = parseHtml(response.text);
    expect(html.querySelector('html')?.getAttribute('lang')).toBe(language);
    const messages = language === 'fr' ? french : english;
    expect(html.querySelector('.error-page__subtitle')?.text).toBe(messages.errors.tooManyRequests);
    expect(html.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
}

describe('the analytics collector', () => {
    it("answers 429 past its budget, in the visitor's language, and stores nothing more", async () => {
        for (const name of ['first', 'second', 'third']) expect((await event('203.0.113.1', name)).status).toBe(204);
        const refused = await event('203.0.113.1', 'fourth');
        expectRefusal(refused);
        expect(refused.body).toEqual({ message: french.api.tooManyRequests });
        expect(storedEvents()).toEqual(expect.arrayContaining(['first', 'second', 'third']));
        expect(storedEvents()).not.toContain('fourth');
    });

    it('counts the recipient look-ups against the same budget', async () => {
        expect((await event('203.0.113.2', 'one')).status).toBe(204);
        expect((await get('203.0.113.2', '/analytics/recipients?id=r1')).status).toBe(200);
        expect((await event('203.0.113.2', 'two')).status).toBe(204);
        expectRefusal(await get('203.0.113.2', '/analytics/recipients?id=r1'));
    });
});

describe('search', () => {
    it('holds the result page and the API to one budget; a page from the search cache costs nothing', async () => {
        const client = '203.0.113.10';
        expect((await get(client, '/search?query=aurora')).status).toBe(200);
        // The same page again is answered by the cache, before Express: not counted.
        for (let again = 0; again < 5; again++) {
            const cached = await get(client, '/search?query=aurora');
            expect(cached.status).toBe(200);
            expect(cached.headers['x-cache']).toBe('HIT');
        }
        expect((await get(client, '/api/search?query=kestrel')).status).toBe(200);
        expect((await get(client, '/search?query=dock')).status).toBe(200);

        const api = await get(client, '/api/search?query=battery').set('Accept-Language', 'fr');
        expectRefusal(api);
        expect(api.body).toEqual({ message: french.api.tooManyRequests });
        expectRefusalPage(await get(client, '/fr/search?query=velo'), 'fr');
        // What the cache holds still answers.
        expect((await get(client, '/search?query=aurora')).status).toBe(200);
    });
});

describe('story PDFs', () => {
    it('count only when one is made: a PDF the cache holds is answered, another one waits', async () => {
        const client = '203.0.113.20';
        const made = await get(client, '/northwind-unveils-aurora-city-e-bike.pdf');
        expect(made.status).toBe(200);
        expect(made.headers['content-type']).toBe('application/pdf');
        const cached = await get(client, '/northwind-unveils-aurora-city-e-bike.pdf');
        expect(cached.status).toBe(200);
        expect(cached.headers['x-cache']).toBe('HIT');

        expectRefusalPage(await get(client, '/northwind-opens-assembly-plant-in-ghent.pdf'), 'en');
        expectRefusalPage(await get(client, '/fr/northwind-resultats-annuels-2024.pdf'), 'fr');
        // A PDF of no story makes none: still the not-found page.
        expect((await get(client, '/no-such-story.pdf')).status).toBe(404);
    });
});

describe('the subscription and share forms', () => {
    it('answer the subscription form with the error page past its budget', async () => {
        const subscribe = () =>
            from('203.0.113.30', request(testApp.app).post('/fr/subscribe'))
                .set('Content-Type', 'application/x-www-form-urlencoded')
                .send('email=ada%40example.com');
        expect((await subscribe()).status).toBe(303);
        expect((await subscribe()).status).toBe(303);
        expectRefusalPage(await subscribe(), 'fr');
    });

    it('answer the Mastodon share form with the error page past its budget', async () => {
        const share = () =>
            get(
                '203.0.113.40',
                `/share/mastodon?${new URLSearchParams({ instance: 'mastodon.social', url: 'http://newsroom.test/', title: 'T' })}`,
            );
        expect((await share()).status).toBe(200);
        expect((await share()).status).toBe(200);
        expectRefusalPage(await share(), 'en');
    });

    it('count the "Follow on Mastodon" form against the share form’s budget', async () => {
        const share = () =>
            get(
                '203.0.113.41',
                `/share/mastodon?${new URLSearchParams({ instance: 'mastodon.social', url: 'http://newsroom.test/', title: 'T' })}`,
            );
        const follow = () =>
            get(
                '203.0.113.41',
                `/fr/follow/mastodon?${new URLSearchParams({ actor: 'newsroom', instance: 'a.example' })}`,
            );
        expect((await share()).status).toBe(200);
        expect((await follow()).status).toBe(200);
        expectRefusalPage(await follow(), 'fr');
    });
});

describe('clients', () => {
    const share = (forwardedFor: string) =>
        from(
            forwardedFor,
            request(testApp.app).get('/share/mastodon?instance=mastodon.social&url=http://newsroom.test/&title=T'),
        );

    it('are told apart by the address the router saw, whatever a client writes before it', async () => {
        for (let index = 0; index < 2; index++) expect((await share('198.51.100.7')).status).toBe(200);
        expect((await share('198.51.100.7')).status).toBe(429);
        // Addresses a client puts in X-Forwarded-For itself come before the router's: not its identity.
        expect((await share('192.0.2.99, 198.51.100.7')).status).toBe(429);
        expect((await share('198.51.100.8')).status).toBe(200);
    });

    it('of one IPv6 network are one client, as one household or office', async () => {
        expect((await share('2001:db8:aa:1::1')).status).toBe(200);
        expect((await share('2001:db8:aa:2::2')).status).toBe(200);
        expect((await share('2001:db8:aa:3::3')).status).toBe(429);
    });
});

describe('a proxy TRUST_PROXY does not trust', () => {
    it('makes every client behind it one, and is said once in the log', async () => {
        const { logger, lines } = memoryLogger();
        const config = { ...testApp.deps.config, TRUST_PROXY: 0 };
        const app = createApp({ ...testApp.deps, config, logger });
        const share = (client: string) =>
            from(
                client,
                request(app).get('/share/mastodon?instance=mastodon.social&url=http://newsroom.test/&title=T'),
            );
        expect([(await share('198.51.100.20')).status, (await share('198.51.100.21')).status]).toEqual([200, 200]);
        expect((await share('198.51.100.22')).status).toBe(429);
        const warnings = lines.filter((line) => /TRUST_PROXY does not trust/.test(line.message));
        expect(warnings.map((line) => line.message)).toEqual([
            expect.stringMatching(
                /^Requests come through a proxy TRUST_PROXY does not trust \(.+\): .*set TRUST_PROXY=1/,
            ),
        ]);
        await app.close();
    });
});

describe('turning limits off', () => {
    const shareTimes = async (app: ReturnType<typeof createApp>, times: number) => {
        const statuses: number[] = [];
        for (let index = 0; index < times; index++)
            statuses.push(
                (await request(app).get('/share/mastodon?instance=mastodon.social&url=http://newsroom.test/&title=T'))
                    .status,
            );
        return statuses;
    };

    it('RATE_LIMITS=false lets every request through', async () => {
        expect((await request(testApp.app).get('/healthz')).body.limits).toBe('process');
        const app = createApp({ ...testApp.deps, config: { ...testApp.deps.config, RATE_LIMITS: false } });
        expect(await shareTimes(app, 5)).toEqual([200, 200, 200, 200, 200]);
        expect((await request(app).get('/healthz')).body.limits).toBe('off');
        await app.close();
    });

    it('a budget of 0 turns that limit off alone', async () => {
        const config = { ...testApp.deps.config, RATE_LIMIT_SHARE: 0 };
        const app = createApp({ ...testApp.deps, config });
        expect(await shareTimes(app, 5)).toEqual([200, 200, 200, 200, 200]);
        const subscribe = () =>
            request(app)
                .post('/subscribe')
                .set('Content-Type', 'application/x-www-form-urlencoded')
                .send('email=ada%40example.com');
        expect([(await subscribe()).status, (await subscribe()).status, (await subscribe()).status]).toEqual([
            303, 303, 429,
        ]);
        await app.close();
    });
});
