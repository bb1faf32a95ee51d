import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { type EditionCache, EditionCacheProvider } from './edition-cache';
import { type SiteContextValue, SiteProvider } from './site-context';

/**
 * What every server-rendered view sits in: react-router's `StaticRouter` at the request's URL,
 * with BASE_PATH as its basename (so `InternalLink` paths from `urls.to.*` get it prepended by `useHref`), the
 * site context (the facts views read) and the edition's caches (what pages share, apart from the facts).
 * The location is the URL's path only: pages are the same for every visitor.
 */
export function SiteRoot({
    site,
    cache,
    location,
    children,
}: {
    site: SiteContextValue;
    cache: EditionCache;
    location: string;
    children?: ReactNode;
}) {
    return (
        <StaticRouter location={location} basename={site.addresses.urls.basePath || '/'}>
            <SiteProvider value={site}>
                <EditionCacheProvider value={cache}>{children}</EditionCacheProvider>
            </SiteProvider>
        </StaticRouter>
    );
}
