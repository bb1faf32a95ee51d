import { XMLParser } from 'fast-xml-parser';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { ORIGIN } from './head-helpers';

let demo: TestApp;
beforeAll(async () => {
    demo = await createTestApp();
});

const xml = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

interface UrlEntry {
    loc: string;
    lastmod?: string;
    'xhtml:link'?: { '@rel': string; '@hreflang': string; '@href': string }[];
}

describe('/sitemap.xml', () => {
    it('lists homes, media, galleries, categories and listed stories, every URL answering 200', async () => {
        const response = await request(demo.app).get('/sitemap.xml');
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
        const urls: UrlEntry[] = xml.parse(response.text).urlset.url;
        const locs = urls.map((url) => url.loc);
        expect(new Set(locs).size).toBe(locs.length);
        expect(locs).toEqual(expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/fr`, `${ORIGIN}/ar`, `${ORIGIN}/de`]));
        expect(locs).not.toContain(`${ORIGIN}/nl`);
        expect(locs).toContain(`${ORIGIN}/media`);
        expect(locs).toContain(`${ORIGIN}/category/products`);
        expect(locs).toEqual(expect.arrayContaining([`${ORIGIN}/tag/aurora`, `${ORIGIN}/de/tag/m%C3%BCnchen`]));
        const snapshot = await demo.content.get();
        expect(locs.filter((loc) => loc.includes('/media/album/')).length).toBe(snapshot.galleries.all.length * 4);
        expect(locs).toContain(`${ORIGIN}/aurora-2-longer-range-recycled-aluminium`);
        for (const url of urls) {
            if (url.lastmod) expect(Number.isNaN(Date.parse(url.lastmod)), url.loc).toBe(false);
            const page = await request(demo.app).get(url.loc.slice(ORIGIN.length) || '/');
            expect(page.status, url.loc).toBe(200);
            for (const link of url['xhtml:link'] ?? []) {
                expect(link['@rel']).toBe('alternate');
                expect(locs, `${url.loc} → ${link['@href']}`).toContain(link['@href']);
            }
        }
    });

    it('gives a story its usable translations as hreflang alternates', async () => {
        const urls: UrlEntry[] = xml.parse((await request(demo.app).get('/sitemap.xml')).text).urlset.url;
        const story = urls.find((url) => url.loc === `${ORIGIN}/aurora-2-longer-range-recycled-aluminium`)!;
        const hreflangs = Object.fromEntries(
            (story['xhtml:link'] ?? []).map((link) => [link['@hreflang'], link['@href']]),
        );
        expect(hreflangs.fr).toBe(`${ORIGIN}/fr/aurora-2-plus-dautonomie-aluminium-recycle`);
        expect(hreflangs['x-default']).toBe(`${ORIGIN}/aurora-2-longer-range-recycled-aluminium`);
        expect(story.lastmod).toMatch(/^2026-04-14/);
        const lonely = urls.find((url) => url.loc === `${ORIGIN}/northwind-share-reaches-10-million-rides`)!;
        expect(lonely['xhtml:link']).toBeUndefined();
    });

    it('becomes an index of numbered parts past the part size', async () => {
        const app = createApp({ ...demo.deps, sitemapPartSize: 25 });
        const whole: UrlEntry[] = xml.parse((await request(demo.app).get('/sitemap.xml')).text).urlset.url;
        const index = xml.parse((await request(app).get('/sitemap.xml')).text).sitemapindex.sitemap as {
            loc: string;
        }[];
        const parts = Math.ceil(whole.length / 25);
        expect(index).toHaveLength(parts + 1);
        // The index also names the Google News sitemap, after the numbered parts.
        expect(index[parts]!.loc).toBe(`${ORIGIN}/sitemap-news.xml`);
        const seen: string[] = [];
        for (const [number, part] of index.slice(0, parts).entries()) {
            expect(part.loc).toBe(`${ORIGIN}/sitemap-${number + 1}.xml`);
            const response = await request(app).get(`/sitemap-${number + 1}.xml`);
            expect(response.status).toBe(200);
            seen.push(...(xml.parse(response.text).urlset.url as UrlEntry[]).map((url) => url.loc));
        }
        expect(seen).toEqual(whole.map((url) => url.loc));
        expect((await request(app).get(`/sitemap-${parts + 1}.xml`)).status).toBe(404);
        expect((await request(demo.app).get('/sitemap-1.xml')).status).toBe(404);
    });
});

describe('/sitemap.xml of a newsroom that is not indexable', () => {
    it('is a valid, empty urlset: nothing to index (docs/product-rules.md §6.3)', async () => {
        const { app } = await createTestApp({
            contentDir: writeFixtureNewsroom({ newsroom: { is_indexable: false } }),
        });
        const response = await request(app).get('/sitemap.xml');
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
        const document = xml.parse(response.text);
        expect(document.urlset).toBeDefined();
        expect(document.urlset.url ?? []).toEqual([]);
    });
});

describe('/robots.txt', () => {
    it('allows an indexable newsroom but the API and search, and names the sitemap', async () => {
        const response = await request(demo.app).get('/robots.txt');
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
        const lines = response.text.trim().split('\n');
        expect(lines).toEqual(
            expect.arrayContaining([
                'User-agent: *',
                'Allow: /',
                'Disallow: /api/',
                'Disallow: /search',
                'Disallow: /fr/search',
                `Sitemap: ${ORIGIN}/sitemap.xml`,
                `Sitemap: ${ORIGIN}/sitemap-news.xml`,
            ]),
        );
        expect(lines).not.toContain('Disallow: /');
    });

    it('disallows everything when the newsroom is not indexable', async () => {
        const app = await createTestApp({ contentDir: writeFixtureNewsroom({ newsroom: { is_indexable: false } }) });
        const response = await request(app.app).get('/robots.txt');
        expect(response.text.trim().split('\n')).toEqual(['User-agent: *', 'Disallow: /']);
    });
});
