/**
 * The markets kind (server/pages/markets/): the page of the hub's markets on each site of a
 * hub, in each language, in the sitemap there, and a 404 elsewhere; with the market switcher
 * every page of a hub's site carries, and search, which a hub's own site without stories of its
 * own does not offer (docs/hub-newsrooms.md). A hand-made hub (tests/helpers/hub-fixture.ts)
 * on the fixture newsroom.
 */
import { XMLParser } from 'fast-xml-parser';
import type { HTMLElement } from 'node-html-parser';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Hub } from '../../../domain/content';
import { type FixtureOptions, fixtureStory } from '../../helpers/fixture-newsroom';
import { parseHtml } from '../../helpers/html';
import {
    BELGIUM_LOGO,
    BELGIUM_UUID,
    EGYPT_UUID,
    FRANCE_UUID,
    fixtureHub,
    HUB_UUID,
    HubTestSource,
    hubMarkets,
} from '../../helpers/hub-fixture';
import { createTestApp } from '../../helpers/test-app';

const ORIGIN = 'http://newsroom.test';

async function hubApp(hub: Hub | null, fixture: FixtureOptions = {}) {
    const content = await HubTestSource.create(hub, fixture);
    const { app } = await createTestApp({ content });
    return { app, content };
}

const page = async (app: Parameters<typeof request>[0], path: string) => {
    const response = await request(app).get(path);
    return { response, html: parseHtml(response.text) };
};

/** Each tile: its name as read, whether it is marked current, its logo's source, its languages' links. */
const tilesOf = (html: HTMLElement) =>
    html.querySelectorAll('.market-card').map((tile) => {
        const name = tile.querySelector('.market-card__name')!;
        return {
            name: (name.querySelector('.visually-hidden') ?? name).text,
            current: name.getAttribute('aria-current') ?? null,
            logo: tile.querySelector('img')?.getAttribute('src')?.includes(BELGIUM_LOGO.uuid) ?? false,
            languages: tile.querySelectorAll('a').map((link) => [link.text, link.getAttribute('href')]),
        };
    });

const keysOf = (response: request.Response) => String(response.headers['surrogate-key']).split(' ');

describe('/markets on a site of a hub', () => {
    it('shows every shown market as a tile in the page’s language, this one first and marked', async () => {
        const { app } = await hubApp(fixtureHub());
        const { response, html } = await page(app, '/markets');
        expect(response.status).toBe(200);
        expect(html.querySelectorAll('h1').map((h1) => h1.text)).toEqual(['Markets']);
        expect(html.querySelector('title')?.text).toMatch(/^Markets \| /);
        expect(tilesOf(html)).toEqual([
            {
                name: 'Acme Belgium',
                current: 'true',
                logo: true,
                languages: [
                    ['English', 'https://be.acme.example/en'],
                    ['Français', 'https://be.acme.example/fr'],
                    ['العربية', 'https://be.acme.example/ar'],
                ],
            },
            { name: 'Acme Egypt', current: null, logo: false, languages: [['العربية', 'https://eg.acme.example/ar']] },
            {
                name: 'Acme France',
                current: null,
                logo: false,
                languages: [['Français', 'https://fr.acme.example/fr']],
            },
            { name: 'Acme Group', current: null, logo: false, languages: [['English', 'https://acme.example/en']] },
        ]);
        expect(html.querySelector('.market-card--current .market-card__current')?.text).toBe('Current market');
        // The logo is the responsive image of the CDN, its name said by the heading beside it.
        const logo = html.querySelector('.market-card img')!;
        expect(logo.getAttribute('srcset')).toMatch(/ 240w(, |$)/);
        expect(logo.getAttribute('alt')).toBe('');
        // Each language list is named by its market.
        const egypt = html.querySelector(`[aria-labelledby="market-${EGYPT_UUID}"]`);
        expect(egypt?.querySelector('a')?.getAttribute('dir')).toBe('rtl');
        expect(keysOf(response)).toEqual(expect.arrayContaining(['site', 'lang:en', 'markets']));
    });

    it('speaks the page’s language', async () => {
        const { app } = await hubApp(fixtureHub());
        const { response, html } = await page(app, '/fr/markets');
        expect(response.status).toBe(200);
        expect(html.querySelector('h1')?.text).toBe('Marchés');
        expect(tilesOf(html).map((tile) => tile.name)).toEqual([
            'Acme Belgique',
            'Acme Egypt',
            'Acme France',
            'Acme Group',
        ]);
        // The current language of the current market.
        expect(html.querySelectorAll('.market-card a[aria-current]').map((link) => link.text)).toEqual(['Français']);
        // The language switcher stays on the page.
        expect(html.querySelectorAll('.language-switcher a').map((link) => link.getAttribute('href'))).toEqual([
            '/markets',
            '/fr/markets',
            '/ar/markets',
        ]);
    });

    it('is a 404 on a site of no hub, and of a hub with no other market shown', async () => {
        const single = await hubApp(null);
        expect((await request(single.app).get('/markets')).status).toBe(404);
        expect((await request(single.app).get('/fr/markets')).status).toBe(404);
        const alone = hubMarkets().filter((market) => market.uuid === BELGIUM_UUID || !market.is_active);
        const lonely = await hubApp(fixtureHub({ markets: alone }));
        expect((await request(lonely.app).get('/markets')).status).toBe(404);
    });

    it('is in the sitemap of a hub’s site in each visible language, and nowhere else', async () => {
        const xml = new XMLParser({
            ignoreAttributes: false,
            attributeNamePrefix: '@',
            isArray: (name) => name === 'url',
        });
        const marketsIn = async (app: Parameters<typeof request>[0]) =>
            (xml.parse((await request(app).get('/sitemap.xml')).text).urlset.url as { loc: string }[])
                .map((url) => url.loc)
                .filter((loc) => loc.endsWith('/markets'));
        expect(await marketsIn((await hubApp(fixtureHub())).app)).toEqual([
            `${ORIGIN}/markets`,
            `${ORIGIN}/fr/markets`,
            `${ORIGIN}/ar/markets`,
        ]);
        expect(await marketsIn((await hubApp(null)).app)).toEqual([]);
    });
});

describe('the market switcher on every page of a hub’s site', () => {
    it('is in the header of each kind of page, linking to all markets', async () => {
        const { app } = await hubApp(fixtureHub());
        for (const path of ['/', '/first-story', '/contacts', '/markets', '/search', '/fr', '/no-such-page']) {
            const { html } = await page(app, path);
            const switcher = html.querySelector('.site-header details.market-switcher');
            expect(switcher, path).not.toBeNull();
            expect(switcher?.querySelector('.market-switcher__all')?.getAttribute('href'), path).toMatch(
                /^(\/fr)?\/markets$/,
            );
        }
    });

    it('is evicted from every cached page when the hub’s markets change; a logo evicts the markets page only', async () => {
        const { app, content } = await hubApp(fixtureHub());
        const paths = ['/', '/first-story', '/contacts', '/markets'];
        for (const path of paths) await request(app).get(path).expect(200);
        for (const path of paths) expect((await request(app).get(path)).headers['x-cache'], path).toBe('HIT');

        const renamed = hubMarkets().map((market) =>
            market.uuid === FRANCE_UUID ? { ...market, name: 'Acme Francia' } : market,
        );
        content.replace((current) => ({ ...current, hub: fixtureHub({ markets: renamed }) }));
        for (const path of paths) {
            const { response, html } = await page(app, path);
            expect(response.headers['x-cache'], path).not.toBe('HIT');
            expect(html.querySelector('.market-switcher')?.text, path).toContain('Acme Francia');
        }

        for (const path of paths) expect((await request(app).get(path)).headers['x-cache'], path).toBe('HIT');
        const withLogo = renamed.map((market) =>
            market.uuid === EGYPT_UUID
                ? { ...market, logo: { ...BELGIUM_LOGO, uuid: 'e9e9e9e9-0000-4000-8000-0000000000e9' } }
                : market,
        );
        content.replace((current) => ({ ...current, hub: fixtureHub({ markets: withLogo }) }));
        const hits = Object.fromEntries(
            await Promise.all(
                paths.map(async (path) => [path, (await request(app).get(path)).headers['x-cache'] === 'HIT']),
            ),
        );
        expect(hits).toEqual({ '/': true, '/first-story': true, '/contacts': true, '/markets': false });
    });
});

describe('search on a hub’s sites', () => {
    it('is a 404 on the hub’s own site without listed stories of its own, and the header offers none', async () => {
        const { app } = await hubApp(fixtureHub({ site: HUB_UUID }), { stories: [] });
        expect((await request(app).get('/search')).status).toBe(404);
        expect((await request(app).get('/search?query=acme')).status).toBe(404);
        expect((await request(app).get('/fr/search')).status).toBe(404);
        const { html } = await page(app, '/');
        expect(html.querySelector('input[type="search"]')).toBeNull();
        expect(html.querySelector('.market-switcher')).not.toBeNull();
    });

    it('is offered on the hub’s own site with stories of its own, and on a member’s site', async () => {
        const stories = [fixtureStory({ id: 1, slug: 'own-story' })];
        const sites: [Hub, FixtureOptions][] = [
            [fixtureHub({ site: HUB_UUID }), { stories }],
            [fixtureHub(), { stories: [] }],
        ];
        for (const [hub, fixture] of sites) {
            const { app } = await hubApp(hub, fixture);
            expect((await request(app).get('/search?query=story')).status).toBe(200);
            expect(parseHtml((await request(app).get('/')).text).querySelector('input[type="search"]')).not.toBeNull();
        }
    });

    it('comes to every cached page of the hub’s own site with its first story of its own', async () => {
        const { app, content } = await hubApp(fixtureHub({ site: HUB_UUID }), { stories: [] });
        const paths = ['/', '/contacts', '/fr'];
        for (const path of paths) await request(app).get(path);
        for (const path of paths) expect((await request(app).get(path)).headers['x-cache'], path).toBe('HIT');
        const first = await HubTestSource.create(null, { stories: [fixtureStory({ id: 1, slug: 'own-story' })] });
        const stories = (await first.get()).content.stories;
        content.replace((current) => ({ ...current, stories }));
        for (const path of paths) {
            const { html } = await page(app, path);
            expect(html.querySelector('input[type="search"]'), path).not.toBeNull();
        }
        expect((await request(app).get('/search?query=story')).status).toBe(200);
    });
});
