import { noContentOfItsOwn, noFeeds, noSitemapEntries, type PageKind } from '../page-kind';
import { searchRoutes } from './search-page';

/**
 * The full search results page. Never in the sitemap (result pages are endless variations of
 * the stories, not indexed); it shows stories, whose keys the story kind names.
 */
export const pageKind: PageKind = {
    answers: searchRoutes,
    sitemap: noSitemapEntries,
    changedKeys: noContentOfItsOwn,
    feedsListing: noFeeds,
};
