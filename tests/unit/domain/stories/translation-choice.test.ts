import { describe, expect, it } from 'vitest';
import { STORY_STATUSES, STORY_VISIBILITIES, type StoryVisibility } from '../../../../domain/content';
import { isUsableTranslation, translationIn, usableTranslations } from '../../../../domain/stories/translation-choice';

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

    it('keeps the usable translations in their order', () => {
        const translations = [
            { id: 'a', status: 'published', visibility: 'private' },
            { id: 'b', status: 'draft', visibility: 'public' },
            { id: 'c', status: 'published', visibility: 'public' },
            { id: 'd', status: 'embargo', visibility: 'embargo' },
        ] as const;
        expect(usableTranslations({ visibility: 'private' }, translations).map((t) => t.id)).toEqual(['a', 'c']);
        expect(usableTranslations({ visibility: 'public' }, translations).map((t) => t.id)).toEqual(['c']);
    });

    it('finds the usable translation in one language, else null (link the home page instead)', () => {
        const translations = [
            { culture: { code: 'fr' }, status: 'published', visibility: 'public' },
            { culture: { code: 'de' }, status: 'published', visibility: 'private' },
            { culture: { code: 'nl' }, status: 'scheduled', visibility: 'public' },
        ] as const;
        expect(translationIn({ visibility: 'public' }, translations, 'fr')?.culture.code).toBe('fr');
        expect(translationIn({ visibility: 'public' }, translations, 'de')).toBeNull();
        expect(translationIn({ visibility: 'private' }, translations, 'de')?.culture.code).toBe('de');
        expect(translationIn({ visibility: 'confidential' }, translations, 'nl')).toBeNull();
        expect(translationIn({ visibility: 'public' }, translations, 'ar')).toBeNull();
    });
});
