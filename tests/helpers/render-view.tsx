/**
 * Renders a view on its own, the way renderPage does inside a page: wrapped in a SiteProvider
 * whose value comes from a real site edition (real catalogue, config and content snapshot), with
 * that edition's caches, then parsed for assertions.
 */

import type { i18n } from 'i18next';
import type { HTMLElement } from 'node-html-parser';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '../../domain/content';
import { loadConfig } from '../../server/config/config';
import { createFilesContentSource } from '../../server/content/files-content-source';
import { createI18n } from '../../server/i18n/i18n';
import { createLogger } from '../../server/logger';
import { SiteEdition } from '../../server/request-scope/site-edition';
import type { EditionCache } from '../../views/edition-cache';
import { SiteRoot } from '../../views/SiteRoot';
import type { SiteContextValue } from '../../views/site-context';
import { type FixtureOptions, writeFixtureNewsroom } from './fixture-newsroom';
import { parseHtml } from './html';

export const TEST_SITE_URL = 'http://newsroom.test';

let sharedI18n: i18n | null = null;

/** The caches of the edition each test site comes from, as renderPage is given them beside the site. */
const editionCaches = new WeakMap<SiteContextValue, EditionCache>();

/** The site context of `language` in `edition`, which renderView renders with the edition's caches. */
export function editionSite(edition: SiteEdition, language: Language): SiteContextValue {
    const site = edition.site(language);
    editionCaches.set(site, edition.cache);
    return site;
}

/** The caches of the edition `site` was made by (createTestSite, editionSite). */
export function editionCacheOf(site: SiteContextValue): EditionCache {
    const cache = editionCaches.get(site);
    if (!cache) throw new Error('Not a site made by createTestSite or editionSite');
    return cache;
}

export interface TestSiteOptions {
    /** The page's newsroom language (underscore form); the fixture has en, fr and ar. */
    languageCode?: string;
    fixture?: FixtureOptions;
    env?: Record<string, string>;
}

/** A site context for a fixture newsroom (writeFixtureNewsroom) in one of its languages. */
export async function createTestSite(options: TestSiteOptions = {}): Promise<SiteContextValue> {
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_SITE_URL, LOG_LEVEL: 'error', ...options.env });
    const logger = createLogger({ level: 'error', format: 'json', silent: true });
    const source = createFilesContentSource({ directory: writeFixtureNewsroom(options.fixture), logger });
    const snapshot = await source.get();
    await source.close();
    const code = options.languageCode ?? snapshot.languages.default.code;
    const language = snapshot.languages.byCode(code);
    if (!language) throw new Error(`The fixture newsroom has no language ${code}`);
    sharedI18n ??= createI18n();
    return editionSite(new SiteEdition(snapshot, { config, i18n: sharedI18n }), language);
}

/** The element's static HTML, rendered inside the site's router and provider (as on a page). */
export function renderView(
    element: ReactElement,
    site: SiteContextValue,
    location = site.addresses.urls.home(site.language.languageCode),
): string {
    return renderToStaticMarkup(
        <SiteRoot site={site} cache={editionCacheOf(site)} location={location}>
            {element}
        </SiteRoot>,
    );
}

/** renderView, parsed (node-html-parser) for querying. */
export function renderViewDom(element: ReactElement, site: SiteContextValue): HTMLElement {
    return parseHtml(renderView(element, site));
}
