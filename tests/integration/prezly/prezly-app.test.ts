/**
 * The app running on the Prezly content source: pages, /healthz and the content webhook. The
 * Prezly API is a local stand-in (node:http on 127.0.0.1) replaying Prezly's documented
 * responses from tests/fixtures/prezly; the adapter reaches it through the real @prezly/sdk.
 */
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { PREZLY_ASSETS_CDN_URL } from '../../../server/config/config';
import { parseHtml } from '../../helpers/html';
import { createFixtureSource, type FixtureSource } from '../../helpers/prezly-stand-in/fixture-source';
import { createTestApp } from '../../helpers/test-app';

const SECRET = 'a-webhook-secret-of-some-length';
const WEBHOOK = '/api/webhooks/prezly';
const open: FixtureSource[] = [];
afterEach(async () => {
    await Promise.all(open.splice(0).map((fixture) => fixture.close()));
});

async function prezlyApp(env: Record<string, string> = { WEBHOOK_SECRET: SECRET }) {
    const fixture = await createFixtureSource();
    open.push(fixture);
    const testApp = await createTestApp({ content: fixture.source, env: { ...fixture.env, ...env } });
    return { ...fixture, app: testApp.app, config: testApp.deps.config };
}

describe('the app on the Prezly source', () => {
    it('serves the home page and a story in another language under its language prefix', async () => {
        const { app } = await prezlyApp();
        const home = parseHtml((await request(app).get('/').expect(200)).text);
        expect(home.querySelector('html')?.getAttribute('lang')).toBe('en');

        const french = await request(app).get('/fr/acme-ouvre-usine-gand');
        expect(french.status).toBe(200);
        const page = parseHtml(french.text);
        expect(page.querySelector('html')?.getAttribute('lang')).toBe('fr');
        expect(page.querySelector('h1')?.text).toContain('Acme ouvre sa première usine à Gand');

        const unprefixed = await request(app).get('/acme-ouvre-usine-gand');
        expect(unprefixed.status).toBe(302);
        expect(unprefixed.headers.location).toMatch(/\/fr\/acme-ouvre-usine-gand$/);
    });

    it('uses the Prezly assets CDN for images unless ASSETS_CDN_URL says otherwise', async () => {
        const { config } = await prezlyApp();
        expect(config.assetsCdnUrl).toBe(PREZLY_ASSETS_CDN_URL);
        const custom = await prezlyApp({ ASSETS_CDN_URL: 'https://assets.example.com/' });
        expect(custom.config.assetsCdnUrl).toBe('https://assets.example.com');
    });

    it('/healthz says when the content is stale, and why', async () => {
        const { app, source, standIn } = await prezlyApp();
        expect((await request(app).get('/healthz').expect(200)).body).toMatchObject({
            status: 'ok',
            content: { source: 'prezly', ok: true, stale: false, lastError: null, skippedRecords: 2 },
        });
        standIn.intercept(() => ({ status: 500, body: { message: 'Internal Server Error' } }));
        await source.reload();
        const health = await request(app).get('/healthz');
        expect(health.status).toBe(200);
        expect(health.headers['cache-control']).toBe('no-store');
        expect(health.body).toMatchObject({
            status: 'stale',
            content: { ok: true, stale: true, lastError: expect.stringMatching(/^Prezly failed on .* \(500\)/) },
        });
    });
});

describe('POST /api/webhooks/prezly', () => {
    it('reloads the content now with the shared secret in X-Webhook-Secret', async () => {
        const { app, dataset, source } = await prezlyApp();
        const before = await source.get();
        const told: number[] = [];
        source.subscribe((snapshot) => told.push(snapshot.version));
        dataset.newsroom.display_name = 'Acme Newsroom';

        const response = await request(app)
            .post(WEBHOOK)
            .set('X-Webhook-Secret', SECRET)
            .send({ event: 'story.published' });
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({ reloaded: true });
        const after = await source.get();
        expect(after.version).toBeGreaterThan(before.version);
        expect(after.newsroom.display_name).toBe('Acme Newsroom');
        expect(told).toEqual([after.version]);
    });

    it('accepts the secret as a bearer token', async () => {
        const { app, standIn } = await prezlyApp();
        const calls = standIn.requests.length;
        await request(app).post(WEBHOOK).set('Authorization', `Bearer ${SECRET}`).expect(200);
        expect(standIn.requests.length).toBeGreaterThan(calls);
    });

    it('refuses a missing or wrong secret with 401 and does not reload', async () => {
        const { app, standIn } = await prezlyApp();
        const calls = standIn.requests.length;
        for (const headers of [{}, { 'X-Webhook-Secret': 'wrong' }, { Authorization: `Bearer ${SECRET}x` }]) {
            const response = await request(app).post(WEBHOOK).set(headers);
            expect(response.status).toBe(401);
            expect(response.body).toEqual({ message: 'Missing or wrong webhook secret' });
        }
        expect(standIn.requests).toHaveLength(calls);
    });

    it('does not exist without WEBHOOK_SECRET', async () => {
        const { app } = await prezlyApp({});
        await request(app).post(WEBHOOK).set('X-Webhook-Secret', SECRET).expect(404);
    });

    it('answers 502 when the reload fails, and the last good content keeps serving', async () => {
        const { app, standIn, source } = await prezlyApp();
        const before = await source.get();
        standIn.intercept(() => ({ status: 401, body: { message: 'Unauthorized' } }));
        const response = await request(app).post(WEBHOOK).set('X-Webhook-Secret', SECRET);
        expect(response.status).toBe(502);
        expect(response.body.message).toBe('Reload failed: Prezly rejected PREZLY_ACCESS_TOKEN (401): check the token');
        expect(await source.get()).toBe(before);
        await request(app).get('/').expect(200);
    });
});
