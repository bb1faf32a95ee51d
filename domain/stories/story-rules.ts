import type { Story, StoryStatus } from '../content/story';

/** docs/product-rules.md §4.1: a story counts as published only when its status is published. */
export function isPublished(story: { status: StoryStatus }): boolean {
    return story.status === 'published';
}

/** docs/product-rules.md §4.1: a story counts as embargo when its status is embargo. */
export function isEmbargo(story: { status: StoryStatus }): boolean {
    return story.status === 'embargo';
}

/** Listed in the newsroom, its feeds, sitemap, search and JSON: published and public only. */
export function isListed(story: Pick<Story, 'status' | 'visibility'>): boolean {
    return isPublished(story) && story.visibility === 'public';
}

/**
 * Reachable by its URL. Published stories of every visibility are (private and confidential
 * ones are shared by link); embargoed stories are too, because journalists receive their link
 * in a press mailing before the embargo lifts. They carry a notice and are never indexed.
 * Drafts, scheduled and uninitialised stories do not exist for the public.
 */
export function isReachable(story: Pick<Story, 'status'>): boolean {
    return isPublished(story) || isEmbargo(story);
}

/** docs/product-rules.md §6.3: indexed and followed only when the newsroom is indexable and the story public. */
export function isIndexable(story: Pick<Story, 'status' | 'visibility'>, newsroomIsIndexable: boolean): boolean {
    return newsroomIsIndexable && isListed(story);
}

/**
 * Whether a story may be shared: listed stories only. Private, confidential and embargoed ones
 * tell the reader not to share them, so nothing offers to (no share bar, copy link or oEmbed
 * card; decision 2).
 */
export function isShareable(story: Pick<Story, 'status' | 'visibility'>): boolean {
    return isListed(story);
}

/** Which notice a story carries on its page and in its media kit's README, if any. */
export type StoryNoticeKind = 'embargo' | 'private' | 'confidential';

export function storyNoticeKind(story: Pick<Story, 'status' | 'visibility'>): StoryNoticeKind | null {
    if (isEmbargo(story)) return 'embargo';
    if (story.visibility === 'private' || story.visibility === 'confidential') return story.visibility;
    return null;
}
