import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { type EditionCache, type SharedHtml, useEditionCache } from '../edition-cache';
import {
    IslandCollector,
    IslandCollectorProvider,
    useIslandCollector,
    useStaticIslands,
} from '../islands/island-collector';
import { SiteRoot } from '../SiteRoot';
import { type SiteContextValue, useSite } from '../site-context';

type HostElement = 'article' | 'div' | 'footer';

interface SharedMarkupProps {
    /**
     * Names the markup among the site's shared parts, with everything it depends on beyond the
     * site context (which content version and language are): the link marked current, the year.
     */
    cacheKey: string;
    /** The element that holds the markup; it is rendered on every page, its content is not. */
    as: HostElement;
    className?: string;
    children: ReactNode;
}

/**
 * The content of `children`, rendered by React once per site version, language and `cacheKey`
 * and then reused as HTML by every page that shows it. The categories menu and the footer are
 * the same on every page of a language (a large share of a story page's render time: figures,
 * docs/benchmarks.md#figures-behind-the-codes-choices), and a story
 * card is the same in every list that shows it (decision 15). They hold no hydrated markup of their own, and the islands inside keep
 * working: each is hydrated from its own root, and their names travel with the markup.
 */
export function SharedMarkup({ cacheKey, as: Host, className, children }: SharedMarkupProps) {
    const site = useSite();
    const cache = useEditionCache();
    const collector = useIslandCollector();
    // The server-error page renders its islands as plain HTML; it is rare and must not depend on a cache.
    if (useStaticIslands()) return <Host className={className}>{children}</Host>;
    const shared = cache.sharedMarkup(`${site.language.languageCode}\u0000${cacheKey}`, () =>
        renderShared(children, site, cache),
    );
    for (const [name, strategy] of shared.islands) collector?.add(name, strategy);
    // biome-ignore lint/security/noDangerouslySetInnerHtml: markup React rendered from our own components
    return <Host className={className} dangerouslySetInnerHTML={{ __html: shared.html }} />;
}

/**
 * Renders shared markup on its own, inside the same router (at the home page: the markup does
 * not depend on the page's path), site context and edition cache as the page.
 */
function renderShared(children: ReactNode, site: SiteContextValue, cache: EditionCache): SharedHtml {
    const islands = new IslandCollector();
    const html = renderToString(
        <IslandCollectorProvider value={islands}>
            <SiteRoot site={site} cache={cache} location={site.addresses.urls.home(site.language.languageCode)}>
                {children}
            </SiteRoot>
        </IslandCollectorProvider>,
    );
    return { html, islands: [...islands.used] };
}
