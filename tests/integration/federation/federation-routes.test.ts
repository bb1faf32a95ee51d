/**
 * The federation's routes through supertest (docs/federation.md): WebFinger at the host's root
 * while the site lives under BASE_PATH, the actors under it, bad requests answered 4xx, and
 * nothing at all with FEDERATION_ENABLED=false.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const ACTIVITY = 'application/activity+json';
let storeDirectory: string;

beforeAll(() => {
    storeDirectory = mkdtempSync(path.join(tmpdir(), 'newsroom-federation-routes-'));
});
afterAll(() => rmSync(storeDirectory, { recursive: true, force: true }));

describe('under BASE_PATH', () => {
    let site: TestApp;
    beforeAll(async () => {
        site = await createTestApp({
            federate: true,
            env: { BASE_PATH: '/newsroom', FEDERATION_STORE_FILE: path.join(storeDirectory, 'base.json') },
        });
    });
    afterAll(() => site.federation?.close());

    it('answers WebFinger at the host’s root, naming the actor under the base path', async () => {
        const response = await request(site.app)
            .get('/.well-known/webfinger')
            .query({ resource: 'acct:northwind_mobility@newsroom.test' })
            .expect(200);
        const self = response.body.links.find((link: { rel: string }) => link.rel === 'self');
        expect(self).toEqual({
            rel: 'self',
            href: 'http://newsroom.test/newsroom/ap/actors/newsroom',
            type: ACTIVITY,
        });
        const actor = await request(site.app).get('/newsroom/ap/actors/newsroom').set('Accept', ACTIVITY).expect(200);
        expect(actor.body.inbox).toBe('http://newsroom.test/newsroom/ap/actors/newsroom/inbox');
        expect(actor.body.url).toBe('http://newsroom.test/newsroom');
    });

    it('answers a story page asked for as ActivityPub JSON with its Article, never from the page cache', async () => {
        await request(site.app).get('/newsroom/northwind-q3-2026-trading-update').expect(200); // now cached
        const article = await request(site.app)
            .get('/newsroom/northwind-q3-2026-trading-update')
            .set('Accept', 'application/ld+json; profile="https://www.w3.org/ns/activitystreams"')
            .expect(200);
        expect(article.headers['content-type']).toMatch(/^application\/activity\+json/);
        expect(article.headers.vary).toMatch(/Accept/);
        expect(article.body.type).toBe('Article');
        const page = await request(site.app).get('/newsroom/northwind-q3-2026-trading-update').expect(200);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
    });

    it('answers bad requests with a 4xx, never a 5xx', async () => {
        await request(site.app).get('/.well-known/webfinger').expect(400);
        await request(site.app)
            .get('/.well-known/webfinger')
            .query({ resource: 'acct:nobody@newsroom.test' })
            .expect(404);
        await request(site.app)
            .get('/.well-known/webfinger')
            .query({ resource: 'acct:northwind_mobility@elsewhere.example' })
            .expect(404);
        await request(site.app).get('/newsroom/ap/actors/nobody').set('Accept', ACTIVITY).expect(404);
        await request(site.app).get('/newsroom/ap/stories/%E0%A4%A').set('Accept', ACTIVITY).expect(404);
        await request(site.app)
            .get('/newsroom/ap/actors/newsroom/outbox')
            .query({ cursor: '99999999999999999999999' })
            .set('Accept', ACTIVITY)
            .expect(404);
        await request(site.app)
            .post('/newsroom/ap/inbox')
            .set('Content-Type', ACTIVITY)
            .send('{"not json')
            .expect((response) => expect(response.status).toBeGreaterThanOrEqual(400))
            .expect((response) => expect(response.status).toBeLessThan(500));
        const huge = await request(site.app)
            .post('/newsroom/ap/inbox')
            .set('Content-Type', ACTIVITY)
            .send(JSON.stringify({ type: 'Note', content: 'x'.repeat(300_000) }))
            .expect(413);
        expect(huge.body).toEqual({ message: expect.any(String) });
    });
});

describe('with FEDERATION_ENABLED=false', () => {
    it('has no federation, no routes and no alternates', async () => {
        const site = await createTestApp({ federate: true, env: { FEDERATION_ENABLED: 'false' } });
        expect(site.federation).toBeNull();
        await request(site.app)
            .get('/.well-known/webfinger')
            .query({ resource: 'acct:northwind_mobility@newsroom.test' })
            .expect(404);
        await request(site.app).get('/ap/actors/newsroom').set('Accept', ACTIVITY).expect(404);
        const home = await request(site.app).get('/').expect(200);
        expect(home.text).not.toContain('application/activity+json');
    });
});
