import type { SiteUrls } from '../../../domain/urls';
import { sameContent } from '../../cache/content-diff';
import { INDEX_KEY, MARKETS_KEY } from '../../cache/surrogate-keys';
import type { ContentSnapshot } from '../../content/content-snapshot';
import { groupEntries, type SitemapEntry } from '../../seo/sitemap-body';
import { noFeeds, type PageKind } from '../page-kind';
import { marketsRoutes } from './markets-page';

/**
 * The page of the hub's markets (docs/hub-newsrooms.md), in each language, on every site of a
 * hub: in the sitemap there, without feeds. The names and languages it shows are the market
 * switcher's too, which every page shows (server/cache/content-diff.ts evicts them all); what
 * only this page shows, a market's logo, is its own key.
 */
export const pageKind: PageKind = {
    answers: marketsRoutes,
    sitemap: marketsSitemap,
    changedKeys(before, after, keys) {
        if (!sameContent(shownMarkets(before), shownMarkets(after))) keys.add(MARKETS_KEY);
        // The page joins or leaves the sitemap.
        if (hasMarketsPage(before) !== hasMarketsPage(after)) keys.add(INDEX_KEY);
    },
    feedsListing: noFeeds,
};

const shownMarkets = (snapshot: ContentSnapshot) => snapshot.hub?.shownMarkets() ?? [];

/** Whether the site has the page: a hub with markets to choose between (the switcher's choices). */
const hasMarketsPage = (snapshot: ContentSnapshot) =>
    (snapshot.hub?.marketChoices(snapshot.languages.default.code).length ?? 0) > 0;

/** The page in each visible language, on a site that has it. */
function marketsSitemap(snapshot: ContentSnapshot, urls: SiteUrls): SitemapEntry[] {
    if (!hasMarketsPage(snapshot)) return [];
    const versions = snapshot.languages
        .visible()
        .map((language) => ({ code: language.code, href: urls.absoluteUrls.page(language.code, 'markets') }));
    return groupEntries(snapshot, [{ versions, lastmod: () => undefined }]);
}
