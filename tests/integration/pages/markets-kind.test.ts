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
import type { FixtureOptions } from '../../helpers/fixture-newsroom';
import { parseHtml } from '../../helpers/html';
import {
    BELGIUM_LOGO,
    BELGIUM_UUID,
    EGYPT_UUID,
    fixtureHub,
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
    html.querySelectorAll('.market-tile').map((tile) => {
        const name = tile.querySelector('.market-tile__name')!;
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
        expect(html.querySelector('.market-tile--current .market-tile__current')?.text).toBe('Current market');
        // The logo is the responsive image of the CDN, its name said by the heading beside it.
        const logo = html.querySelector('.market-tile img')!;
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
        expect(html.querySelectorAll('.market-tile a[aria-current]').map((link) => link.text)).toEqual(['Français']);
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
