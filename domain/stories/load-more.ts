/** Page sizes (docs/product-rules.md §9.1). */
export const STORIES_PAGE_SIZE = 12;
export const GALLERIES_PAGE_SIZE = 6;

/**
 * docs/product-rules.md §4.6: the number of pages a list has. When a highlighted story is shown separately it is
 * not part of the paged list, so it does not count.
 */
export function pageCount(totalItems: number, pageSize: number, hasHighlightedStory = false): number {
    const listed = Math.max(0, totalItems - (hasHighlightedStory ? 1 : 0));
    return Math.ceil(listed / pageSize);
}

/** docs/product-rules.md §4.6: more can be loaded while the current page is below the page count. */
export function canLoadMore(
    currentPage: number,
    totalItems: number,
    pageSize: number,
    hasHighlightedStory = false,
): boolean {
    return currentPage < pageCount(totalItems, pageSize, hasHighlightedStory);
}
