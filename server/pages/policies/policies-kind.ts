import { noContentOfItsOwn, noFeeds, noSitemapEntries, type PageKind } from '../page-kind';
import { policyRoutes } from './policy-pages';

/**
 * The privacy and cookie policies: not in the sitemap (they are the newsroom's legal text, not
 * its news); their text is the newsroom's, whose changes every page's `site` key follows.
 */
export const pageKind: PageKind = {
    answers: policyRoutes,
    sitemap: noSitemapEntries,
    changedKeys: noContentOfItsOwn,
    feedsListing: noFeeds,
};
