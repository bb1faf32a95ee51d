import type { Story } from '../../../domain/content';
import { pageCount, STORIES_PAGE_SIZE } from '../../../domain/stories/load-more';
import type { SiteUrls } from '../../../domain/urls';
import type { StoryListProps } from '../../../views/components/StoryList';
import type { ContentSnapshot } from '../../content/content-snapshot';
import { storyCards } from '../../render/story-cards';
import { hasPage } from '../../request-scope/page-query';

/**
 * The two story lists of the home page (docs/product-rules.md §2.6). "Latest stories" leaves out the highlighted
 * story shown above it; "All stories" is the whole archive, the highlighted story included. Each
 * pages on its own, with the arithmetic of docs/product-rules.md §4.6: more while the page is below
 * ceil((total − 1 if the highlighted story is left out) / page size).
 */
export type HomeListKind = 'latest' | 'all';

/** `?list=all` names the "All stories" list; no parameter, the latest stories. */
export function parseHomeList(value: unknown): HomeListKind | null {
    if (value === undefined) return 'latest';
    return value === 'all' ? 'all' : null;
}

/** The URL of a page of a home list: `/?page=2`, `/?list=all&page=2`; page 1 of both is the home page. */
export function homeListHref(home: string, kind: HomeListKind, page: number): string {
    if (page <= 1) return home;
    const query = kind === 'all' ? `list=all&page=${page}` : `page=${page}`;
    return `${home}${home.includes('?') ? '&' : '?'}${query}`;
}

export interface HomeList {
    props: StoryListProps;
    pageCount: number;
    /** The stories the page shows, for its surrogate keys. */
    stories: readonly Story[];
}

/** One page of a home list, or null when the list has no such page. */
export function homeList(
    snapshot: ContentSnapshot,
    urls: SiteUrls,
    where: { languageCode: string; kind: HomeListKind; page: number },
): HomeList | null {
    const { languageCode, kind, page } = where;
    const withHighlightedStory = kind === 'latest' && snapshot.stories.highlighted(languageCode) !== null;
    const result = snapshot.stories.page(languageCode, { page, pageSize: STORIES_PAGE_SIZE, withHighlightedStory });
    if (!hasPage(page, result.total, STORIES_PAGE_SIZE, withHighlightedStory)) return null;
    const pages = pageCount(result.total, STORIES_PAGE_SIZE, withHighlightedStory);
    const home = urls.home(languageCode);
    return {
        pageCount: pages,
        stories: result.stories,
        props: {
            items: storyCards(snapshot, result.stories, languageCode),
            page,
            pageSize: STORIES_PAGE_SIZE,
            total: result.total,
            withHighlightedStory,
            nextHref: page < pages ? homeListHref(home, kind, page + 1) : null,
            previousHref: page > 1 ? homeListHref(home, kind, page - 1) : null,
        },
    };
}
