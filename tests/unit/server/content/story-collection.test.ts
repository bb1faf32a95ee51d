import { describe, expect, it } from 'vitest';
import type { Story } from '../../../../domain/content';
import { StoryCollection } from '../../../../server/content/snapshot/story-collection';
import { fixtureStory } from '../../../helpers/fixture-newsroom';

/** Stories 1..count, story N published on day N, so the newest (highest id) comes first. */
function stories(count: number, pinned: number | null = null): Story[] {
    return Array.from(
        { length: count },
        (_, index) =>
            fixtureStory({
                id: index + 1,
                slug: `story-${index + 1}`,
                published_at: new Date(Date.UTC(2025, 0, 1 + index)).toISOString(),
                is_pinned: index + 1 === pinned,
                categories: index % 2 === 0 ? [{ id: 7 }] : [],
                tags: [],
            }) as unknown as Story,
    );
}

const ids = (list: readonly Story[]) => list.map((story) => story.id);

describe('StoryCollection pages without the highlighted story', () => {
    it('leaves the pinned story out of every page, wherever it falls, and counts it in the total', () => {
        const collection = new StoryCollection(stories(25, 14));
        expect(collection.highlighted('en')?.id).toBe(14);
        const pages = [1, 2, 3, 4].map((page) =>
            collection.page('en', { page, pageSize: 7, withHighlightedStory: true }),
        );
        expect(pages.map((page) => ids(page.stories))).toEqual([
            [25, 24, 23, 22, 21, 20, 19],
            [18, 17, 16, 15, 13, 12, 11],
            [10, 9, 8, 7, 6, 5, 4],
            [3, 2, 1],
        ]);
        expect(pages.every((page) => page.total === 25)).toBe(true);
    });

    it('leaves the newest story out when none is pinned, and keeps every story when not asked', () => {
        const collection = new StoryCollection(stories(10));
        expect(ids(collection.page('en', { page: 1, pageSize: 4, withHighlightedStory: true }).stories)).toEqual([
            9, 8, 7, 6,
        ]);
        expect(ids(collection.page('en', { page: 3, pageSize: 4, withHighlightedStory: true }).stories)).toEqual([1]);
        expect(ids(collection.page('en', { page: 1, pageSize: 4 }).stories)).toEqual([10, 9, 8, 7]);
    });

    it('pages a category without the highlighted story when it is among them, and as it is when it is not', () => {
        const inCategory = new StoryCollection(stories(9, 5)); // odd ids are in category 7
        expect(
            ids(inCategory.page('en', { page: 1, pageSize: 10, categoryId: 7, withHighlightedStory: true }).stories),
        ).toEqual([9, 7, 3, 1]);
        const outside = new StoryCollection(stories(9, 4));
        expect(
            ids(outside.page('en', { page: 1, pageSize: 10, categoryId: 7, withHighlightedStory: true }).stories),
        ).toEqual([9, 7, 5, 3, 1]);
    });

    it('answers from its own stories: a new snapshot with another pinned story highlights that one', () => {
        const before = new StoryCollection(stories(6, 2));
        expect(before.highlighted('en')?.id).toBe(2);
        expect(before.highlighted('en')?.id).toBe(2);
        const after = new StoryCollection(stories(6, 3));
        expect(after.highlighted('en')?.id).toBe(3);
        expect(ids(after.page('en', { page: 1, pageSize: 10, withHighlightedStory: true }).stories)).toEqual([
            6, 5, 4, 2, 1,
        ]);
        expect(before.highlighted('fr')).toBeNull();
    });
});
