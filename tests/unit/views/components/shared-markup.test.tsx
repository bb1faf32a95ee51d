import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { CookieToggle } from '../../../../islands/cookie-toggle/island';
import { SharedMarkup } from '../../../../views/components/SharedMarkup';
import { IslandCollector, IslandCollectorProvider, StaticIslands } from '../../../../views/islands/island-collector';
import { SiteFooter } from '../../../../views/layouts/SiteFooter';
import { SiteRoot } from '../../../../views/SiteRoot';
import { type SiteContextValue, usePageLanguage } from '../../../../views/site-context';
import { createTestSite, editionCacheOf } from '../../../helpers/render-view';

/** Renders like renderPage: renderToString inside the page's router, site and island collector. */
function renderPage(element: ReactElement, site: SiteContextValue, collector = new IslandCollector()): string {
    return renderToString(
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
}

/** A part that counts its renderings and shows the page's language. */
function countingPart() {
    const part = { renders: 0, Component: () => <></> };
    part.Component = function Part() {
        part.renders += 1;
        const { t, languageCode } = usePageLanguage();
        return (
            <p lang={languageCode}>
                {t('footer.newsroom')} <CookieToggle />
            </p>
        );
    };
    return part;
}

describe('SharedMarkup', () => {
    let english: SiteContextValue;
    let french: SiteContextValue;
    beforeAll(async () => {
        english = await createTestSite({ languageCode: 'en' });
        french = await createTestSite({ languageCode: 'fr' });
    });

    it('gives the markup React renders in place, inside its host element', () => {
        const inPlace = renderPage(
            <footer className="site-footer">
                <CookieToggle />
            </footer>,
            english,
        );
        const shared = renderPage(
            <SharedMarkup as="footer" className="site-footer" cacheKey="test same markup">
                <CookieToggle />
            </SharedMarkup>,
            english,
        );
        expect(shared).toBe(inPlace);
        expect(shared).toContain('data-island="cookie-toggle"');
    });

    it('renders once per site version, language and key, then reuses the HTML', () => {
        const part = countingPart();
        const page = (key: string) => (
            <SharedMarkup as="div" cacheKey={key}>
                <part.Component />
            </SharedMarkup>
        );
        const first = renderPage(page('test reuse'), english);
        expect(renderPage(page('test reuse'), english)).toBe(first);
        expect(part.renders).toBe(1);

        expect(renderPage(page('test reuse'), french)).toContain('lang="fr"');
        expect(renderPage(page('test reuse, other key'), english)).toBe(first);
        expect(part.renders).toBe(3);
    });

    it('renders anew for a new version of the content', async () => {
        const part = countingPart();
        const page = (
            <SharedMarkup as="div" cacheKey="test new version">
                <part.Component />
            </SharedMarkup>
        );
        renderPage(page, english);
        renderPage(page, await createTestSite({ languageCode: 'en' }));
        expect(part.renders).toBe(2);
    });

    it("lists the islands inside with the page's, on every page that reuses the markup", () => {
        const page = (
            <SharedMarkup as="div" cacheKey="test islands">
                <CookieToggle />
            </SharedMarkup>
        );
        for (let visit = 0; visit < 2; visit++) {
            const collector = new IslandCollector();
            renderPage(page, english, collector);
            expect([...collector.used.keys()]).toEqual(['cookie-toggle']);
        }
    });

    it('renders in place, without the cache, where islands are static (the server-error page)', () => {
        const part = countingPart();
        const page = (
            <StaticIslands>
                <SharedMarkup as="div" cacheKey="test static">
                    <part.Component />
                </SharedMarkup>
            </StaticIslands>
        );
        const html = renderPage(page, english);
        renderPage(page, english);
        expect(part.renders).toBe(2);
        expect(html).not.toContain('data-island=');
    });

    it('keeps the footer of a page as it was rendered in place', () => {
        const collector = new IslandCollector();
        const html = renderPage(<SiteFooter />, english, collector);
        expect(html).toMatch(/^<footer class="site-footer"><div class="container site-footer__grid">/);
        expect(html).toContain(`© ${new Date().getFullYear()}`);
        expect(collector.used.has('cookie-toggle')).toBe(true);
    });
});
