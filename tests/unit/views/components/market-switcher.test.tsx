/**
 * The header's market switcher on a hub's sites (views/components/MarketSwitcher.tsx,
 * docs/hub-newsrooms.md), and the header's search, which the hub's own site offers only with
 * stories of its own. Rendered from a hand-made hub (tests/helpers/hub-fixture.ts).
 */
import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '../../../../views/layouts/SiteHeader';
import { fixtureStory } from '../../../helpers/fixture-newsroom';
import { BELGIUM_UUID, EGYPT_UUID, fixtureHub, HUB_UUID, hubMarkets, hubTestSite } from '../../../helpers/hub-fixture';
import { renderViewDom } from '../../../helpers/render-view';

async function header(options: Parameters<typeof hubTestSite>[1] & { hub?: Parameters<typeof hubTestSite>[0] } = {}) {
    const site = await hubTestSite(options.hub === undefined ? fixtureHub() : options.hub, options);
    return renderViewDom(<SiteHeader />, site);
}

const switcherOf = (html: HTMLElement) => html.querySelector('details.market-switcher');
/** Each market as the panel lists it: the name shown, the name read, the languages' link texts. */
const marketsOf = (switcher: HTMLElement) =>
    switcher.querySelectorAll('.market-switcher__market').map((market) => {
        const name = market.querySelector('.market-switcher__name')!;
        return {
            shown: (name.querySelector('[aria-hidden="true"]') ?? name).text,
            read: (name.querySelector('.visually-hidden') ?? name).text,
            languages: market.querySelectorAll('a').map((link) => link.text),
        };
    });

describe('the market switcher', () => {
    it('lists the shown markets, this one first, then the others by name, the shared brand left out', async () => {
        const switcher = switcherOf(await header())!;
        expect(marketsOf(switcher)).toEqual([
            { shown: 'Belgium', read: 'Acme Belgium', languages: ['English', 'Français', 'العربية'] },
            { shown: 'Egypt', read: 'Acme Egypt', languages: ['العربية'] },
            { shown: 'France', read: 'Acme France', languages: ['Français'] },
            { shown: 'Group', read: 'Acme Group', languages: ['English'] },
        ]);
        // Germany is inactive: nowhere.
        expect(switcher.toString()).not.toContain('Germany');
    });

    it('names the markets in the page’s language', async () => {
        const switcher = switcherOf(await header({ languageCode: 'fr' }))!;
        // Belgium and France have a French name; the others keep their display name.
        expect(marketsOf(switcher).map((market) => market.read)).toEqual([
            'Acme Belgique',
            'Acme Egypt',
            'Acme France',
            'Acme Group',
        ]);
        expect(switcher.querySelector('.market-switcher__all')?.getAttribute('href')).toBe('/fr/markets');
    });

    it('shows this market in its summary and reads it whole', async () => {
        const summary = switcherOf(await header())!.querySelector('summary')!;
        expect(summary.querySelector('span[aria-hidden="true"]')?.text).toBe('Belgium');
        // What a screen reader says: the word "Market", then the whole name.
        const read = summary
            .querySelectorAll('.visually-hidden')
            .map((hidden) => hidden.text)
            .join('');
        expect(read).toBe('Market: Acme Belgium');
    });

    it('marks this market and the page’s language in it as current, and nothing else', async () => {
        const switcher = switcherOf(await header({ languageCode: 'fr' }))!;
        const current = switcher.querySelectorAll('[aria-current]');
        expect(current.map((element) => [element.tagName, element.text])).toEqual([
            ['SPAN', 'BelgiqueAcme Belgique'],
            ['A', 'Français'],
        ]);
        expect(current[1]!.getAttribute('href')).toBe('https://be.acme.example/fr');
        // France's French is another market's: not current.
        const france = switcher.querySelectorAll('a').find((link) => link.getAttribute('href')?.includes('fr.acme'));
        expect(france?.getAttribute('aria-current')).toBeUndefined();
    });

    it('links each language to its home on its market’s site, named in itself, right to left where it is', async () => {
        const switcher = switcherOf(await header())!;
        const egypt = switcher.querySelector(`#market-switcher-${EGYPT_UUID}`)!;
        const list = switcher.querySelector(`[aria-labelledby="market-switcher-${EGYPT_UUID}"]`)!;
        expect(egypt.text).toContain('Acme Egypt');
        const attributes = (link: HTMLElement) =>
            ['href', 'hreflang', 'lang', 'dir'].map((name) => link.getAttribute(name));
        expect(attributes(list.querySelector('a')!)).toEqual(['https://eg.acme.example/ar', 'ar', 'ar', 'rtl']);
        const english = switcher.querySelector('a[href="https://acme.example/en"]')!;
        expect(attributes(english)).toEqual(['https://acme.example/en', 'en', 'en', 'ltr']);
    });

    it('is a disclosure holding a labelled navigation of lists, no menu roles, ending with all markets', async () => {
        const switcher = switcherOf(await header())!;
        expect(switcher.firstChild?.toString()).toMatch(/^<summary/);
        const nav = switcher.querySelector('nav')!;
        expect(nav.getAttribute('aria-label')).toBe('Markets');
        expect(switcher.querySelectorAll('[role]')).toEqual([]);
        expect(switcher.querySelectorAll('[tabindex]')).toEqual([]);
        const last = nav.childNodes.filter((node) => node.toString().trim()).at(-1) as HTMLElement;
        expect([last.tagName, last.text, last.getAttribute('href')]).toEqual(['A', 'All markets', '/markets']);
    });

    it('keeps a name whole where the markets share no brand', async () => {
        const markets = hubMarkets().map((market) =>
            market.uuid === HUB_UUID
                ? { ...market, name: 'Globex', languages: [{ ...market.languages[0]!, company_name: 'Globex' }] }
                : market,
        );
        const switcher = switcherOf(await header({ hub: fixtureHub({ markets }) }))!;
        expect(marketsOf(switcher).map((market) => market.shown)).toEqual([
            'Acme Belgium',
            'Acme Egypt',
            'Acme France',
            'Globex',
        ]);
        // A name shown whole is read once.
        expect(switcher.querySelectorAll('.market-switcher__name .visually-hidden')).toEqual([]);
    });

    it('is not there on a site of no hub, nor of a hub with no other market shown', async () => {
        expect(switcherOf(await header({ hub: null }))).toBeNull();
        // Belgium alone but for an inactive market.
        const alone = hubMarkets().filter((market) => market.uuid === BELGIUM_UUID || !market.is_active);
        const html = await header({ hub: fixtureHub({ markets: alone }) });
        expect(switcherOf(html)).toBeNull();
        expect(html.querySelector('.site-header__markets')).toBeNull();
    });

    it('stands beside the language switcher', async () => {
        const tools = (await header()).querySelector('.site-header__tools')!;
        const classes = tools.childNodes
            .map((node) => (node as HTMLElement).classNames)
            .filter((name): name is string => Boolean(name));
        const markets = classes.indexOf('site-header__markets');
        expect(markets).toBeGreaterThanOrEqual(0);
        expect(classes[markets + 1]).toContain('language-switcher');
    });
});

describe('the header’s search on a hub’s sites', () => {
    const quickSearch = (html: HTMLElement) => html.querySelector('[data-island="quick-search"]');

    it('is not offered on the hub’s own site when it has no listed story of its own', async () => {
        const html = await header({ hub: fixtureHub({ site: HUB_UUID }), fixture: { stories: [] } });
        expect(quickSearch(html)).toBeNull();
        expect(html.querySelector('form[role="search"], input[type="search"]')).toBeNull();
        // The switcher is there all the same.
        expect(switcherOf(html)).not.toBeNull();
    });

    it('is offered on the hub’s own site with stories of its own, on a member’s site and on a single newsroom', async () => {
        const stories = [fixtureStory({ id: 1, slug: 'own-story' })];
        for (const options of [
            { hub: fixtureHub({ site: HUB_UUID }), fixture: { stories } },
            { hub: fixtureHub(), fixture: { stories: [] } },
            { hub: null, fixture: { stories: [] } },
        ]) {
            expect(quickSearch(await header(options))).not.toBeNull();
        }
    });
});
