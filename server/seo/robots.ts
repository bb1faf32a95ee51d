import type { Story } from '../../domain/content';
import { isIndexable } from '../../domain/stories/story-rules';

export const INDEX_FOLLOW = 'index, follow';
export const NOINDEX_NOFOLLOW = 'noindex, nofollow';

/** docs/product-rules.md §6.3: every page of a newsroom that is not indexable is noindex, nofollow. */
export function pageRobots(newsroomIsIndexable: boolean): string {
    return newsroomIsIndexable ? INDEX_FOLLOW : NOINDEX_NOFOLLOW;
}

/** docs/product-rules.md §6.3: a story is indexed and followed only when public in an indexable newsroom. */
export function storyRobots(story: Pick<Story, 'status' | 'visibility'>, newsroomIsIndexable: boolean): string {
    return isIndexable(story, newsroomIsIndexable) ? INDEX_FOLLOW : NOINDEX_NOFOLLOW;
}
