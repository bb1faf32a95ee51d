import { pageCount, STORIES_PAGE_SIZE } from '../../../domain/stories/load-more';
import type { SiteUrls } from '../../../domain/urls';
import type { ContentSnapshot } from '../../content/content-snapshot';
import type { HubListingEntry } from '../../content/snapshot/hub-collection';
import { hubListingCards } from '../../render/story-cards';
import { hasPage } from '../../request-scope/page-query';
import type { HomeList } from './home-list';

/** A page of a hub's listing: its entries, and how many it has in all. */
export function hubListingPage(
    snapshot: ContentSnapshot,
    languageCode: string,
    page: number,
    pageSize = STORIES_PAGE_SIZE,
): { entries: readonly HubListingEntry[]; total: number } {
    const listing = snapshot.hub?.listing(languageCode) ?? [];
    const start = (page - 1) * pageSize;
    return { entries: listing.slice(start, start + pageSize), total: listing.length };
}

/**
 * The story list of a hub's home (docs/hub-newsrooms.md): its own stories and its members',
 * newest first, in pages of the site's size, without a highlighted story (a hub's markets each
 * highlight their own); `?page=N` without JavaScript, the load-more island with it.
 */
export function hubHomeList(
    snapshot: ContentSnapshot,
    urls: SiteUrls,
    where: { languageCode: string; page: number },
): HomeList | null {
    const { languageCode, page } = where;
    const { entries, total } = hubListingPage(snapshot, languageCode, page);
    if (!hasPage(page, total, STORIES_PAGE_SIZE)) return null;
    const pages = pageCount(total, STORIES_PAGE_SIZE);
    const home = urls.home(languageCode);
    return {
        pageCount: pages,
        stories: entries.flatMap((entry) => (entry.kind === 'own' ? [entry.story] : [])),
        props: {
            items: hubListingCards(snapshot, entries, languageCode),
            page,
            pageSize: STORIES_PAGE_SIZE,
            total,
            withHighlightedStory: false,
            hubListing: true,
            nextHref: page < pages ? urls.withPage(home, page + 1) : null,
            previousHref: page > 1 ? urls.withPage(home, page - 1) : null,
        },
    };
}
