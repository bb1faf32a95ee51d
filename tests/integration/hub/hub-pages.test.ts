/**
 * A hub's sites served by the app on the Prezly stand-in's fixture hub (docs/hub-newsrooms.md):
 * the hub's home lists its own and its displaying members' stories with their members' links,
 * pages with `?page=N` and the load-more API, shows the markets' tiles; its feeds and sitemap
 * hold the same stories at their members' addresses; a member's site is a newsroom of its own.
 */
import { XMLParser } from 'fast-xml-parser';
import Parser from 'rss-parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config/config';
import type { ContentSource } from '../../../server/content/content-source';
import { createPrezlyContentSource } from '../../../server/content/prezly/create-prezly-source';
import { parseHtml } from '../../helpers/html';
import { memoryLogger } from '../../helpers/memory-logger';
import { type HubSite, hubStandIns } from '../../helpers/prezly-stand-in/hub-sites';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const hub = hubStandIns();
const sources: ContentSource[] = [];
afterAll(async () => {
    await Promise.all(sources.map((source) => source.close()));
});

async function site(name: HubSite): Promise<TestApp> {
    const env = { NODE_ENV: 'test', PUBLIC_URL: 'http://newsroom.test', ...hub.env(name) };
    const source = createPrezlyContentSource(loadConfig(env), memoryLogger().logger, {
        retryBaseDelayMs: 5,
        snapshotStores: [],
    });
    sources.push(source);
    return createTestApp({ content: source, env });
}

const cardsOf = (html: string) =>
    parseHtml(html)
        .querySelectorAll('#latest-stories-list .story-card')
        .map((card) => ({
            title: card.querySelector('.story-card__title')?.text.trim(),
            href: card.querySelector('.story-card__link')?.getAttribute('href'),
            market: card.querySelector('.story-card__market')?.text.trim() ?? null,
        }));

describe('the hub’s home', () => {
    let app: TestApp['app'];
    beforeAll(async () => {
        app = (await site('hub')).app;
    });

    it('lists its stories and its displaying members’, newest first, each linking to its own site', async () => {
        const response = await request(app).get('/').expect(200);
        expect(cardsOf(response.text)).toEqual([
            {
                title: 'Acme Belgium opens a showroom in Antwerp',
                href: 'https://be.acme.example/acme-belgium-antwerp-showroom',
                market: 'Acme Belgium',
            },
            { title: 'Acme Group reports its half-year results', href: '/acme-group-half-year-results', market: null },
            {
                title: 'Cargo bikes for the Antwerp post office',
                href: 'https://be.acme.example/cargo-bikes-antwerp-post',
                market: 'Acme Belgium',
            },
        ]);
        // No highlighted story and no second list: one list, as a hub's home has.
        const page = parseHtml(response.text);
        expect(page.querySelector('.highlighted')).toBeNull();
        expect(page.querySelector('#all-stories-list')).toBeNull();
        await request(app).get('/?list=all&page=2').expect(404);
    });

    it('shows a tile per active member, displaying its stories or not, never the hub or an inactive one', async () => {
        const page = parseHtml((await request(app).get('/').expect(200)).text);
        const tiles = page.querySelectorAll('.market-tile').map((tile) => ({
            name: tile.querySelector('.market-tile__name')?.text,
            href: tile.getAttribute('href'),
            logo: tile.querySelector('img') !== null,
        }));
        expect(tiles).toEqual([
            { name: 'Acme Belgium', href: 'https://be.acme.example', logo: true },
            { name: 'Acme France', href: 'https://fr.acme.example', logo: true },
        ]);
        expect(page.querySelector('#market-tiles-heading')?.text).toBe('Our markets');
    });

    it('pages the merged list without JavaScript and through the load-more API', async () => {
        const one = await site('hub');
        // The site's page size is 12; the API takes the island's own, so two cards a page shows paging.
        const api = await request(one.app)
            .post('/api/fetch-stories')
            .send({ page: 2, pageSize: 2, hub: true, localeCode: 'en' })
            .expect(200);
        expect(api.body.total).toBe(3);
        expect(api.body.canLoadMore).toBe(false);
        expect(api.body.stories).toHaveLength(1);
        const card = parseHtml(api.body.stories[0].html);
        expect(card.querySelector('.story-card__link')?.getAttribute('href')).toBe(
            'https://be.acme.example/cargo-bikes-antwerp-post',
        );
        expect(card.querySelector('.story-card__market')?.text).toBe('Acme Belgium');
        // The listing cannot be filtered, and only a hub's own site has one.
        const filtered = await request(one.app)
            .post('/api/fetch-stories')
            .send({ page: 1, pageSize: 2, hub: true, withHighlightedStory: true })
            .expect(400);
        expect(filtered.body.message).toEqual(expect.any(String));
        await request(one.app).get('/?page=2').expect(404);
    });

    it('carries the same stories in its feeds, at their members’ addresses', async () => {
        const rss = await new Parser().parseString((await request(app).get('/feed').expect(200)).text);
        expect(rss.items.map((item) => [item.title, item.link])).toEqual([
            ['Acme Belgium opens a showroom in Antwerp', 'https://be.acme.example/acme-belgium-antwerp-showroom'],
            ['Acme Group reports its half-year results', 'http://newsroom.test/acme-group-half-year-results'],
            ['Cargo bikes for the Antwerp post office', 'https://be.acme.example/cargo-bikes-antwerp-post'],
        ]);
        const json = (await request(app).get('/feed.json').expect(200)).body as { items: { url: string }[] };
        expect(json.items.map((item) => item.url)).toEqual(rss.items.map((item) => item.link));
    });

    it('lists its members’ stories in its sitemap, at their members’ addresses', async () => {
        const xml = new XMLParser({ isArray: (name) => name === 'url' });
        const urls = (
            xml.parse((await request(app).get('/sitemap.xml').expect(200)).text).urlset.url as { loc: string }[]
        ).map((entry) => entry.loc);
        expect(urls).toEqual(
            expect.arrayContaining([
                'https://be.acme.example/acme-belgium-antwerp-showroom',
                'https://be.acme.example/cargo-bikes-antwerp-post',
                'http://newsroom.test/acme-group-half-year-results',
            ]),
        );
        for (const hidden of ['private-briefing', 'acme-france', 'acme-germany', 'acme-belgie']) {
            expect(urls.filter((url) => url.includes(hidden))).toEqual([]);
        }
    });
});

describe('a member’s site', () => {
    it('is a newsroom of its own: its stories, no tiles, search and the other pages as usual', async () => {
        const { app } = await site('belgium');
        const home = await request(app).get('/en').expect(200);
        const page = parseHtml(home.text);
        expect(page.querySelector('.market-tiles')).toBeNull();
        expect(page.querySelectorAll('.story-card__market')).toHaveLength(0);
        expect(page.querySelectorAll('.story-card__title').map((title) => title.text.trim())).toEqual(
            expect.arrayContaining(['Cargo bikes for the Antwerp post office']),
        );
        await request(app).get('/en/cargo-bikes-antwerp-post').expect(200);
        await request(app).get('/en/search?query=Antwerp').expect(200);
        await request(app).get('/contacts').expect(200);
        await request(app).post('/api/fetch-stories').send({ page: 1, pageSize: 2, hub: true }).expect(400);
    });
});
