import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Head } from '../../views/head/Head';
import type { HeadData } from '../../views/head/head-data';
import { serializeProps } from '../../views/islands/Island';
import { IslandCollector, IslandCollectorProvider } from '../../views/islands/island-collector';
import { SiteRoot } from '../../views/SiteRoot';
import type { SiteContextValue } from '../../views/site-context';
import { type AssetManifest, entryWithChunks } from './assets';

export interface RenderPageOptions {
    site: SiteContextValue;
    head: HeadData;
    page: ReactElement;
    assets: AssetManifest;
    /** The request's URL (BASE_PATH included): the location of the page's router. */
    location: string;
    /** Extra <meta> tags the islands read (consent cookie domain, analytics settings…). */
    bodyData?: Record<string, string>;
}

/**
 * Renders a page to a complete HTML document. The body is rendered first so we know which
 * islands it used: only their code is listed, and a page without islands gets no script.
 */
export function renderPage({ site, head, page, assets, location }: RenderPageOptions): string {
    const collector = new IslandCollector();
    const body = renderToString(
        <IslandCollectorProvider value={collector}>
            <SiteRoot site={site} location={location}>
                {page}
            </SiteRoot>
        </IslandCollectorProvider>,
    );
    const headHtml = renderToStaticMarkup(<Head head={head} />);

    // Built assets are served under the site's base path, like every other route.
    const asset = (url: string) => site.urls.root(url);
    // Each island's file and the chunks it imports: the runtime fetches them together on waking.
    const islandFiles: Record<string, string[]> = {};
    const preloads = new Set<string>();
    for (const [name, strategy] of collector.used) {
        const url = assets.islands[name];
        if (!url) throw new Error(`Island "${name}" is not in the asset manifest: rebuild with \`npm run build\``);
        islandFiles[name] = entryWithChunks(assets, url).map(asset);
        if (strategy === 'load') for (const file of entryWithChunks(assets, url)) preloads.add(file);
    }
    const hasIslands = collector.used.size > 0;
    if (hasIslands) for (const file of entryWithChunks(assets, assets.runtime)) preloads.add(file);

    const stylesheet = assets.styles.site;
    const themeCss = site.urls.root(`/theme.css?v=${site.contentVersion}`);
    const parts = [
        '<!doctype html>',
        `<html lang="${escapeAttribute(site.htmlLang)}" dir="${site.dir}">`,
        '<head>',
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        site.consentCookieDomain
            ? `<meta name="consent-cookie-domain" content="${escapeAttribute(site.consentCookieDomain)}">`
            : '',
        headHtml,
        stylesheet ? `<link rel="stylesheet" href="${asset(stylesheet)}">` : '',
        `<link rel="stylesheet" href="${escapeAttribute(themeCss)}">`,
        ...[...preloads].map((url) => `<link rel="modulepreload" href="${asset(url)}">`),
        '</head>',
        `<body class="font-${site.newsroom.theme.font}">`,
        body,
        hasIslands
            ? `<script type="application/json" id="island-manifest">${serializeProps(islandFiles)}</script>`
            : '',
        hasIslands ? `<script type="module" src="${asset(assets.runtime)}"></script>` : '',
        '</body></html>',
    ];
    return parts.join('');
}

function escapeAttribute(value: string): string {
    return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
