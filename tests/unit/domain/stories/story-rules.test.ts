import { describe, expect, it } from 'vitest';
import { STORY_STATUSES, STORY_VISIBILITIES } from '../../../../domain/content';
import { isEmbargo, isIndexable, isListed, isPublished, isReachable } from '../../../../domain/stories/story-rules';

const everyPair = STORY_STATUSES.flatMap((status) => STORY_VISIBILITIES.map((visibility) => ({ status, visibility })));

describe('story rules (docs/product-rules.md §4.1, §6.3) for every status × visibility', () => {
    it.each(everyPair)('$status / $visibility', ({ status, visibility }) => {
        const story = { status, visibility };
        expect(isPublished(story)).toBe(status === 'published');
        expect(isEmbargo(story)).toBe(status === 'embargo');
        // Listed (home, categories, feeds): published and public only.
        expect(isListed(story)).toBe(status === 'published' && visibility === 'public');
        // Reachable by URL: published (any visibility) and embargoed; never drafts or scheduled.
        expect(isReachable(story)).toBe(status === 'published' || status === 'embargo');
        // Indexed only when the newsroom is indexable and the story is published and public.
        expect(isIndexable(story, true)).toBe(status === 'published' && visibility === 'public');
        expect(isIndexable(story, false)).toBe(false);
    });
});
