import { defineIsland } from '../../views/islands/define-island';
import LoadMoreLink from './component';
import type { Paging } from './fetch-page';

interface LoadMoreViewProps {
    kind: 'stories' | 'galleries';
    /** Where the list's paging stands; the page's language is added here. */
    state: Omit<Paging, 'localeCode'>;
    /** The id of the server-rendered `<ul>` the next pages are appended to, and its items' class. */
    listId: string;
    itemClassName: string;
    /** The link to the next page, which is all a visitor without JavaScript needs. */
    nextHref: string;
    loadMoreLabel: string;
    failedLabel: string;
}

/**
 * `<LoadMore … />`: the link to a paged list's next page, which, once the island wakes (when it
 * comes into view), appends the next pages to the list in place (docs/islands.md, Load more).
 */
export const LoadMore = defineIsland({
    name: 'load-more',
    hydrate: 'visible',
    component: LoadMoreLink,
    props: ({ language: { t, languageCode }, addresses: { urls } }, view: LoadMoreViewProps) => ({
        kind: view.kind,
        endpoint: urls.route(view.kind === 'stories' ? 'fetchStories' : 'fetchGalleries'),
        listId: view.listId,
        itemClassName: view.itemClassName,
        paging: { ...view.state, localeCode: languageCode },
        nextHref: view.nextHref,
        labels: { loadMore: view.loadMoreLabel, loading: t('home.loadingMore'), failed: view.failedLabel },
    }),
});
