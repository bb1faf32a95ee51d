import type { ReactNode } from 'react';
import { Head } from '../head/Head';
import type { HeadData } from '../head/head-data';
import { IslandScripts } from '../islands/IslandScripts';
import { useSite } from '../site-context';
import type { DocumentAssets } from './document-assets';

/**
 * The whole HTML document (the doctype is the only text the renderer adds): charset and
 * viewport first, the page's head tags, the stylesheets, then the page and, after it, what
 * loads its islands. React escapes every attribute and text; nothing is built by hand.
 */
export function Document({ head, assets, children }: { head: HeadData; assets: DocumentAssets; children: ReactNode }) {
    const site = useSite();
    return (
        <html lang={site.language.htmlLang} dir={site.language.dir}>
            <head>
                <meta charSet="utf-8" />
                <meta name="viewport" content="width=device-width, initial-scale=1" />
                {site.addresses.consentCookieDomain ? (
                    <meta name="consent-cookie-domain" content={site.addresses.consentCookieDomain} />
                ) : null}
                <Head head={head} />
                {assets.stylesheet ? <link rel="stylesheet" href={assets.stylesheet} /> : null}
                <link rel="stylesheet" href={site.addresses.urls.themeCss(site.addresses.contentVersion)} />
            </head>
            <body className={`font-${site.settings.newsroom.theme.font}`}>
                {children}
                <IslandScripts assets={assets} />
            </body>
        </html>
    );
}
