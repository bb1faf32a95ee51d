import { beforeAll, describe, expect, it } from 'vitest';
import { CULTURES, FIXTURE_NEWSROOM_UUID, writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { fetchHead, ORIGIN } from './head-helpers';

let demo: TestApp;
let galleryUuid: string;
beforeAll(async () => {
    demo = await createTestApp();
    galleryUuid = (await demo.content.get()).galleries.all[0]!.uuid;
});

const pages = () => [
    { path: '/', canonical: `${ORIGIN}/` },
    { path: '/?page=2', canonical: `${ORIGIN}/?page=2` },
    { path: '/fr', canonical: `${ORIGIN}/fr` },
    { path: '/category/products', canonical: `${ORIGIN}/category/products` },
    { path: '/contacts', canonical: `${ORIGIN}/contacts` },
    { path: '/about', canonical: `${ORIGIN}/about` },
    { path: '/privacy-policy', canonical: `${ORIGIN}/privacy-policy` },
    { path: '/cookie-policy', canonical: `${ORIGIN}/cookie-policy` },
    { path: '/subscribe', canonical: `${ORIGIN}/subscribe` },
    { path: '/media', canonical: `${ORIGIN}/media` },
    { path: `/media/album/${galleryUuid}`, canonical: `${ORIGIN}/media/album/${galleryUuid}` },
    { path: '/search?query=bike', canonical: `${ORIGIN}/search` },
    { path: '/ar/contacts', canonical: `${ORIGIN}/ar/contacts` },
    {
        path: '/aurora-2-longer-range-recycled-aluminium',
        canonical: `${ORIGIN}/aurora-2-longer-range-recycled-aluminium`,
    },
];

describe('the head of every page type (demo newsroom)', () => {
    it('has a title, description, canonical, social cards, icons, RSS alternate and Organization data', async () => {
        for (const { path, canonical } of pages()) {
            const head = await fetchHead(demo.app, path);
            expect(head.status, path).toBe(200);
            expect(head.title, path).toBeTruthy();
            expect(head.description, path).toBeTruthy();
            expect(head.canonical, path).toBe(canonical);
            expect(head.property('og:url'), path).toEqual([canonical]);
            expect(head.property('og:title'), path).toHaveLength(1);
            expect(head.property('og:image')[0], path).toMatch(/^http:\/\/newsroom\.test\//);
            expect(head.name('twitter:card'), path).toBe('summary_large_image');
            expect(head.name('google-site-verification'), path).toBe('nw-gsc-5Yb2kQ8tRzL0vXcA3mPe9hJ7');
            expect(head.html.querySelector('link[rel="icon"]')?.getAttribute('href'), path).toMatch(/\/cdn\//);
            expect(head.html.querySelector('link[rel="apple-touch-icon"]'), path).not.toBeNull();
            const feeds = head.linkOfType('application/rss+xml').map((link) => link.getAttribute('href'));
            // The site's feed first; a category page adds its own (more-feeds.test.ts).
            expect(feeds[0], path).toMatch(/\/feed$/);
            expect(feeds, path).toHaveLength(path.includes('/category/') ? 2 : 1);
            const organization = head.jsonLd.find((data) => data['@type'] === 'Organization');
            expect(organization?.name, path).toEqual(
                path.startsWith('/ar') ? expect.any(String) : 'Northwind Mobility',
            );
            expect(organization?.sameAs, path).toContain('https://www.linkedin.com/company/northwind-mobility');
            expect(organization?.contactPoint, path).toMatchObject({
                email: expect.stringMatching(/@northwind\.example$/),
            });
        }
    });

    it('advertises the feed of the page language and its og:locale as a property', async () => {
        const french = await fetchHead(demo.app, '/fr/contacts');
        expect(french.linkOfType('application/rss+xml')[0]?.getAttribute('href')).toBe(`${ORIGIN}/fr/feed`);
        expect(french.property('og:locale')).toEqual(['fr_FR']);
        expect(french.property('og:locale:alternate')).toEqual(expect.arrayContaining(['en_US', 'ar_AR', 'de_DE']));
        expect((await fetchHead(demo.app, '/ar')).property('og:locale')).toEqual(['ar_AR']);
    });

    it('gives og:locale and its alternates in language_TERRITORY form on every page, never a bare language', async () => {
        const snapshot = await demo.content.get();
        const paths = ['/', '/fr', '/ar', '/de/contacts', '/media', '/aurora-2-longer-range-recycled-aluminium'];
        for (const path of paths) {
            const head = await fetchHead(demo.app, path);
            const locales = [...head.property('og:locale'), ...head.property('og:locale:alternate')];
            expect(locales.length, path).toBe(snapshot.languages.visible().length);
            for (const locale of locales) expect(locale, path).toMatch(/^[a-z]{2,3}_[A-Z]{2}$/);
        }
    });

    it('robots: index, follow on listed pages of an indexable newsroom; search is never indexed', async () => {
        expect((await fetchHead(demo.app, '/')).robots).toBe('index, follow');
        expect((await fetchHead(demo.app, '/media')).robots).toBe('index, follow');
        expect((await fetchHead(demo.app, '/search?query=bike')).robots).toBe('noindex, follow');
        const missing = await fetchHead(demo.app, '/no-such-page');
        expect(missing.status).toBe(404);
        expect(missing.robots).toBe('noindex, nofollow');
        expect(missing.canonical).toBeUndefined();
        expect(missing.hreflang).toEqual({});
    });

    it('alternates: one per visible language with x-default to English, on the same page', async () => {
        const head = await fetchHead(demo.app, '/fr/contacts');
        expect(head.hreflang).toEqual({
            en: `${ORIGIN}/contacts`,
            fr: `${ORIGIN}/fr/contacts`,
            ar: `${ORIGIN}/ar/contacts`,
            de: `${ORIGIN}/de/contacts`,
            'x-default': `${ORIGIN}/contacts`,
        });
        // Dutch has no public stories, so it is hidden and never an alternate.
        expect((await fetchHead(demo.app, '/')).hreflang.nl).toBeUndefined();
        // A list's later pages have no language equivalents.
        expect((await fetchHead(demo.app, '/?page=2')).hreflang).toEqual({});
    });

    it('a gallery shares its own picture', async () => {
        const head = await fetchHead(demo.app, `/media/album/${galleryUuid}`);
        expect(head.property('og:image')).toHaveLength(1);
        expect(head.property('og:image')[0]).toMatch(/^http:\/\/newsroom\.test\/cdn\//);
        expect(head.property('og:image')[0]).not.toContain('logo');
    });

    it('category alternates go to the same category in each language', async () => {
        const head = await fetchHead(demo.app, '/category/products');
        expect(head.hreflang.en).toBe(`${ORIGIN}/category/products`);
        expect(head.hreflang.fr).toBe(`${ORIGIN}/fr/category/produits`);
        expect(head.hreflang['x-default']).toBe(`${ORIGIN}/category/products`);
        expect(head.title).toBe('Products | Northwind Mobility');
    });
});

describe('story heads by visibility (demo newsroom)', () => {
    it('a public story: indexed, article tags, its image, JSON and oEmbed alternates, NewsArticle', async () => {
        const slug = 'aurora-2-longer-range-recycled-aluminium';
        const head = await fetchHead(demo.app, `/${slug}`);
        expect(head.robots).toBe('index, follow');
        expect(head.property('og:type')).toEqual(['article']);
        expect(head.property('article:published_time')[0]).toMatch(/^2026-04-14T/);
        expect(head.property('article:modified_time')).toHaveLength(1);
        expect(head.property('og:image')[0]).toMatch(/\/cdn\/.+\/-\/resize\/1200\//);
        expect(head.linkOfType('application/json')[0]?.getAttribute('href')).toBe(`${ORIGIN}/${slug}.json`);
        const oembed = head.linkOfType('application/json+oembed')[0]?.getAttribute('href');
        expect(new URL(oembed!).searchParams.get('url')).toBe(`${ORIGIN}/${slug}`);
        const article = head.jsonLd.find((data) => data['@type'] === 'NewsArticle');
        expect(article).toMatchObject({
            headline: expect.stringContaining('Aurora 2'),
            inLanguage: 'en',
            mainEntityOfPage: { '@id': `${ORIGIN}/${slug}` },
            author: { name: expect.any(String) },
            publisher: { name: 'Northwind Mobility' },
        });
        expect(article?.datePublished).toMatch(/^2026-04-14T/);
        expect(Object.keys(head.hreflang).sort()).toEqual(['ar', 'de', 'en', 'fr', 'x-default']);
    });

    it('a public story does not offer its private translation; the private one links back', async () => {
        const pub = await fetchHead(demo.app, '/northwind-share-reaches-10-million-rides');
        expect(pub.hreflang.fr).toBeUndefined();
        expect(pub.hreflang.en).toBe(`${ORIGIN}/northwind-share-reaches-10-million-rides`);
        const priv = await fetchHead(demo.app, '/fr/northwind-share-10-millions-de-trajets-lyon');
        expect(priv.robots).toBe('noindex, nofollow');
        expect(priv.hreflang.en).toBe(`${ORIGIN}/northwind-share-reaches-10-million-rides`);
        expect(priv.hreflang['x-default']).toBe(`${ORIGIN}/northwind-share-reaches-10-million-rides`);
        expect(priv.linkOfType('application/json')[0]?.getAttribute('href')).toBe(
            `${ORIGIN}/fr/northwind-share-10-millions-de-trajets-lyon.json`,
        );
        expect(priv.linkOfType('application/json+oembed')).toHaveLength(0);
        expect(priv.jsonLd.map((data) => data['@type'])).toEqual(['Organization']);
    });

    it('a confidential story, at its secret link, is not indexed and links its public translation', async () => {
        const head = await fetchHead(demo.app, '/s/c01cb8eb-7de6-4198-9ac5-8a6d5d3b9a4f');
        expect(head.robots).toBe('noindex, nofollow');
        expect(head.canonical).toBe(`${ORIGIN}/s/c01cb8eb-7de6-4198-9ac5-8a6d5d3b9a4f`);
        expect(head.hreflang.en).toBe(`${ORIGIN}/s/c01cb8eb-7de6-4198-9ac5-8a6d5d3b9a4f`);
        // Its JSON is beside its link, never at its slug.
        expect(head.linkOfType('application/json').map((link) => link.getAttribute('href'))).toEqual([
            `${ORIGIN}/s/c01cb8eb-7de6-4198-9ac5-8a6d5d3b9a4f.json`,
        ]);
        expect(head.hreflang.fr).toBe(`${ORIGIN}/fr/northwind-share-2026-ce-qui-change-a-lyon`);
        expect(head.jsonLd.map((data) => data['@type'])).toEqual(['Organization']);
        const reverse = await fetchHead(demo.app, '/fr/northwind-share-2026-ce-qui-change-a-lyon');
        expect(reverse.robots).toBe('index, follow');
        expect(reverse.hreflang.en).toBeUndefined();
    });

    it('an embargoed story is not indexed and has its JSON but no oEmbed or NewsArticle', async () => {
        const head = await fetchHead(demo.app, '/northwind-unveils-atlas-cargo-e-bike');
        expect(head.status).toBe(200);
        expect(head.robots).toBe('noindex, nofollow');
        expect(head.linkOfType('application/json')).toHaveLength(1);
        expect(head.linkOfType('application/json+oembed')).toHaveLength(0);
        expect(head.jsonLd.map((data) => data['@type'])).toEqual(['Organization']);
    });

    it("uses the story's canonical URL and default SEO title and description when set", async () => {
        const head = await fetchHead(demo.app, '/northwind-full-year-2024-results');
        expect(head.canonical).toBe('https://investors.northwind.example/results/fy-2024');
        expect(head.title).toBe('Full-year 2024 results: revenue up 64%, first positive EBITDA | Northwind Mobility');
        expect(head.description).toMatch(/^Northwind Mobility closed 2024 with revenue of €184\.1 million/);
    });
});

describe('a newsroom that is not indexable', () => {
    let fixture: TestApp;
    beforeAll(async () => {
        fixture = await createTestApp({ contentDir: writeFixtureNewsroom({ newsroom: { is_indexable: false } }) });
    });

    it('every page and story is noindex, nofollow', async () => {
        for (const path of [
            '/',
            '/fr',
            '/contacts',
            '/about',
            '/subscribe',
            '/search',
            '/first-story',
            '/fr/premiere-histoire',
        ]) {
            const head = await fetchHead(fixture.app, path);
            expect(head.status, path).toBe(200);
            expect(head.robots, path).toBe('noindex, nofollow');
        }
    });

    it('has no Search Console tag, and falls back to the default social image without logos', async () => {
        const head = await fetchHead(fixture.app, '/');
        expect(head.name('google-site-verification')).toBeUndefined();
        expect(head.property('og:image')).toEqual([`${ORIGIN}/static/images/social-default.png`]);
        expect(head.html.querySelector('link[rel="icon"]')).toBeNull();
    });
});

describe('the social preview image service (docs/product-rules.md §7.5)', () => {
    it('is the image of pages without their own when OG_IMAGE_URL is set', async () => {
        const app = await createTestApp({
            contentDir: writeFixtureNewsroom(),
            env: { OG_IMAGE_URL: 'https://og.example' },
        });
        const head = await fetchHead(app.app, '/fr/contacts');
        expect(head.property('og:image')).toEqual([`https://og.example/api/og/${FIXTURE_NEWSROOM_UUID}?locale=fr`]);
        expect(head.name('twitter:image')).toBe(`https://og.example/api/og/${FIXTURE_NEWSROOM_UUID}?locale=fr`);
    });
});

describe('title and description fallbacks', () => {
    it('home: SEO settings, then default SEO settings, then the company data', async () => {
        const language = (code: 'en' | 'fr' | 'ar', isDefault: boolean, name: string, seo: Record<string, string>) => ({
            code,
            is_default: isDefault,
            locale: CULTURES[code],
            company_information: { name, about_plaintext: `About ${name}.`, seo_settings: seo },
        });
        const app = await createTestApp({
            contentDir: writeFixtureNewsroom({
                languages: [
                    language('en', true, 'Fixture Inc.', { meta_title: 'SEO title', meta_description: 'SEO text' }),
                    language('fr', false, 'Fixture SA', {
                        default_meta_title: 'Titre par défaut',
                        default_meta_description: 'Texte par défaut',
                    }),
                    language('ar', false, 'فيكستشر', {}),
                ],
            }),
        });
        const english = await fetchHead(app.app, '/');
        expect([english.title, english.description]).toEqual(['SEO title', 'SEO text']);
        const french = await fetchHead(app.app, '/fr');
        expect([french.title, french.description]).toEqual(['Titre par défaut', 'Texte par défaut']);
        const arabic = await fetchHead(app.app, '/ar');
        expect([arabic.title, arabic.description]).toEqual(['فيكستشر', 'About فيكستشر.']);
        // A story's subtitle is its description, as in Prezly's theme; its title comes first in the page title.
        const story = await fetchHead(app.app, '/first-story');
        expect([story.title, story.description]).toEqual(['Story 1 | Fixture Inc.', 'Subtitle 1']);
    });
});
