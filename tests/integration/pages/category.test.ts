import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureStory, writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { islandProps, parseHtml } from '../../helpers/html';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { writePagesNewsroom } from './newsroom-fixture';

let testApp: TestApp;
beforeAll(async () => {
    testApp = await createTestApp({ contentDir: writePagesNewsroom() });
});

async function page(path: string) {
    const response = await request(testApp.app).get(path);
    return { response, html: parseHtml(response.text) };
}

describe('category page', () => {
    it('shows the title, description and newest stories of the category', async () => {
        const { response, html } = await page('/category/mobility');
        expect(response.status).toBe(200);
        expect(html.querySelectorAll('h1').map((h1) => h1.text)).toEqual(['Mobility']);
        expect(html.querySelector('.page-header__lead')?.text).toBe('Buses, trains and everything between.');
        expect(html.querySelector('title')?.text).toBe('Mobility | Fixture Inc.');
        // Stories 3, 6 … 30 are in Mobility: ten, newest first, no highlighted story apart.
        const titles = html.querySelectorAll('[data-load-more-list] .story-card__title').map((t) => t.text);
        expect(titles).toEqual([30, 27, 24, 21, 18, 15, 12, 9, 6, 3].map((id) => `English story ${id}`));
        // One page only: no "Load more", so no load-more island.
        expect(html.querySelector('[data-load-more-link]')).toBeNull();
        expect(html.querySelector('[data-island="load-more"]')).toBeNull();
    });

    it('marks its header link as the current page', async () => {
        const { html } = await page('/category/mobility');
        const current = html.querySelectorAll('.site-header [aria-current="page"]');
        expect(current.map((link) => link.getAttribute('href'))).toEqual(['/category/mobility']);
    });

    it('accepts only page 1 when all stories fit, and 404s the rest', async () => {
        expect((await page('/category/mobility?page=1')).response.status).toBe(200);
        for (const value of ['2', '0', 'x', '-3']) {
            expect((await page(`/category/mobility?page=${value}`)).response.status, value).toBe(404);
        }
    });

    it('pages a category with more than 12 stories', async () => {
        const dir = writeFixtureNewsroom({
            categories: [{ id: 1, name: 'Trains', slug: 'trains', locale: 'en' }],
            stories: Array.from({ length: 15 }, (_, index) =>
                fixtureStory({
                    id: index + 1,
                    slug: `train-${index + 1}`,
                    published_at: `2025-01-${String(index + 1).padStart(2, '0')}T09:00:00Z`,
                    categories: [{ id: 1 }],
                }),
            ),
        });
        const { app } = await createTestApp({ contentDir: dir });
        const first = parseHtml((await request(app).get('/category/trains')).text);
        expect(first.querySelectorAll('[data-load-more-list] > li')).toHaveLength(12);
        expect(first.querySelector('[data-load-more-link]')?.getAttribute('href')).toBe('/category/trains?page=2');
        expect(islandProps(first, 'load-more')).toMatchObject({
            paging: { page: 1, total: 15, withHighlightedStory: false, categoryId: expect.any(Number) },
        });
        const secondResponse = await request(app).get('/category/trains?page=2');
        expect(secondResponse.status).toBe(200);
        const second = parseHtml(secondResponse.text);
        expect(second.querySelectorAll('[data-load-more-list] > li')).toHaveLength(3);
        expect(second.querySelector('.page-header__meta')?.text).toBe('Page 2 of 2');
        expect(second.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/category/trains');
        expect((await request(app).get('/category/trains?page=3')).status).toBe(404);
    });

    it('links the language switcher to the category in languages that have it, else their home', async () => {
        const { html } = await page('/category/mobility');
        const links = html.querySelectorAll('.language-switcher a').map((a) => [a.text, a.getAttribute('href')]);
        expect(links).toEqual([
            ['English', '/category/mobility'],
            ['Français', '/fr/category/mobilite'],
            ['العربية', '/ar'],
        ]);
    });

    it('redirects a slug of another language to that language (302)', async () => {
        const response = await request(testApp.app).get('/category/mobilite');
        expect(response.status).toBe(302);
        expect(response.headers.location).toBe('/fr/category/mobilite');
    });

    it('answers unknown categories with the not-found page', async () => {
        const { response, html } = await page('/category/nope');
        expect(response.status).toBe(404);
        expect(html.querySelector('h1')?.text).toBe('The page you’re looking for doesn’t exist...');
        // A category without a translation in the page language is found in its own language.
        expect((await page('/fr/category/company-news')).response.headers.location).toBe('/category/company-news');
        expect((await page('/ar/category/mobility')).response.headers.location).toBe('/category/mobility');
    });
});
