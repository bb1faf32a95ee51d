import type { Story } from '../content/story';
import { isEmbargo } from './story-rules';

/**
 * When a story's embargo lifts, in epoch milliseconds: the publication time an embargoed story
 * carries (docs/product-rules.md §4.9). Null for a story under no embargo, or one with no time.
 */
export function embargoLiftsAt(story: Pick<Story, 'status' | 'published_at'>): number | null {
    if (!isEmbargo(story) || !story.published_at) return null;
    const at = Date.parse(story.published_at);
    return Number.isNaN(at) ? null : at;
}

/** Whether a story's embargo has lifted by `now`, whether or not its source has published it yet. */
export function embargoHasLifted(story: Pick<Story, 'status' | 'published_at'>, now: number): boolean {
    const at = embargoLiftsAt(story);
    return at !== null && at <= now;
}

/**
 * The story as it stands once its embargo has lifted: published, and public when its visibility
 * was the embargo's (a private or confidential story stays so).
 */
export function liftedEmbargo<T extends Pick<Story, 'status' | 'visibility'>>(story: T): T {
    return {
        ...story,
        status: 'published',
        visibility: story.visibility === 'embargo' ? 'public' : story.visibility,
    };
}
