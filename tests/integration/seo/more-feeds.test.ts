/**
 * The feeds journalists ask for: RSS per category, JSON Feed 1.1 per language (checked against
 * the rules of https://www.jsonfeed.org/version/1.1/ with a zod schema), each advertised on its
 * page and cached like /feed.
 */
import Parser from 'rss-parser';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { fetchHead, ORIGIN } from './head-helpers';

let demo: TestApp;
beforeAll(async () => {
    demo = await createTestApp();
});

const rfc3339 = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
const author = z.object({ name: z.string().min(1) }).strict();
const JsonFeed11 = z
    .object({
        version: z.literal('https://jsonfeed.org/version/1.1'),
        title: z.string().min(1),
        home_page_url: z.url(),
        feed_url: z.url(),
        description: z.string(),
        language: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/),
        icon: z.url().optional(),
        favicon: z.url().optional(),
        authors: z.array(author).min(1),
        items: z.array(
            z
                .object({
                    id: z.string().min(1),
                    url: z.url(),
                    title: z.string().min(1),
                    content_text: z.string().min(1),
                    summary: z.string().optional(),
                    image: z.url().optional(),
                    date_published: rfc3339,
                    date_modified: rfc3339,
                    authors: z.array(author).optional(),
                    tags: z.array(z.string()).optional(),
                    attachments: z
                        .array(z.object({ url: z.url(), mime_type: z.string(), size_in_bytes: z.number().int() }))
                        .optional(),
                })
                .strict(),
        ),
    })
    .strict();

describe('/feed.json (JSON Feed 1.1)', () => {
    it('is valid JSON Feed 1.1 with the latest listed stories of the language', async () => {
        const snapshot = await demo.content.get();
        for (const [path, code] of [
            ['/feed.json', 'en'],
            ['/fr/feed.json', 'fr'],
            ['/ar/feed.json', 'ar'],
        ] as const) {
            const response = await request(demo.app).get(path);
            expect(response.status, path).toBe(200);
            expect(response.headers['content-type']).toBe('application/feed+json; charset=utf-8');
            const feed = JsonFeed11.parse(JSON.parse(response.text));
            expect(feed.feed_url).toBe(`${ORIGIN}${path}`);
            expect(feed.language).toBe(code);
            const stories = snapshot.stories.listed(code).slice(0, 50);
            expect(feed.items.map((item) => item.id)).toEqual(stories.map((story) => story.uuid));
            const first = stories[0]!;
            expect(feed.items[0]).toMatchObject({
                title: first.title,
                date_published: first.published_at,
                date_modified: first.updated_at,
            });
            expect(feed.items[0]!.tags).toEqual(expect.arrayContaining(first.tags));
        }
    });

    it('is cached like /feed: ETag, 304, the same Cache-Control', async () => {
        const rss = await request(demo.app).get('/feed');
        const json = await request(demo.app).get('/feed.json');
        expect(json.headers['cache-control']).toBe(rss.headers['cache-control']);
        const again = await request(demo.app).get('/feed.json').set('If-None-Match', json.headers.etag!);
        expect(again.status).toBe(304);
    });
});

/** Each path redirects (302) to its target, which answers 200. */
async function expectRedirects(pairs: [string, string][]) {
    for (const [path, target] of pairs) {
        const response = await request(demo.app).get(path);
        expect({ path, status: response.status, location: response.headers.location }).toEqual({
            path,
            status: 302,
            location: target,
        });
        expect((await request(demo.app).get(target)).status, target).toBe(200);
    }
}

describe('/category/{slug}/feed', () => {
    it('is the RSS of the category in its language', async () => {
        const snapshot = await demo.content.get();
        const category = snapshot.categories.bySlug('fr', 'produits')!;
        const response = await request(demo.app).get('/fr/category/produits/feed');
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
        const feed = await new Parser().parseString(response.text);
        expect(feed.link).toBe(`${ORIGIN}/fr/category/produits`);
        expect(feed.title).toContain(category.name);
        const expected = snapshot.stories.listed('fr', { categoryId: category.id }).slice(0, 50);
        expect(expected.length).toBeGreaterThan(0);
        expect(feed.items.map((item) => item.guid)).toEqual(expected.map((story) => story.uuid));
        const again = await request(demo.app)
            .get('/fr/category/produits/feed')
            .set('If-None-Match', response.headers.etag!);
        expect(again.status).toBe(304);
    });

    it('is a 404 for an unknown category', async () => {
        expect((await request(demo.app).get('/category/no-such-category/feed')).status).toBe(404);
        expect((await request(demo.app).get('/de/category/no-such-category/feed')).status).toBe(404);
    });

    it('follows the page: a category slug of another language redirects to that language (302)', async () => {
        await expectRedirects([
            ['/category/produits', '/fr/category/produits'],
            ['/category/produits/feed', '/fr/category/produits/feed'],
            ['/de/category/produits/feed', '/fr/category/produits/feed'],
        ]);
    });
});

describe('/tag/{tag}/feed in a language whose stories do not carry the tag', () => {
    it('redirects to a language whose stories do (302), as the tag page does', async () => {
        await expectRedirects([
            ['/fr/tag/m%C3%BCnchen', '/de/tag/m%C3%BCnchen'],
            ['/fr/tag/m%C3%BCnchen/feed', '/de/tag/m%C3%BCnchen/feed'],
            ['/tag/hiring/feed', '/fr/tag/hiring/feed'],
            ['/de/tag/valencia', '/tag/valencia'],
        ]);
        expect((await request(demo.app).get('/fr/tag/no-such-tag/feed')).status).toBe(404);
    });
});

describe('feed alternates', () => {
    it('every page advertises the RSS and JSON Feed of its language', async () => {
        for (const [path, prefix] of [
            ['/', ''],
            ['/fr/media', '/fr'],
            ['/aurora-2-longer-range-recycled-aluminium', ''],
            ['/ar/contacts', '/ar'],
        ] as const) {
            const head = await fetchHead(demo.app, path);
            const rss = head.linkOfType('application/rss+xml').map((link) => link.getAttribute('href'));
            const json = head.linkOfType('application/feed+json').map((link) => link.getAttribute('href'));
            expect(rss, path).toContain(`${ORIGIN}${prefix}/feed`);
            expect(json, path).toEqual([`${ORIGIN}${prefix}/feed.json`]);
        }
    });

    it('a category page advertises its own feed as well', async () => {
        const head = await fetchHead(demo.app, '/category/products');
        const rss = head.linkOfType('application/rss+xml');
        expect(rss.map((link) => link.getAttribute('href'))).toEqual([
            `${ORIGIN}/feed`,
            `${ORIGIN}/category/products/feed`,
        ]);
        expect(rss[1]!.getAttribute('title')).toBe('Products stories (RSS)');
        const feed = await request(demo.app).get('/category/products/feed');
        expect(feed.status).toBe(200);
    });
});
