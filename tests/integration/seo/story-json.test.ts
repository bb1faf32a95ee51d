import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { fetchHead, ORIGIN } from './head-helpers';

let demo: TestApp;
beforeAll(async () => {
    demo = await createTestApp();
});

describe('{story url}.json', () => {
    it('answers a listed story with the documented shape and no private fields', async () => {
        const response = await request(demo.app).get('/aurora-2-longer-range-recycled-aluminium.json');
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        const body = JSON.parse(response.text);
        expect(Object.keys(body).sort()).toEqual(
            [
                'author',
                'categories',
                'content',
                'language',
                'published_at',
                'slug',
                'subtitle',
                'summary',
                'tags',
                'thumbnail',
                'title',
                'translations',
                'updated_at',
                'url',
                'uuid',
            ].sort(),
        );
        expect(body.url).toBe(`${ORIGIN}/aurora-2-longer-range-recycled-aluminium`);
        expect(body.language).toBe('en');
        expect(Object.keys(body.author)).toEqual(['display_name']);
        expect(response.text).not.toMatch(/"email"|"visibility"|"status"/);
        expect(body.categories[0]).toEqual({
            name: 'Products',
            slug: 'products',
            url: `${ORIGIN}/category/products`,
        });
        expect(body.tags[0]).toEqual({ name: 'Aurora', slug: 'aurora', url: `${ORIGIN}/tag/aurora` });
        expect(body.thumbnail).toMatchObject({ url: expect.stringMatching(/\/cdn\//), width: expect.any(Number) });
        expect(body.translations.map((translation: { language: string }) => translation.language).sort()).toEqual([
            'ar',
            'de',
            'fr',
        ]);
        expect(body.content.type).toBe('document');
    });

    it('serves stories of other languages under their prefix and redirects a wrong one', async () => {
        const french = await request(demo.app).get('/fr/aurora-2-plus-dautonomie-aluminium-recycle.json');
        expect(french.status).toBe(200);
        expect(JSON.parse(french.text).language).toBe('fr');
        expect(french.headers['content-language']).toBe('fr');
        const wrong = await request(demo.app).get('/aurora-2-plus-dautonomie-aluminium-recycle.json');
        expect(wrong.status).toBe(302);
        expect(wrong.headers.location).toBe('/fr/aurora-2-plus-dautonomie-aluminium-recycle.json');
    });

    it('lists only usable translations: a public story never names its private one', async () => {
        const response = await request(demo.app).get('/northwind-share-reaches-10-million-rides.json');
        expect(JSON.parse(response.text).translations).toEqual([]);
    });

    it.each([
        [
            'private',
            '/fr/northwind-share-10-millions-de-trajets-lyon.json',
            '/fr/northwind-share-10-millions-de-trajets-lyon',
        ],
        ['embargoed', '/northwind-unveils-atlas-cargo-e-bike.json', '/northwind-unveils-atlas-cargo-e-bike'],
        // Only its secret link reaches a confidential story: its JSON is beside it (decision 2).
        ['confidential', '/s/c01cb8eb-7de6-4198-9ac5-8a6d5d3b9a4f.json', '/s/c01cb8eb-7de6-4198-9ac5-8a6d5d3b9a4f'],
    ])('answers a %s story, reachable by its link, as JSON that is never indexed', async (_kind, path, page) => {
        const response = await request(demo.app).get(path);
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.headers['x-robots-tag']).toBe('noindex');
        expect(response.body.url).toBe(`${ORIGIN}${page}`);
        const head = await fetchHead(demo.app, page);
        expect(head.robots).toBe('noindex, nofollow');
        expect(head.linkOfType('application/json').map((link) => link.getAttribute('href'))).toEqual([
            `${ORIGIN}${path}`,
        ]);
    });

    it.each([
        ['draft', '/northwind-mobility-outlook-2027-draft.json'],
        ['unknown', '/no-such-story.json'],
        // Only its secret link reaches a confidential story: no JSON at its slug (decision 2).
        ['confidential', '/partner-preview-northwind-share-roadmap-2026.json'],
        // A `.json` path is a JSON resource: even an odd one answers JSON, not the HTML page.
        ['doubly suffixed', '/aurora-2-longer-range-recycled-aluminium.json.json'],
    ])('answers 404 JSON for a %s story', async (_kind, path) => {
        const response = await request(demo.app).get(path);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: 'Story not found' });
    });

    it('leaves the story page itself alone', async () => {
        const page = await request(demo.app).get('/aurora-2-longer-range-recycled-aluminium');
        expect(page.status).toBe(200);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    });
});
