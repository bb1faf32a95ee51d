import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { islandProps, parseHtml } from '../../helpers/html';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { LISTED_EN, writePagesNewsroom } from './newsroom-fixture';

let testApp: TestApp;
beforeAll(async () => {
    testApp = await createTestApp({ contentDir: writePagesNewsroom() });
});

async function page(path: string) {
    const response = await request(testApp.app).get(path);
    return { response, html: parseHtml(response.text) };
}

const cardTitles = (html: ReturnType<typeof parseHtml>, scope: string) =>
    html.querySelectorAll(`${scope} .story-card__title`).map((title) => title.text.trim());

describe('home page', () => {
    it('shows the newest story big, then the latest stories (12 a page) without it', async () => {
        const { response, html } = await page('/');
        expect(response.status).toBe(200);
        expect(cardTitles(html, '.highlighted')).toEqual([`English story ${LISTED_EN}`]);
        const latest = cardTitles(html, '[aria-labelledby="latest-stories-heading"] [data-load-more-list]');
        expect(latest).toHaveLength(12);
        expect(latest[0]).toBe(`English story ${LISTED_EN - 1}`);
        expect(latest).not.toContain(`English story ${LISTED_EN}`);
        expect(html.querySelectorAll('h1')).toHaveLength(1);
        // Only published public stories are listed.
        expect(response.text).not.toContain('Matrix ');
    });

    it('shows "Latest stories" and "All stories" on page 1, each with its own load more (docs/product-rules.md §2.6, §4.6)', async () => {
        const { html } = await page('/');
        expect(html.querySelectorAll('h2.section-title').map((h2) => h2.text)).toEqual(
            expect.arrayContaining(['Latest stories', 'All stories']),
        );
        const section = (id: string) => html.querySelector(`section[aria-labelledby="${id}"]`)!;
        const all = section('all-stories-heading');
        // All stories include the highlighted one: 30 stories, ceil(30 / 12) = 3 pages.
        expect(cardTitles(all, '[data-load-more-list]')[0]).toBe(`English story ${LISTED_EN}`);
        expect(islandProps(all, 'load-more')).toMatchObject({
            listId: 'all-stories-list',
            paging: { page: 1, pageSize: 12, total: LISTED_EN, withHighlightedStory: false },
            nextHref: '/?list=all&page=2',
        });
        expect(all.querySelector('a[data-load-more-link]')?.getAttribute('href')).toBe('/?list=all&page=2');
        const latest = section('latest-stories-heading');
        expect(islandProps(latest, 'load-more')).toMatchObject({
            listId: 'latest-stories-list',
            paging: { withHighlightedStory: true },
            nextHref: '/?page=2',
        });
        expect(latest.querySelector('a[data-load-more-link]')?.getAttribute('href')).toBe('/?page=2');
        // Two lists on one page: each has its own id for the island to append to.
        expect(html.querySelectorAll('ul#all-stories-list, ul#latest-stories-list')).toHaveLength(2);
    });

    it('serves the next pages of all stories for the no-JavaScript "Load more", with the arithmetic of docs/product-rules.md §4.6', async () => {
        const second = await page('/?list=all&page=2');
        expect(second.response.status).toBe(200);
        expect(second.html.querySelector('h1')?.text).toBe('All stories');
        expect(second.html.querySelector('.highlighted')).toBeNull();
        expect(cardTitles(second.html, '[data-load-more-list]')[0]).toBe(`English story ${LISTED_EN - 12}`);
        expect(second.html.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/?list=all&page=3');
        expect(second.html.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/');
        expect(second.html.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
            'http://newsroom.test/?list=all&page=2',
        );
        // 30 stories / 12 = 3 pages (the highlighted story counts here); the last has 6.
        const last = await page('/?list=all&page=3');
        expect(cardTitles(last.html, '[data-load-more-list]')).toHaveLength(6);
        expect(last.html.querySelector('a[rel="next"]')).toBeNull();
        expect((await page('/?list=all&page=4')).response.status).toBe(404);
        expect((await page('/?list=all')).response.status).toBe(404);
        expect((await page('/?list=other&page=2')).response.status).toBe(404);
    });

    it('puts what the load-more island needs on the list container', async () => {
        const { html } = await page('/');
        const container = html.querySelector('[data-load-more]');
        const props = islandProps(html, 'load-more');
        expect(props).toMatchObject({
            kind: 'stories',
            listId: 'latest-stories-list',
            itemClassName: 'story-grid__item',
            paging: { page: 1, pageSize: 12, total: LISTED_EN, withHighlightedStory: true, localeCode: 'en' },
            nextHref: '/?page=2',
        });
        expect(props?.paging).not.toHaveProperty('categoryId');
        expect(container?.querySelector('ul#latest-stories-list[data-load-more-list]')).not.toBeNull();
        const link = container?.querySelector('a[data-load-more-link]');
        expect(link?.getAttribute('href')).toBe('/?page=2');
        expect(link?.getAttribute('rel')).toBe('next');
        expect(link?.text).toBe('Load more stories');
    });

    it('serves the next pages of the latest stories for the no-JavaScript "Load more"', async () => {
        const second = await page('/?page=2');
        expect(second.response.status).toBe(200);
        expect(second.html.querySelector('h1')?.text).toBe('Latest stories');
        expect(second.html.querySelectorAll('h1')).toHaveLength(1);
        expect(second.html.querySelector('.highlighted')).toBeNull();
        expect(cardTitles(second.html, '[data-load-more-list]')[0]).toBe(`English story ${LISTED_EN - 13}`);
        expect(second.html.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/?page=3');
        expect(second.html.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/');
        expect(second.html.querySelector('.page-header__meta')?.text).toBe('Page 2 of 3');

        // (30 stories − 1 highlighted) / 12 = 3 pages; the last has 5 and no next link.
        const last = await page('/?page=3');
        expect(last.response.status).toBe(200);
        expect(cardTitles(last.html, '[data-load-more-list]')).toHaveLength(5);
        expect(last.html.querySelector('a[rel="next"]')).toBeNull();
        expect(last.html.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/?page=2');
    });

    it.each([['0'], ['-1'], ['abc'], ['1.5'], ['1e1'], ['01'], [''], ['99999999999999999999'], ['4'], ['1000000']])(
        'answers ?page=%s with the not-found page',
        async (value) => {
            const { response, html } = await page(`/?page=${encodeURIComponent(value)}`);
            expect(response.status).toBe(404);
            expect(html.querySelector('h1')?.text).toBe('The page you’re looking for doesn’t exist...');
        },
    );

    it('answers a repeated page parameter with the not-found page', async () => {
        expect((await page('/?page=1&page=2')).response.status).toBe(404);
    });

    it('ignores other query parameters (mailing links carry them)', async () => {
        expect((await page('/?utm_id=abc&page=2')).response.status).toBe(200);
    });

    it('shows featured categories with their story counts', async () => {
        const { html } = await page('/');
        const cards = html.querySelectorAll('.category-card');
        expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/category/mobility']);
        expect(cards[0]?.querySelector('.category-card__count')?.text).toBe('10 stories');
    });

    it('shows the contacts of the language, the about block with safe HTML and social links', async () => {
        const { html } = await page('/');
        expect(html.querySelectorAll('.contacts .contact-card__name').map((name) => name.text)).toEqual(['Ada Press']);
        expect(html.querySelector('.contact-card a[href="mailto:ada@fixture.example"]')).not.toBeNull();
        const about = html.querySelector('.about');
        expect(about?.querySelector('h2')?.text).toBe('About Fixture Inc.');
        expect(about?.querySelector('.about__body strong')?.text).toBe('quiet electric buses');
        expect(about?.querySelector('script')).toBeNull();
        expect(about?.querySelector('.about__body h2')).toBeNull();
        expect(about?.querySelectorAll('a').some((a) => a.getAttribute('href')?.startsWith('javascript'))).toBe(false);
        const social = about?.querySelectorAll('.social-links a') ?? [];
        expect(social.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
            ['Fixture Inc. on LinkedIn', 'https://www.linkedin.com/company/fixture'],
            ['Fixture Inc. on X', 'https://x.com/fixture'],
        ]);
    });

    it('has the subscription form posting to the server, and the notices bar', async () => {
        const { html } = await page('/');
        const form = html.querySelector('form.subscribe__form');
        expect(form?.getAttribute('action')).toBe('/subscribe');
        expect(form?.getAttribute('method')).toBe('post');
        expect(html.querySelector('label[for="subscribe-email"]')?.text).toBe('Email address');
        expect(html.querySelector('.subscribe__disclaimer a')?.getAttribute('href')).toBe('/privacy-policy');
        const notice = html.querySelector('.notifications');
        expect(notice?.getAttribute('aria-label')).toBe('Notice');
        expect(notice?.querySelector('.notification--warning strong')?.text).toBe('Press day');
    });

    it('lists stories of the page language only', async () => {
        const { html } = await page('/fr');
        expect(cardTitles(html, '.highlighted')).toEqual(['Une histoire française']);
        expect(html.querySelector('[data-load-more]')).toBeNull();
    });
});

describe('empty newsroom', () => {
    it('welcomes visitors and says to come back later (docs/product-rules.md §8.4)', async () => {
        const { app } = await createTestApp({ contentDir: writeFixtureNewsroom({ stories: [] }) });
        const response = await request(app).get('/');
        expect(response.status).toBe(200);
        const html = parseHtml(response.text);
        expect(html.querySelectorAll('h1').map((h1) => h1.text)).toEqual(['Welcome to Fixture Inc.!']);
        expect(html.querySelector('.empty-state__subtitle')?.text).toBe('Come back later to see new stories.');
        expect(html.querySelector('.story-card')).toBeNull();
        expect((await request(app).get('/?page=2')).status).toBe(404);
    });
});
