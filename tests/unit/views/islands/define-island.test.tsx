import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { defineBrowserModule, defineIsland } from '../../../../views/islands/define-island';
import { IslandCollector, IslandCollectorProvider, StaticIslands } from '../../../../views/islands/island-collector';
import { SiteRoot } from '../../../../views/SiteRoot';
import type { SiteContextValue } from '../../../../views/site-context';
import { islandProps, moduleSettings, parseHtml } from '../../../helpers/html';
import { createTestSite, editionCacheOf } from '../../../helpers/render-view';

function Greeting({ greeting, name }: { greeting: string; name: string }) {
    return (
        <p>
            {greeting}, {name}
        </p>
    );
}

/** An island declared as the islands of islands/ are: its props from the site and the view. */
const Greet = defineIsland({
    name: 'greet',
    hydrate: 'visible',
    triggers: 'a.greet',
    component: Greeting,
    props: ({ language: { t, languageCode } }, { name }: { name: string }) =>
        name ? { greeting: `${t('pagination.label')} (${languageCode})`, name } : null,
});

const Counter = defineBrowserModule({
    name: 'counter',
    entry: 'browser/analytics/analytics-module.ts',
    settings: ({ language: { languageCode } }, { step }: { step: number }) =>
        step > 0 ? { step, languageCode } : null,
});

let site: SiteContextValue;
beforeAll(async () => {
    site = await createTestSite({ languageCode: 'fr' });
});

/** Renders as renderPage does: inside the page's router, site and island collector. */
function render(element: ReactElement, collector = new IslandCollector()) {
    const html = renderToString(
        <IslandCollectorProvider value={collector}>
            <SiteRoot
                site={site}
                cache={editionCacheOf(site)}
                location={site.addresses.urls.home(site.language.languageCode)}
            >
                {element}
            </SiteRoot>
        </IslandCollectorProvider>,
    );
    return { html, document: parseHtml(html), collector };
}

describe('defineIsland: the component views render', () => {
    it('renders the marker, the props it takes from the site and the view, and the server rendering', () => {
        const { document, collector } = render(<Greet name="Ada" />);
        const marker = document.querySelector('[data-island="greet"]');
        expect(marker?.getAttribute('data-hydrate')).toBe('visible');
        expect(marker?.getAttribute('data-triggers')).toBe('a.greet');
        const greeting = `${site.language.t('pagination.label')} (fr)`;
        expect(islandProps(document, 'greet')).toEqual({ greeting, name: 'Ada' });
        expect(marker?.querySelector(':scope > [data-island-root] > p')?.text).toBe(`${greeting}, Ada`);
        expect([...collector.used]).toEqual([['greet', 'visible']]);
        expect(Greet.island.name).toBe('greet');
    });

    it('renders nothing, and loads no code, when its props are null', () => {
        const { html, collector } = render(<Greet name="" />);
        expect(html).toBe('');
        expect(collector.used.size).toBe(0);
    });

    it('renders only the plain HTML inside StaticIslands (the server-error page)', () => {
        const { document, collector } = render(
            <StaticIslands>
                <Greet name="Ada" />
            </StaticIslands>,
        );
        expect(document.querySelector('[data-island]')).toBeNull();
        expect(document.querySelector('p')?.text).toContain('Ada');
        expect(collector.used.size).toBe(0);
    });
});

describe('defineBrowserModule: the component views render', () => {
    it('writes the settings it takes from the site and the view as the module data block, started on idle', () => {
        const { document, collector } = render(<Counter step={2} />);
        expect(moduleSettings(document, 'counter')).toEqual({ step: 2, languageCode: 'fr' });
        expect([...collector.used]).toEqual([['counter', 'idle']]);
    });

    it('renders nothing when its settings are null', () => {
        const { html, collector } = render(<Counter step={0} />);
        expect(html).toBe('');
        expect(collector.used.size).toBe(0);
    });
});
