import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { type SiteContextValue, SiteProvider } from './site-context';

/**
 * What every server-rendered view sits in: react-router's `StaticRouter` at the request's URL,
 * with BASE_PATH as its basename (so `InternalLink` paths from `urls.to.*` get it prepended by `useHref`), and
 * the site context. The location is the URL's path only: pages are the same for every visitor.
 */
export function SiteRoot({
    site,
    location,
    children,
}: {
    site: SiteContextValue;
    location: string;
    children?: ReactNode;
}) {
    return (
        <StaticRouter location={location} basename={site.urls.basePath || '/'}>
            <SiteProvider value={site}>{children}</SiteProvider>
        </StaticRouter>
    );
}
