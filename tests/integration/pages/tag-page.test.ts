import Parser from 'rss-parser';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { tagSlug } from '../../../domain/content/tag';
import { islandProps, parseHtml } from '../../helpers/html';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { fetchHead, ORIGIN } from '../seo/head-helpers';

let demo: TestApp;
beforeAll(async () => {
    demo = await createTestApp();
});

const STORY = '/aurora-2-longer-range-recycled-aluminium';

async function page(path: string) {
    const response = await request(demo.app).get(path);
    return { status: response.status, html: parseHtml(response.text) };
}

describe('tags on story pages', () => {
    it('links every tag of the story to its tag page, which lists the story', async () => {
        const snapshot = await demo.content.get();
        const story = snapshot.stories.bySlug(STORY.slice(1))!;
        const { html } = await page(STORY);
        const links = html.querySelectorAll('a[rel="tag"]');
        expect(links.map((link) => link.text)).toEqual(story.tags);
        for (const link of links) {
            const href = link.getAttribute('href')!;
            expect(href).toBe(`/tag/${encodeURIComponent(tagSlug(link.text))}`);
            const tagPage = await page(href);
            expect(tagPage.status, href).toBe(200);
            expect(tagPage.html.querySelector('h1')?.text).toBe(link.text);
            expect(tagPage.html.querySelectorAll(`a[href="${STORY}"]`).length, href).toBeGreaterThan(0);
        }
    });
});

describe('/tag/{tag}', () => {
    it('lists exactly the listed stories of the tag in the page language, newest first', async () => {
        const snapshot = await demo.content.get();
        const expected = snapshot.stories
            .listed('en')
            .filter((story) => story.tags.some((tag) => tagSlug(tag) === 'e-bikes'))
            .map((story) => `/${story.slug}`);
        expect(expected.length).toBeGreaterThan(2);
        const { html } = await page('/tag/e-bikes');
        const cards = html
            .querySelectorAll('[data-load-more-list] h2 a, [data-load-more-list] h3 a')
            .map((link) => link.getAttribute('href'));
        expect(cards).toEqual(expected.slice(0, 12));
        // The load-more island continues with the tag's filter (it exists when there is a next page).
        const props = islandProps(html, 'load-more');
        if (expected.length > 12)
            expect(props).toMatchObject({ paging: { tagSlug: 'e-bikes', total: expected.length } });
        else expect(props).toBeNull();
    });

    it('serves Unicode tags under every language prefix', async () => {
        for (const path of [
            '/tag/co2',
            '/de/tag/m%C3%BCnchen',
            `/ar/tag/${encodeURIComponent('دبي')}`,
            '/fr/tag/lyon',
        ]) {
            const { status, html } = await page(path);
            expect(status, path).toBe(200);
            expect(html.querySelectorAll('[data-load-more-list] li').length, path).toBeGreaterThan(0);
        }
        const head = await fetchHead(demo.app, '/tag/aurora');
        expect(head.hreflang.fr).toBe(`${ORIGIN}/fr/tag/aurora`);
        expect(head.hreflang['x-default']).toBe(`${ORIGIN}/tag/aurora`);
    });

    it('answers the 404 page for odd and unknown tags', async () => {
        const odd = [
            '/tag/E-bikes',
            '/tag/e--bikes',
            '/tag/e%20bikes',
            '/tag/no-such-tag',
            '/tag/zu%CC%88rich',
            '/tag/%E0%A4%A',
            `/tag/${'a'.repeat(400)}`,
            '/tag/e-bikes?page=9',
            '/tag/e-bikes/feed/x',
        ];
        for (const path of odd) {
            const response = await request(demo.app).get(path);
            expect(response.status, path).toBe(404);
            expect(response.headers['content-type'], path).toMatch(/^text\/html/);
        }
    });

    it('loads more through /api/fetch-stories with the tag', async () => {
        const first = await request(demo.app)
            .post('/api/fetch-stories')
            .send({ page: 1, pageSize: 2, tag: 'e-bikes', localeCode: 'en' });
        expect(first.status).toBe(200);
        const second = await request(demo.app)
            .post('/api/fetch-stories')
            .send({ page: 2, pageSize: 2, tag: 'e-bikes', localeCode: 'en' });
        const snapshot = await demo.content.get();
        const slugs = [...first.body.stories, ...second.body.stories].map((story: { slug: string }) => story.slug);
        expect(slugs).toEqual(
            snapshot.stories
                .listed('en', { tagSlug: 'e-bikes' })
                .slice(0, 4)
                .map((story) => story.slug),
        );
        expect(first.body.canLoadMore).toBe(true);
        const unknown = await request(demo.app).post('/api/fetch-stories').send({ page: 1, pageSize: 2, tag: 'nope' });
        expect(unknown.status).toBe(404);
        expect(unknown.body).toEqual({ message: 'Unknown tag' });
    });
});

describe('/tag/{tag}/feed', () => {
    it('is the RSS of the tag, advertised on the tag page', async () => {
        const head = await fetchHead(demo.app, '/fr/tag/lyon');
        const alternate = head
            .linkOfType('application/rss+xml')
            .map((link) => link.getAttribute('href'))
            .find((href) => href?.endsWith('/tag/lyon/feed'));
        expect(alternate).toBe(`${ORIGIN}/fr/tag/lyon/feed`);
        const response = await request(demo.app).get('/fr/tag/lyon/feed');
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
        const feed = await new Parser().parseString(response.text);
        expect(feed.link).toBe(`${ORIGIN}/fr/tag/lyon`);
        const snapshot = await demo.content.get();
        const expected = snapshot.stories.listed('fr', { tagSlug: 'lyon' });
        expect(feed.items.map((item) => item.guid)).toEqual(expected.map((story) => story.uuid));
        expect((await request(demo.app).get('/tag/nope/feed')).status).toBe(404);
    });
});
