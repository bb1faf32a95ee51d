/**
 * `/s/{uuid}?preview` (docs/product-rules.md §2.20): with the Prezly source, a story the snapshot
 * does not serve (a draft, a scheduled story) is read live from Prezly, here its local stand-in
 * serving the demo newsroom, and shown as its page: said to be a preview, never indexed, never
 * cached by us or anyone, never tracked, and named by no list, feed, sitemap or search.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Story } from '../../../domain/content';
import { isListed } from '../../../domain/stories/story-rules';
import { type BuiltServer, startBuiltServer, stopBuiltServer } from '../../helpers/built-server';
import { type Engine, startVarnish } from '../../helpers/engines';
import { moduleSettings, parseHtml } from '../../helpers/html';
import { prezlySourceSettings, type RecordedRequest } from '../../helpers/prezly-stand-in/stand-in-server';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** Demo drafts and a scheduled story: in Prezly, not in any snapshot. */
const ENGLISH_DRAFT = {
    uuid: '80cb0be9-a04e-4430-bd8a-882565b9034c',
    title: 'Northwind Mobility: priorities and outlook for 2027',
};
const GERMAN_DRAFT = {
    uuid: 'b22c374c-025b-4b08-be6d-841527e89533',
    title: 'Northwind baut zweites Montagewerk in Valencia',
};
const SCHEDULED = {
    uuid: '2d687377-4e31-4adf-bdb7-c16f8d53227d',
    title: 'Free winter check for every Northwind bike in December',
};
const EMBARGOED = 'e0bdb26f-ce2d-4b7b-912d-1310a0fb3df7';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const PREVIEW_NOTICE = 'Preview: this story is not published yet.';

let prezly: TestApp;
let stories: readonly Story[];

/** The stand-in's answers to `GET /v2/stories/{uuid}` so far. */
const readsOf = (uuid: string): RecordedRequest[] =>
    prezly.prezlyStandIn!.requests.filter((call) => call.method === 'GET' && call.path === `/v2/stories/${uuid}`);

beforeAll(async () => {
    prezly = await createTestApp({
        source: 'prezly',
        // One retry, and a time limit a hanging Prezly runs into soon.
        env: { PREZLY_RETRIES: '1', PREZLY_TIMEOUT_MS: '1500' },
    });
    stories = (await prezly.content.get()).content.stories;
});

afterAll(async () => {
    await prezly.content.close();
    await prezly.prezlyStandIn?.close();
});

describe('/s/{uuid}?preview with the Prezly source', () => {
    it('shows a draft as its page, read live, said to be a preview', async () => {
        expect(stories.some((story) => story.uuid === ENGLISH_DRAFT.uuid)).toBe(false);
        const response = await request(prezly.app)
            .get(`/s/${ENGLISH_DRAFT.uuid}?preview`)
            .set('Accept-Encoding', 'gzip');
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        // It writes its own body, so the compression middleware compresses it (server/middleware/compress-answer.ts).
        expect(response.headers['content-encoding']).toBe('gzip');
        const html = parseHtml(response.text);
        expect(html.querySelector('h1.story__title')?.text).toBe(ENGLISH_DRAFT.title);
        expect(html.querySelector('.notice--preview')?.text.trim()).toBe(PREVIEW_NOTICE);
        expect(html.querySelector('.story__body')?.text.length).toBeGreaterThan(100);
        // The request asked Prezly for this one story with its body, in the Content Format.
        const [read] = readsOf(ENGLISH_DRAFT.uuid);
        expect(read?.query['include[]']).toEqual(expect.arrayContaining(['content', 'header_image', 'tag_names']));
    });

    it('is never indexed and names no public address: no canonical, alternates, oEmbed, share bar or structured data', async () => {
        const response = await request(prezly.app).get(`/s/${ENGLISH_DRAFT.uuid}?preview`);
        expect(response.headers['x-robots-tag']).toBe('noindex');
        const html = parseHtml(response.text);
        expect(html.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
        expect(html.querySelector('link[rel="canonical"]')).toBeNull();
        expect(html.querySelectorAll('link[rel="alternate"]')).toEqual([]);
        expect(html.querySelectorAll('script[type="application/ld+json"]')).toEqual([]);
        expect(html.querySelector('meta[property="og:url"]')).toBeNull();
        expect(html.querySelector('.share')).toBeNull();
        expect(html.querySelector('[data-island="copy-link"]')).toBeNull();
        // Its PDF and media kit answer only for stories the site serves: not offered.
        expect(html.querySelector('a[type="application/pdf"]')).toBeNull();
    });

    it('counts no visit: the page has no analytics', async () => {
        const response = await request(prezly.app).get(`/s/${ENGLISH_DRAFT.uuid}?preview`);
        expect(moduleSettings(parseHtml(response.text), 'analytics')).toBeNull();
        // The same newsroom's story pages do track, so the preview's absence is its own.
        const published = stories.find(isListed)!;
        const page = await request(prezly.app).get(`/${published.slug}`);
        expect(moduleSettings(parseHtml(page.text), 'analytics')).not.toBeNull();
    });

    it('is cached by nobody: private, no-store, no ETag, no surrogate keys; a second request reads Prezly again', async () => {
        const before = readsOf(ENGLISH_DRAFT.uuid).length;
        const first = await request(prezly.app).get(`/s/${ENGLISH_DRAFT.uuid}?preview`);
        const second = await request(prezly.app).get(`/s/${ENGLISH_DRAFT.uuid}?preview`);
        for (const response of [first, second]) {
            expect(response.status).toBe(200);
            expect(response.headers['cache-control']).toBe('private, no-store');
            expect(response.headers['surrogate-control']).toBe('no-store');
            expect(response.headers['cdn-cache-control']).toBe('no-store');
            expect(response.headers.etag).toBeUndefined();
            expect(response.headers['surrogate-key']).toBeUndefined();
            expect(response.headers.xkey).toBeUndefined();
            expect(response.headers['x-cache']).not.toBe('HIT');
        }
        expect(readsOf(ENGLISH_DRAFT.uuid).length).toBe(before + 2);
    });

    it("shows a story in its own language: a German draft's page is German", async () => {
        const response = await request(prezly.app).get(`/s/${GERMAN_DRAFT.uuid}?preview`);
        expect(response.status).toBe(200);
        const html = parseHtml(response.text);
        expect(html.querySelector('html')?.getAttribute('lang')).toBe('de');
        expect(response.headers['content-language']).toBe('de');
        expect(html.querySelector('h1.story__title')?.text).toBe(GERMAN_DRAFT.title);
        expect(html.querySelector('.notice--preview')?.text.trim()).toBe(
            'Vorschau: Diese Meldung ist noch nicht veröffentlicht.',
        );
    });

    it('shows a scheduled story too', async () => {
        const response = await request(prezly.app).get(`/s/${SCHEDULED.uuid}?preview`);
        expect(response.status).toBe(200);
        expect(parseHtml(response.text).querySelector('h1.story__title')?.text).toBe(SCHEDULED.title);
    });

    it('redirects a story the site serves, published or embargoed, as without ?preview, reading nothing', async () => {
        const published = stories.find(isListed)!;
        for (const uuid of [published.uuid, EMBARGOED]) {
            const response = await request(prezly.app).get(`/s/${uuid}?preview`);
            expect(response.status, uuid).toBe(302);
            const story = stories.find((candidate) => candidate.uuid === uuid)!;
            expect(response.headers.location).toMatch(new RegExp(`/${story.slug}$`));
            expect(readsOf(uuid)).toEqual([]);
        }
    });

    it('answers the not-found page for a uuid Prezly does not have, or a story of another newsroom', async () => {
        const unknown = await request(prezly.app).get(`/s/${UNKNOWN}?preview`);
        expect(unknown.status).toBe(404);
        expect(parseHtml(unknown.text).querySelector('html')).not.toBeNull();
        expect(readsOf(UNKNOWN).length).toBe(1);

        const standIn = prezly.prezlyStandIn!;
        const elsewhere = standIn.intercept((call) =>
            call.path === `/v2/stories/${SCHEDULED.uuid}`
                ? {
                      status: 200,
                      body: {
                          story: {
                              uuid: SCHEDULED.uuid,
                              title: 'Another newsroom',
                              newsroom: { uuid: '11111111-2222-4333-8444-555555555555' },
                          },
                      },
                  }
                : undefined,
        );
        try {
            const response = await request(prezly.app).get(`/s/${SCHEDULED.uuid}?preview`);
            expect(response.status).toBe(404);
            expect(response.text).not.toContain('Another newsroom');
        } finally {
            elsewhere();
        }

        for (const path of ['/s/not-a-uuid?preview', `/s/${'a'.repeat(300)}?preview`]) {
            expect((await request(prezly.app).get(path)).status, path).toBe(404);
        }
    });

    it.each([
        ['a 500', () => ({ status: 500, body: { status: 'error', code: 500, message: 'Internal error' } })],
        ['a 429', () => ({ status: 429, body: { message: 'Too many requests' }, headers: { 'Retry-After': '1' } })],
        ['no answer within PREZLY_TIMEOUT_MS', () => ({ hang: true as const })],
        ['a reset connection', () => ({ reset: true as const })],
    ])('answers 503 with Retry-After when Prezly fails (%s), after its retries, never a 500', async (_, reply) => {
        const standIn = prezly.prezlyStandIn!;
        const before = readsOf(ENGLISH_DRAFT.uuid).length;
        const failing = standIn.intercept((call) =>
            call.path === `/v2/stories/${ENGLISH_DRAFT.uuid}` ? reply() : undefined,
        );
        try {
            const response = await request(prezly.app).get(`/s/${ENGLISH_DRAFT.uuid}?preview`);
            expect(response.status).toBe(503);
            expect(response.headers['retry-after']).toBe('10');
            expect(response.headers['cache-control']).toBe('no-store');
            expect(response.headers['content-type']).toMatch(/^text\/html/);
            const html = parseHtml(response.text);
            expect(html.querySelector('h1')?.text).toContain('Something went wrong');
            expect(response.text).not.toMatch(/at .*\.(ts|js):\d+/);
            // The call was tried again once (PREZLY_RETRIES=1) before giving up.
            expect(readsOf(ENGLISH_DRAFT.uuid).length).toBe(before + 2);
        } finally {
            failing();
        }
        // Prezly back: the preview answers again.
        expect((await request(prezly.app).get(`/s/${ENGLISH_DRAFT.uuid}?preview`)).status).toBe(200);
    });

    it('reads two previews from Prezly at a time; a third meanwhile gets 503 at once, so previews never crowd out the refreshes', async () => {
        const standIn = prezly.prezlyStandIn!;
        let release!: () => void;
        const gate = new Promise<void>((resolve) => {
            release = resolve;
        });
        const isPreviewRead = (path: string) => /^\/v2\/stories\/[0-9a-f-]{36}$/.test(path);
        const held = standIn.intercept((call) => (isPreviewRead(call.path) ? { after: gate } : undefined));
        const asked = (uuid: string) => standIn.requests.some((call) => call.path === `/v2/stories/${uuid}`);
        const readsBefore = readsOf(SCHEDULED.uuid).length;
        try {
            const slow = [ENGLISH_DRAFT, GERMAN_DRAFT].map((draft) =>
                request(prezly.app)
                    .get(`/s/${draft.uuid}?preview`)
                    .then((response) => response.status),
            );
            await vi.waitFor(() => expect(asked(ENGLISH_DRAFT.uuid) && asked(GERMAN_DRAFT.uuid)).toBe(true));
            const third = await request(prezly.app).get(`/s/${SCHEDULED.uuid}?preview`);
            expect(third.status).toBe(503);
            expect(third.headers['retry-after']).toBe('10');
            // It asked Prezly nothing.
            expect(readsOf(SCHEDULED.uuid).length).toBe(readsBefore);
            release();
            expect(await Promise.all(slow)).toEqual([200, 200]);
        } finally {
            release();
            held();
        }
        expect((await request(prezly.app).get(`/s/${SCHEDULED.uuid}?preview`)).status).toBe(200);
    });

    it('never shows the previewed stories in lists, feeds, sitemaps, search or llms.txt', async () => {
        for (const draft of [ENGLISH_DRAFT, GERMAN_DRAFT, SCHEDULED]) {
            expect((await request(prezly.app).get(`/s/${draft.uuid}?preview`)).status).toBe(200);
        }
        const paths = [
            '/',
            '/de',
            '/feed',
            '/de/feed',
            '/feed.json',
            '/sitemap.xml',
            '/sitemap-news.xml',
            '/llms.txt',
            '/search?query=Northwind',
            '/api/search?query=outlook',
            '/api/search?query=Valencia&locale=de',
            '/api/search?query=winter',
        ];
        for (const path of paths) {
            const response = await request(prezly.app).get(path);
            expect(response.status, path).toBe(200);
            for (const draft of [ENGLISH_DRAFT, GERMAN_DRAFT, SCHEDULED]) {
                expect(response.text, `${path} names ${draft.title}`).not.toContain(draft.title);
                expect(response.text, `${path} names ${draft.uuid}`).not.toContain(draft.uuid);
            }
        }
        // And the snapshot never took them in.
        const held = (await prezly.content.get()).content.stories.map((story) => story.uuid);
        expect(held).not.toContain(ENGLISH_DRAFT.uuid);
    });
});

describe('/s/{uuid}?preview behind Varnish (deploy/varnish.vcl)', () => {
    let site: BuiltServer | undefined;
    let varnish: Engine | undefined;
    beforeAll(async () => {
        const standIn = prezly.prezlyStandIn!;
        site = await startBuiltServer({
            ...prezlySourceSettings(standIn),
            CONTENT_SNAPSHOT_DIR: 'off',
        });
        varnish = await startVarnish([site.port]);
    }, 60_000);
    afterAll(async () => {
        await varnish?.stop();
        if (site) await stopBuiltServer(site);
    });

    it('Varnish keeps the story pages it is given, and never a preview: each one reads Prezly again', async () => {
        const published = stories.find(isListed)!;
        const pageCache = [];
        for (let visit = 0; visit < 2; visit++) {
            pageCache.push((await fetch(`${varnish!.url}/${published.slug}`)).headers.get('x-cache'));
        }
        expect(pageCache).toEqual(['MISS', 'HIT']);

        const before = readsOf(ENGLISH_DRAFT.uuid).length;
        for (let visit = 0; visit < 2; visit++) {
            const response = await fetch(`${varnish!.url}/s/${ENGLISH_DRAFT.uuid}?preview`);
            expect(response.status).toBe(200);
            expect(response.headers.get('x-cache')).toBe('MISS');
            expect(response.headers.get('cache-control')).toBe('private, no-store');
            expect(parseHtml(await response.text()).querySelector('h1.story__title')?.text).toBe(ENGLISH_DRAFT.title);
        }
        expect(readsOf(ENGLISH_DRAFT.uuid).length).toBe(before + 2);
    });
});

describe('/s/{uuid}?preview with the files source', () => {
    let files: TestApp;
    beforeAll(async () => {
        files = await createTestApp({ source: 'files' });
    });

    it('ignores ?preview: a draft gets the not-found page, a published story its redirect', async () => {
        const draft = await request(files.app).get(`/s/${ENGLISH_DRAFT.uuid}?preview`);
        expect(draft.status).toBe(404);
        expect(draft.text).not.toContain(ENGLISH_DRAFT.title);
        const published = stories.find(isListed)!;
        const redirect = await request(files.app).get(`/s/${published.uuid}?preview`);
        expect(redirect.status).toBe(302);
    });
});
