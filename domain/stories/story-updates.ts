import type { Story } from '../content/story';

/** An edit counts as an update once it is more than this after publication (docs/product-rules.md §4.10). */
const UPDATE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * When the story was meaningfully updated, or null: its `updated_at`, when that is more than a
 * day after its publication. Edits on the day (typos, a picture swapped, a link fixed: most
 * stories are saved again within hours) and an embargoed story saved before its lift are part of
 * publishing it, not news to readers; a correction days later is.
 */
export function meaningfulUpdate(story: Pick<Story, 'published_at' | 'updated_at'>): string | null {
    if (!story.published_at) return null;
    const published = Date.parse(story.published_at);
    const updated = Date.parse(story.updated_at);
    return updated - published > UPDATE_AFTER_MS ? story.updated_at : null;
}
