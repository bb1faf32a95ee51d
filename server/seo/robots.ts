export const INDEX_FOLLOW = 'index, follow';
export const NOINDEX_NOFOLLOW = 'noindex, nofollow';

/** docs/product-rules.md §6.3: every page of a newsroom that is not indexable is noindex, nofollow. */
export function pageRobots(newsroomIsIndexable: boolean): string {
    return newsroomIsIndexable ? INDEX_FOLLOW : NOINDEX_NOFOLLOW;
}
