/**
 * The route table (domain/routes.ts) against the real app: every pattern in it is served by
 * Express (registered through server/http/express-path.ts), under a BASE_PATH and, for
 * pages, under a language prefix. A route added to the table without a working Express route,
 * or an adapter that turns a pattern into the wrong Express path, fails here.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteName, type RouteParams, routePath } from '../../../domain/routes';
import { storyMediaFiles } from '../../../domain/stories/story-media';
import { createApp, type NewsroomApp } from '../../../server/app';
import type { ContentSnapshot } from '../../../server/content/content-snapshot';
import { withBodyParsed } from '../../../server/content/packed-bodies';
import { parseHtml } from '../../helpers/html';
import { createTestApp } from '../../helpers/test-app';

const BASE = '/press';
const LANGUAGE = 'fr';
const SECRET = 'route-table-webhook-secret';

interface Example {
    params?: RouteParams;
    query?: string;
    method?: 'GET' | 'POST';
    body?: string | object;
    type?: string;
    headers?: Record<string, string>;
    status: number;
}

let app: NewsroomApp;
let snapshot: ContentSnapshot;
beforeAll(async () => {
    const testApp = await createTestApp({
        env: {
            BASE_PATH: BASE,
            WEBHOOK_SECRET: SECRET,
            ANALYTICS_LOG_FILE: path.join(mkdtempSync(path.join(tmpdir(), 'routes-')), 'events.ndjson'),
        },
    });
    snapshot = await testApp.content.get();
    // A small sitemap part size, so that /sitemap-1.xml exists with the demo newsroom.
    app = createApp({ ...testApp.deps, sitemapPartSize: 5 });
});

/** One real request per route of the table, with the answer its handler gives. */
function examples(): Record<RouteName, Example> {
    const story = snapshot.stories.listed(LANGUAGE)[0]!;
    const category = snapshot.categories.withStories(LANGUAGE)[0]!;
    const gallery = snapshot.galleries.all[0]!;
    const image = gallery.images[0]!.uploadcare_image;
    const event = {
        type: 'page',
        writeKey: snapshot.newsroom.uuid,
        prezly: { newsroom: snapshot.newsroom.uuid },
    };
    const storyUrl = `http://newsroom.test${BASE}/${LANGUAGE}/${encodeURIComponent(story.slug)}`;
    const tag = snapshot.tags.inLanguage(LANGUAGE)[0]!;
    const storyWithMedia = snapshot.stories
        .listed(LANGUAGE)
        .find((candidate) => storyMediaFiles(candidate).length > 0)!;
    const confidential = snapshot.content.stories.find(
        (candidate) => candidate.visibility === 'confidential' && storyMediaFiles(withBodyParsed(candidate)).length > 0,
    )!;
    return {
        staticFiles: { params: { '*': 'images/social-default.png' }, status: 200 },
        health: { status: 200 },
        themeCss: { status: 200 },
        cdn: { params: { '*': `${image.uuid}/${encodeURIComponent(image.filename)}` }, status: 200 },
        prezlyWebhook: { method: 'POST', headers: { 'X-Webhook-Secret': SECRET }, status: 200 },
        searchApi: { query: 'query=bike', status: 200 },
        fetchStories: { method: 'POST', body: { page: 1, pageSize: 2 }, status: 200 },
        fetchGalleries: { method: 'POST', body: { page: 1, pageSize: 2 }, status: 200 },
        analyticsEvent: {
            params: { kind: 'p' },
            method: 'POST',
            body: JSON.stringify(event),
            type: 'text/plain',
            status: 204,
        },
        analyticsRecipient: { query: 'id=rcp_1', status: 200 },
        robots: { status: 200 },
        sitemap: { status: 200 },
        newsSitemap: { status: 200 },
        sitemapPart: { params: { name: 'sitemap-1' }, status: 200 },
        llms: { status: 200 },
        indexNowKey: { params: { key: 'not-the-key-0000' }, status: 404 },
        oembed: { query: `url=${encodeURIComponent(storyUrl)}`, status: 200 },
        // The MCP server answers a JSON-RPC call on the site's own host (tests/integration/mcp/).
        mcp: {
            method: 'POST',
            headers: { Host: 'newsroom.test', Accept: 'application/json, text/event-stream' },
            body: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
            status: 200,
        },
        // A confidential story has its page and documents at its secret link (decision 2).
        storyLinkJson: { params: { uuid: confidential.uuid }, status: 200 },
        storyLinkPdf: { params: { uuid: confidential.uuid }, status: 200 },
        storyLinkMediaKit: { params: { uuid: confidential.uuid }, status: 200 },
        storyLink: { params: { uuid: story.uuid }, status: 302 },
        home: { status: 200 },
        search: { query: 'query=bike', status: 200 },
        category: { params: { slug: category.slug }, status: 200 },
        categoryFeed: { params: { slug: category.slug }, status: 200 },
        tag: { params: { tag: tag.slug }, status: 200 },
        tagFeed: { params: { tag: tag.slug }, status: 200 },
        contacts: { status: 200 },
        contactVCard: { params: { uuid: snapshot.contacts.shownIn(LANGUAGE)[0]!.uuid }, status: 200 },
        about: { status: 200 },
        // The demo belongs to no hub, so it has no markets page: its handler answers the 404 (a
        // path no route has would answer PUT with 404, not 405). tests/integration/pages/markets-kind.test.ts serves one.
        markets: { status: 404 },
        privacyPolicy: { status: 200 },
        cookiePolicy: { status: 200 },
        subscribe: {
            method: 'POST',
            body: 'email=reader%40example.org',
            type: 'application/x-www-form-urlencoded',
            status: 303,
        },
        media: { status: 200 },
        album: { params: { uuid: gallery.uuid }, status: 200 },
        shareMastodon: {
            query: `instance=mastodon.social&url=${encodeURIComponent(storyUrl)}&title=${encodeURIComponent(story.title)}`,
            status: 200,
        },
        // "Follow on Mastodon" (the newsroom's actor, by its identifier) on to the visitor's server.
        followMastodon: { query: 'actor=newsroom&instance=mastodon.social', status: 200 },
        feed: { status: 200 },
        jsonFeed: { status: 200 },
        storyJson: { params: { slug: story.slug }, status: 200 },
        storyPdf: { params: { slug: story.slug }, status: 200 },
        mediaKit: { params: { slug: storyWithMedia.slug }, status: 200 },
        story: { params: { slug: story.slug }, status: 200 },
    };
}

/** The URL of a route: BASE_PATH, then the language prefix for pages, then the route's path. */
function urlOf(name: RouteName, example: Example): string {
    const prefix = ROUTES[name].scope === 'page' ? `/${LANGUAGE}` : '';
    const routed = routePath(name, example.params);
    const pathname = routed === '/' && prefix ? prefix : `${prefix}${routed}`;
    return `${BASE}${pathname}${example.query ? `?${example.query}` : ''}`;
}

describe('the route table', () => {
    it('has an example request for every route (so none escapes the test below)', () => {
        expect(Object.keys(examples()).sort()).toEqual(Object.keys(ROUTES).sort());
    });

    it.each(Object.keys(ROUTES) as RouteName[])('serves %s with Express', async (name) => {
        const example = examples()[name];
        const method = example.method ?? 'GET';
        expect(ROUTES[name].methods).toContain(method);
        const url = urlOf(name, example);
        let call = method === 'POST' ? request(app).post(url) : request(app).get(url);
        for (const [header, value] of Object.entries(example.headers ?? {})) call = call.set(header, value);
        if (example.body !== undefined) {
            call = call.set('Content-Type', example.type ?? 'application/json');
            call = call.send(typeof example.body === 'string' ? example.body : JSON.stringify(example.body));
        }
        const response = await call;
        expect({ url, status: response.status }).toEqual({ url, status: example.status });
    });

    /** What the table says a route accepts, as an `Allow` header: GET routes answer HEAD too. */
    const allowOf = (name: RouteName) =>
        ROUTES[name].methods.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method])).join(', ');

    it.each(Object.keys(ROUTES) as RouteName[])(
        'answers %s with 405 and Allow for a method it does not take',
        async (name) => {
            const url = urlOf(name, examples()[name]);
            const refused = ROUTES[name].methods.includes('GET') ? ['PUT', 'DELETE', 'PATCH'] : ['GET', 'PUT'];
            for (const method of refused) {
                const response = await request(app)[method.toLowerCase() as 'put'](url);
                expect({ url, method, status: response.status }).toEqual({ url, method, status: 405 });
                expect(response.headers.allow, `${method} ${url}`).toBe(allowOf(name));
                expect(response.headers['cache-control']).toBe('no-store');
            }
            // Express's own answer to OPTIONS lists the same methods.
            expect((await request(app).options(url)).headers.allow).toBe(allowOf(name));
        },
    );

    it('says so with a page, or with JSON {message} under /api', async () => {
        const page = await request(app).put(`${BASE}/`);
        expect(page.status).toBe(405);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        const html = parseHtml(page.text);
        expect(html.querySelector('.error-page__code')?.text).toBe('405');
        expect(html.querySelector('.error-page__subtitle')?.text).toBe(
            'This address does not accept this kind of request.',
        );
        expect(html.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
        const french = await request(app).delete(`${BASE}/fr/feed`);
        expect(french.status).toBe(405);
        expect(parseHtml(french.text).querySelector('html')?.getAttribute('lang')).toBe('fr');

        const api = await request(app).get(`${BASE}/api/fetch-stories`);
        expect(api.status).toBe(405);
        expect(api.headers.allow).toBe('POST');
        expect(api.body).toEqual({ message: 'Method not allowed. This address accepts: POST' });
        const head = await request(app).head(`${BASE}/api/fetch-stories`);
        expect(head.status).toBe(405);
    });

    it('keeps a path no route has on the not-found page, whatever the method', async () => {
        for (const url of [`${BASE}/no/such/page`, `${BASE}/api/nothing`]) {
            expect({ url, status: (await request(app).put(url)).status }).toEqual({ url, status: 404 });
        }
    });

    it('serves GET page routes in the default language without a prefix too', async () => {
        const story = snapshot.stories.listed(snapshot.languages.default.code)[0]!;
        for (const url of [`${BASE}`, `${BASE}/media`, `${BASE}/${encodeURIComponent(story.slug)}`]) {
            expect({ url, status: (await request(app).get(url)).status }).toEqual({ url, status: 200 });
        }
    });

    it('keeps paths outside the table on the not-found page', async () => {
        for (const url of [
            `${BASE}/category`,
            `${BASE}/media/album`,
            `${BASE}/sitemap-x.xml`,
            `${BASE}/sitemap-9999.xml`,
        ]) {
            expect({ url, status: (await request(app).get(url)).status }).toEqual({ url, status: 404 });
        }
    });
});
