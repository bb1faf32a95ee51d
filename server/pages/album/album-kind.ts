import type { SiteUrls } from '../../../domain/urls';
import { sameContent } from '../../cache/content-diff';
import { galleryKey } from '../../cache/surrogate-keys';
import type { ContentSnapshot } from '../../content/content-snapshot';
import { groupEntries, type SitemapEntry } from '../../seo/sitemap-body';
import { noFeeds, type PageKind } from '../page-kind';
import { albumRoutes } from './album-page';

/** One public gallery's page (docs/product-rules.md §2.7). */
export const pageKind: PageKind = {
    answers: albumRoutes,
    sitemap: albumSitemap,
    // Each gallery that changed, appeared or went.
    changedKeys(before, after, keys) {
        const uuids = (snapshot: ContentSnapshot) => snapshot.galleries.all.map((gallery) => gallery.uuid);
        for (const uuid of new Set([...uuids(before), ...uuids(after)])) {
            if (!sameContent(before.galleries.byUuid(uuid), after.galleries.byUuid(uuid))) keys.add(galleryKey(uuid));
        }
    },
    feedsListing: noFeeds,
};

/** Each public gallery in every visible language. */
function albumSitemap(snapshot: ContentSnapshot, urls: SiteUrls): SitemapEntry[] {
    const languages = snapshot.languages.visible();
    return groupEntries(
        snapshot,
        snapshot.galleries.all.map((gallery) => ({
            versions: languages.map((language) => ({
                code: language.code,
                href: urls.absoluteUrls.gallery(language.code, gallery.uuid),
            })),
            lastmod: () => gallery.updated_at ?? gallery.created_at,
        })),
    );
}
