/**
 * The full results page and the quick-results JSON endpoint, through the real app (supertest)
 * with the embedded search on the search fixture newsroom. HTML is parsed, never grepped.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import type { SearchBackend } from '../../../server/search/search-backend';
import { SearchBackendError } from '../../../server/search/search-backend';
import { parseHtml } from '../../helpers/html';
import { WORKSHOP_NOTES, writeSearchNewsroom } from '../../helpers/search-newsroom';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { expectResultsAtTheTopWithoutSectionWords, expectResultsLandingOnTheThirdSection } from './section-results';

let testApp: TestApp;
beforeAll(async () => {
    testApp = await createTestApp({ contentDir: writeSearchNewsroom() });
});

const page = async (url: string, status = 200) => {
    const response = await request(testApp.app).get(url);
    expect(response.status).toBe(status);
    return { response, html: parseHtml(response.text) };
};
const hitLinks = (html: ReturnType<typeof parseHtml>) =>
    html.querySelectorAll('.search-hit__title a').map((link) => link.getAttribute('href'));
const selected = (html: ReturnType<typeof parseHtml>, name: string) =>
    html.querySelector(`select[name="${name}"] option[selected]`)?.getAttribute('value') ?? '';

/** The listed English stories, newest first, and the publication dates of story links (ties have no order). */
async function newestStories() {
    const snapshot = await testApp.content.get();
    const stories = snapshot.stories.listed('en');
    const dates = new Map(stories.map((story) => [`/${story.slug}`, story.published_at]));
    return {
        newest: stories.map((story) => `/${story.slug}`),
        datesOf: (links: (string | undefined)[]) => links.map((link) => dates.get(link ?? '')),
    };
}

describe('GET /search', () => {
    it('without words lists the newest stories, with facets and pages (placeholder search, docs/product-rules.md §9.5)', async () => {
        const { newest, datesOf } = await newestStories();
        const { html } = await page('/search?query=');
        const perPage = testApp.deps.config.SEARCH_HITS_PER_PAGE;
        expect(datesOf(hitLinks(html))).toEqual(datesOf(newest.slice(0, perPage)));
        expect(html.querySelectorAll('select[name="year"] option').length).toBeGreaterThan(1);
        expect(html.querySelectorAll('select[name="category"] option').length).toBeGreaterThan(1);
        if (newest.length > perPage) {
            expect(html.querySelector('a[rel="next"]')!.getAttribute('href')).toBe('/search?page=2');
            const second = await page('/search?page=2');
            expect(datesOf(hitLinks(second.html))).toEqual(datesOf(newest.slice(perPage, perPage * 2)));
            expect(new Set([...hitLinks(html), ...hitLinks(second.html)]).size).toBe(
                Math.min(newest.length, perPage * 2),
            );
        }
    });

    it('without words shows the form and a prompt, and is not indexed', async () => {
        const { html, response } = await page('/search');
        expect(html.querySelector('h1')!.text).toBe('Search');
        expect(html.querySelector('.search-results__prompt')!.text).toBe(
            'Type a word to search the stories of this newsroom.',
        );
        expect(html.querySelector('meta[name="robots"]')!.getAttribute('content')).toBe('noindex, follow');
        expect(html.querySelector('.search-filters form[action="/search"] #search-page-query')).not.toBeNull();
        expect(html.querySelector('[data-analytics-event]')).toBeNull();
        expect(response.headers['content-type']).toContain('text/html');
    });

    it('shows highlighted results, linked to their stories', async () => {
        const { html } = await page('/search?query=batteries');
        expect(html.querySelector('h1')!.text).toBe('Results for “batteries”');
        expect(hitLinks(html)).toEqual(['/battery-recycling', '/atlas-cargo-bike', '/aurora-launch']);
        const first = html.querySelector('.search-hit')!;
        expect(first.querySelector('.search-hit__title mark')!.text).toBe('batteries');
        expect(first.querySelectorAll('.search-hit__snippet mark').map((mark) => mark.text)).toEqual(['batteries']);
        expect(first.querySelector('time')!.getAttribute('datetime')).toBe('2024-06-04T08:00:00.000Z');
    });

    it("carries the 'Search' analytics event and the words on the results", async () => {
        const { html } = await page('/search?query=batteries');
        const results = html.querySelector('[data-analytics-event]')!;
        expect(results.getAttribute('data-analytics-event')).toBe('Search');
        expect(results.getAttribute('data-analytics-query')).toBe('batteries');
    });

    it('says when nothing is found', async () => {
        const { html } = await page('/search?query=zeppelin');
        expect(html.querySelector('.search-results__empty')!.text).toBe(
            'Nothing found! Please try another search term!',
        );
        expect(html.querySelectorAll('.search-hit')).toHaveLength(0);
    });

    it('lists facet values with counts, and filters by category, year and month in the URL', async () => {
        const all = await page('/search?query=battery');
        const options = all.html.querySelectorAll('select[name="category"] option').map((option) => option.text);
        expect(options).toEqual(['All categories', 'Products (2)', 'Sustainability (1)']);
        expect(all.html.querySelectorAll('select[name="year"] option').map((option) => option.text)).toEqual([
            'All years',
            '2025 (1)',
            '2024 (2)',
        ]);
        expect(all.html.querySelectorAll('select[name="month"] option').map((option) => option.text)).toEqual([
            'All months',
            'March (2)',
            'June (1)',
        ]);

        const filtered = await page('/search?query=battery&category=products&year=2024');
        expect(hitLinks(filtered.html)).toEqual(['/aurora-launch']);
        expect(selected(filtered.html, 'category')).toBe('products');
        expect(selected(filtered.html, 'year')).toBe('2024');
        // Categories are counted without their own filter, so the visitor can switch.
        expect(filtered.html.querySelectorAll('select[name="category"] option').map((option) => option.text)).toEqual([
            'All categories',
            'Products (1)',
            'Sustainability (1)',
        ]);
        expect(filtered.html.querySelector('.search-filters a')!.getAttribute('href')).toBe('/search?query=battery');

        const march = await page('/search?query=battery&month=3');
        expect(hitLinks(march.html).sort()).toEqual(['/atlas-cargo-bike', '/aurora-launch']);
    });

    it('browses by filter without words', async () => {
        const { html } = await page('/search?category=sustainability');
        expect(hitLinks(html)).toEqual(['/battery-recycling']);
        expect(html.querySelector('[data-analytics-event]')).toBeNull();
    });

    it('ignores filter values it cannot use rather than failing', async () => {
        const { html } = await page('/search?query=battery&category=no-such-category&year=soon&month=13');
        expect(hitLinks(html)).toHaveLength(3);
        expect(selected(html, 'category')).toBe('');
    });

    it('pages 20 results at a time with previous and next links (docs/product-rules.md §9.4)', async () => {
        const first = await page('/search?query=workshop+notes');
        expect(first.html.querySelectorAll('.search-hit')).toHaveLength(20);
        expect(first.html.querySelector('a[rel="prev"]')).toBeNull();
        const next = first.html.querySelector('a[rel="next"]')!.getAttribute('href')!;
        expect(next).toBe('/search?query=workshop+notes&page=2');

        const second = await page(next);
        expect(second.html.querySelectorAll('.search-hit')).toHaveLength(WORKSHOP_NOTES - 20);
        expect(second.html.querySelector('a[rel="next"]')).toBeNull();
        expect(second.html.querySelector('a[rel="prev"]')!.getAttribute('href')).toBe('/search?query=workshop+notes');
        const firstLinks = hitLinks(first.html);
        expect(hitLinks(second.html).filter((link) => firstLinks.includes(link))).toEqual([]);
    });

    it('renders engine output and the words as text, never as HTML', async () => {
        const { html } = await page('/search?query=winter');
        const title = html.querySelector('.search-hit__title a')!;
        expect(title.querySelector('b')).toBeNull();
        expect(title.text).toBe('Winter care: <b>tips</b> & <i>tricks</i>');
        expect(title.querySelector('mark')!.text).toBe('Winter');
        expect(html.querySelector('.search-hit__snippet script')).toBeNull();

        const injected = await page(`/search?query=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
        expect(injected.html.querySelector('main img')).toBeNull();
        expect(injected.html.querySelector('h1')!.text).toBe('Results for “<img src=x onerror=alert(1)>”');
    });

    it('searches the language of the URL prefix', async () => {
        const { html } = await page('/fr/search?query=batterie');
        expect(hitLinks(html).sort()).toEqual(['/fr/aurora-lancement', '/fr/seconde-vie-batteries']);
        expect(html.querySelector('form[action="/fr/search"]')).not.toBeNull();
        const arabic = await page(`/ar/search?query=${encodeURIComponent('البطارية')}`);
        expect(hitLinks(arabic.html).sort()).toEqual(['/ar/aurora-ar', '/ar/batteries-ar']);
    });

    it.each(['/search?query=a&query=b', `/search?query=${'x'.repeat(201)}`])(
        'answers %s with a 400 page that keeps the form',
        async (url) => {
            const { html, response } = await page(url, 400);
            expect(html.querySelector('.search-results__notice')!.text).toContain('could not be understood');
            expect(html.querySelector('#search-page-query')).not.toBeNull();
            expect(response.headers['cache-control']).toBe('no-store');
        },
    );
});

describe('results that land on a section (embedded back end)', () => {
    it('name the heading of the section the words are in, show its text and link to the heading', async () => {
        await expectResultsLandingOnTheThirdSection(testApp.app);
    });

    it('link to the story itself when the words are only in the summary or before the first heading', async () => {
        await expectResultsAtTheTopWithoutSectionWords(testApp.app);
    });
});

describe('when the search back end fails', () => {
    const failing: SearchBackend = {
        kind: 'meilisearch',
        search: async () => {
            throw new SearchBackendError('timeout', 'meilisearch', 'request timed out after 3000ms');
        },
        index: async () => ({ documents: 0, locales: [] }),
        health: async () => false,
        close: async () => {},
    };

    it('the page says search is unavailable (503) and the rest of the site works', async () => {
        const app = createApp({ ...testApp.deps, search: failing, pageCache: undefined });
        const response = await request(app).get('/search?query=battery');
        expect(response.status).toBe(503);
        const html = parseHtml(response.text);
        expect(html.querySelector('.search-results__notice')!.text).toBe(
            'Search is unavailable at the moment. Please try again in a few minutes.',
        );
        expect(html.querySelector('#search-page-query')!.getAttribute('value')).toBe('battery');
        expect((await request(app).get('/')).status).toBe(200);
        expect((await request(app).get('/aurora-launch')).status).toBe(200);
    });

    it('the API answers 503 with a JSON message', async () => {
        const app = createApp({ ...testApp.deps, search: failing, pageCache: undefined });
        const response = await request(app).get('/api/search?query=battery&locale=en');
        expect(response.status).toBe(503);
        expect(response.body).toEqual({
            message: 'Search is unavailable at the moment. Please try again in a few minutes.',
        });
        expect(response.headers['cache-control']).toBe('no-store');
    });
});

describe('GET /api/search (quick results)', () => {
    it('answers highlighted segments, story URLs and the total, briefly cacheable', async () => {
        const response = await request(testApp.app).get('/api/search?query=batteries&locale=en');
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
        expect(response.body.totalHits).toBe(3);
        expect(response.body.label).toBe('3 results');
        expect(response.body.hits[0]).toEqual({
            title: 'A second life for old batteries',
            url: '/battery-recycling',
            highlightedTitle: [
                { text: 'A second life for old ', match: false },
                { text: 'batteries', match: true },
            ],
            summarySnippet: [
                { text: 'Northwind now collects used ', match: false },
                { text: 'batteries', match: true },
                { text: ' from every bike it sold and recycles the cells in Antwerp.', match: false },
            ],
            section: null,
            publishedAt: '2024-06-04T08:00:00.000Z',
        });
    });

    it('searches the given language and links under its prefix', async () => {
        const response = await request(testApp.app).get(
            `/api/search?query=${encodeURIComponent('Batterien')}&locale=de`,
        );
        expect(response.body.hits.map((hit: { url: string }) => hit.url).sort()).toEqual([
            '/de/aurora-vorstellung',
            '/de/zweites-leben-batterien',
        ]);
    });

    it('caps quick results at five', async () => {
        const response = await request(testApp.app).get('/api/search?query=workshop&locale=en');
        expect(response.body.hits).toHaveLength(5);
        expect(response.body.totalHits).toBeGreaterThan(5);
    });

    it('without words lists the newest stories with facets, paged (placeholder search)', async () => {
        const { newest, datesOf } = await newestStories();
        const urls = (body: { hits: { url: string }[] }) => body.hits.map((hit) => hit.url);
        const first = await request(testApp.app).get('/api/search?query=&locale=en');
        expect(first.status).toBe(200);
        expect(datesOf(urls(first.body))).toEqual(datesOf(newest.slice(0, 5)));
        expect(first.body).toMatchObject({ totalHits: newest.length, page: 1, hasMore: true });
        expect(first.body.facets.year.length).toBeGreaterThan(0);
        expect(first.body.facets.category[0]).toEqual({
            value: expect.any(String),
            label: expect.any(String),
            count: expect.any(Number),
        });
        const second = await request(testApp.app).get('/api/search?locale=en&page=2');
        expect(datesOf(urls(second.body))).toEqual(datesOf(newest.slice(5, 10)));
        expect(new Set([...urls(first.body), ...urls(second.body)]).size).toBe(10);
        expect(second.body.page).toBe(2);
    });

    it.each([
        ['/api/search?query=x&locale=xx', 'Unknown locale'],
        ['/api/search?query=x&locale=../../etc', 'Invalid search parameters'],
        [`/api/search?query=${'x'.repeat(201)}&locale=en`, 'Invalid search parameters'],
        ['/api/search?query=a&query=b', 'Invalid search parameters'],
    ])('answers %s with 400 and a JSON message', async (url, message) => {
        const response = await request(testApp.app).get(url);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message });
    });
});

describe('the header search', () => {
    it('is a GET form to the results page inside the search island, with no key in its props', async () => {
        const { html } = await page('/');
        const island = html.querySelector('[data-island="quick-search"]')!;
        expect(island.getAttribute('data-hydrate')).toBe('interaction');
        const form = island.querySelector('form')!;
        expect(form.getAttribute('action')).toBe('/search');
        expect(form.getAttribute('method')).toBe('get');
        expect(form.querySelector('input[name="query"]')).not.toBeNull();
        const props = JSON.parse(island.querySelector('script[data-island-props]')!.text);
        expect(props).toMatchObject({ action: '/search', endpoint: '/api/search', locale: 'en' });
        expect(JSON.stringify(props)).not.toMatch(/key/i);
        expect(props.labels.showAll).toBe('Show all results for “{query}”');
    });
});
