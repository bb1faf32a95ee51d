import { noContentOfItsOwn, noFeeds, noSitemapEntries, type PageKind } from '../page-kind';
import { aboutRoutes } from './about-page';

/**
 * The company's about page. Not in the sitemap, as today; it shows the company information
 * (the language's key) and the contacts (the contacts kind's key).
 */
export const pageKind: PageKind = {
    answers: aboutRoutes,
    sitemap: noSitemapEntries,
    changedKeys: noContentOfItsOwn,
    feedsListing: noFeeds,
};
