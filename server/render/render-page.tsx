import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { EditionCache } from '../../views/edition-cache';
import type { HeadData } from '../../views/head/head-data';
import { IslandCollector, IslandCollectorProvider } from '../../views/islands/island-collector';
import { Document } from '../../views/layouts/Document';
import { SiteRoot } from '../../views/SiteRoot';
import type { SiteContextValue } from '../../views/site-context';
import type { AssetManifest } from '../config/asset-manifest';
import { documentAssets } from './document-asset-urls';

export interface RenderPageOptions {
    site: SiteContextValue;
    /** The caches of the site's edition (SiteEdition.cache), for the markup and data pages share. */
    cache: EditionCache;
    head: HeadData;
    page: ReactElement;
    assets: AssetManifest;
    /** The request's URL (BASE_PATH included): the location of the page's router. */
    location: string;
}

/**
 * Renders a page to a complete HTML document, in one React render: <Document> draws html, head
 * and body, and lists the code of only the islands the page used (a page without islands gets
 * no script). renderToString, not renderToStaticMarkup: the islands hydrate their part of it.
 */
export function renderPage({ site, cache, head, page, assets, location }: RenderPageOptions): string {
    const collector = new IslandCollector();
    return renderDocument(
        <IslandCollectorProvider value={collector}>
            <SiteRoot site={site} cache={cache} location={location}>
                <Document head={head} assets={documentAssets(assets, site.addresses.urls)}>
                    {page}
                </Document>
            </SiteRoot>
        </IslandCollectorProvider>,
    );
}

/**
 * A view that draws the whole `<html>` element, as the HTML the server sends: the doctype is the
 * only text added to React's markup, so every attribute and text is escaped by React.
 */
export function renderDocument(document: ReactElement): string {
    return `<!doctype html>${renderToString(document)}`;
}
