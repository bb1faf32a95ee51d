import type { SiteUrls } from '../../../domain/urls';
import { GALLERIES_KEY, INDEX_KEY } from '../../cache/surrogate-keys';
import type { ContentSnapshot } from '../../content/content-snapshot';
import { groupEntries, newestDate, type SitemapEntry } from '../../seo/sitemap-body';
import { noFeeds, type PageKind } from '../page-kind';
import { mediaRoutes } from './media-page';

const uuids = (snapshot: ContentSnapshot) => snapshot.galleries.all.map((gallery) => gallery.uuid);

/** The media page (docs/product-rules.md §2.7): the public galleries, six a page. */
export const pageKind: PageKind = {
    answers: mediaRoutes,
    sitemap: mediaSitemap,
    // The list of public galleries: its members or their order (each gallery is the album kind's).
    changedKeys(before, after, keys) {
        if (uuids(before).join(' ') === uuids(after).join(' ')) return;
        keys.add(GALLERIES_KEY);
        keys.add(INDEX_KEY);
    },
    feedsListing: noFeeds,
};

/** The media page in every visible language, when there are galleries, dated by the newest. */
function mediaSitemap(snapshot: ContentSnapshot, urls: SiteUrls): SitemapEntry[] {
    const galleries = snapshot.galleries.all;
    if (galleries.length === 0) return [];
    const updated = newestDate(galleries.map((gallery) => gallery.updated_at ?? gallery.created_at));
    const versions = snapshot.languages
        .visible()
        .map((language) => ({ code: language.code, href: urls.absoluteUrls.media(language.code) }));
    return groupEntries(snapshot, [{ versions, lastmod: () => updated }]);
}
