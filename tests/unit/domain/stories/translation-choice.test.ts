import { describe, expect, it } from 'vitest';
import { STORY_STATUSES, STORY_VISIBILITIES, type StoryVisibility } from '../../../../domain/content';
import { isUsableTranslation } from '../../../../domain/stories/translation-choice';

/**
 * docs/product-rules.md §4.2, written out pair by pair (story visibility → translation visibility → accepted?),
 * not derived from the implementation's table.
 */
const ACCEPTED: [StoryVisibility, StoryVisibility, boolean][] = [
    ['embargo', 'embargo', true],
    ['embargo', 'public', true],
    ['embargo', 'private', false],
    ['embargo', 'confidential', false],
    ['private', 'private', true],
    ['private', 'public', true],
    ['private', 'embargo', false],
    ['private', 'confidential', false],
    ['confidential', 'confidential', true],
    ['confidential', 'private', true],
    ['confidential', 'public', true],
    ['confidential', 'embargo', false],
    ['public', 'public', true],
    ['public', 'embargo', false],
    ['public', 'private', false],
    ['public', 'confidential', false],
];

describe('translation choice (docs/product-rules.md §4.2)', () => {
    it('covers all 16 visibility pairs', () => {
        const pairs = new Set(ACCEPTED.map(([story, translation]) => `${story}/${translation}`));
        expect(pairs.size).toBe(STORY_VISIBILITIES.length ** 2);
    });

    const cases = ACCEPTED.flatMap(([story, translation, accepted]) =>
        STORY_STATUSES.map((status) => ({
            story,
            translation,
            status,
            usable: accepted && status === 'published',
        })),
    );

    it.each(cases)('a $story story with a $status $translation translation: usable=$usable', (row) => {
        expect(isUsableTranslation(row.story, { status: row.status, visibility: row.translation })).toBe(row.usable);
    });
});
