import { describe, expect, it } from 'vitest';
import { isTagSlug, TAG_SLUG_MAX_LENGTH, tagSlug } from '../../../../domain/content/tag';

describe('tagSlug', () => {
    it.each([
        ['E-bikes', 'e-bikes'],
        ['  Battery   swapping ', 'battery-swapping'],
        ['CO₂', 'co2'],
        ['Zürich', 'zürich'],
        ['Zu\u0308rich', 'zürich'],
        ['Fête du vélo', 'fête-du-vélo'],
        ['Auvergne-Rhône-Alpes', 'auvergne-rhône-alpes'],
        ['دبي', 'دبي'],
        ['München', 'münchen'],
        ['ＡＢＣ', 'abc'],
        ['R&D / Innovation', 'r-d-innovation'],
        ['東京', '東京'],
        ['हिन्दी समाचार', 'हिन्दी-समाचार'],
        ['!!!', ''],
        ['', ''],
    ])('%j → %j', (tag, slug) => {
        expect(tagSlug(tag)).toBe(slug);
    });

    it('cuts long tags at a dash, within the maximum', () => {
        const slug = tagSlug('word '.repeat(40));
        expect([...slug].length).toBeLessThanOrEqual(TAG_SLUG_MAX_LENGTH);
        expect(slug.endsWith('-')).toBe(false);
        expect(isTagSlug(slug)).toBe(true);
    });
});

describe('isTagSlug', () => {
    it.each([
        ['e-bikes', true],
        ['zürich', true],
        ['دبي', true],
        ['E-bikes', false],
        ['e--bikes', false],
        ['-e-bikes', false],
        ['e bikes', false],
        ['zu\u0308rich', false],
        ['', false],
        ['a'.repeat(TAG_SLUG_MAX_LENGTH * 2 + 1), false],
        ['../etc', false],
    ])('%j → %s', (segment, expected) => {
        expect(isTagSlug(segment)).toBe(expected);
    });
});
