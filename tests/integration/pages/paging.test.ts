/**
 * One rule for every paged list (docs/decisions/0005-urls-that-name-no-page.md): a page that
 * does not exist, past the last one or written wrong, is the not-found page (404, noindex); page
 * 1 always exists. Home, category, tag, media and search alike, walked by their own "next" links.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../../helpers/html';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let demo: TestApp;
/** Each list by name: its first page, and that page's number (all stories start on page 2). */
let lists: [string, string, number][];
beforeAll(async () => {
    demo = await createTestApp();
    const snapshot = await demo.content.get();
    const category = snapshot.categories.withStories('en').sort((a, b) => b.storyCount - a.storyCount)[0]!;
    const tagged = (slug: string) => snapshot.stories.listed('en', { tagSlug: slug }).length;
    const tag = snapshot.tags.inLanguage('en').sort((a, b) => tagged(b.slug) - tagged(a.slug))[0]!;
    lists = [
        ['home', '/', 1],
        // Page 1 of all stories is the home page itself.
        ['all stories', '/?list=all&page=2', 2],
        ['category', `/category/${category.slug}`, 1],
        ['tag', `/tag/${tag.slug}`, 1],
        ['media', '/media', 1],
        ['search', '/search?query=aurora', 1],
        ['search without words', '/search', 1],
        ['French home', '/fr', 1],
    ];
});

const NOT_FOUND = 'The page you’re looking for doesn’t exist...';

const withPage = (list: string, page: string) => {
    const [path = '', query = ''] = list.split('?');
    const params = new URLSearchParams(query);
    params.set('page', page);
    return `${path}?${params}`;
};

/** Follows a list's "next" links from its first page; the number of the last page. */
async function lastPage(list: string, first: number): Promise<number> {
    let url = list;
    for (let page = first; page < 100; page++) {
        const response = await request(demo.app).get(url);
        expect(response.status, url).toBe(200);
        const html = parseHtml(response.text);
        const next =
            html.querySelector('a[rel="next"]')?.getAttribute('href') ??
            html.querySelector('a[data-load-more-link]')?.getAttribute('href');
        if (!next) return page;
        url = next;
    }
    throw new Error(`${list} has no last page`);
}

async function expectNotFound(url: string) {
    const response = await request(demo.app).get(url);
    expect({ url, status: response.status }).toEqual({ url, status: 404 });
    const html = parseHtml(response.text);
    expect(html.querySelector('.error-page__code')?.text, url).toBe('404');
    if (!url.startsWith('/fr')) expect(html.querySelector('h1')?.text, url).toBe(NOT_FOUND);
    expect(html.querySelector('meta[name="robots"]')?.getAttribute('content'), url).toBe('noindex, nofollow');
    expect(response.headers['cache-control'], url).toBe('no-store');
}

describe('paged lists', () => {
    it('answer the page after the last with the not-found page', async () => {
        for (const [name, list, first] of lists) {
            const last = await lastPage(list, first);
            expect((await request(demo.app).get(withPage(list, String(last)))).status, name).toBe(200);
            await expectNotFound(withPage(list, String(last + 1)));
            await expectNotFound(withPage(list, '9'));
        }
    });

    it('answer a page number written wrong with the not-found page', async () => {
        for (const [, list] of lists) {
            for (const page of ['0', '-1', 'two', '1e3', '01', '2.5']) await expectNotFound(withPage(list, page));
        }
    });

    it('always have page 1, even when a search finds nothing', async () => {
        const response = await request(demo.app).get('/search?query=zzzzqqqq&page=1');
        expect(response.status).toBe(200);
        expect(parseHtml(response.text).querySelector('.search-results__empty')?.text).toBe(
            'Nothing found! Please try another search term!',
        );
        await expectNotFound('/search?query=zzzzqqqq&page=2');
    });
});
