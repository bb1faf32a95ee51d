import { describe, expect, it } from 'vitest';
import { matchUrlPrefix, urlPrefixes } from '../../../../domain/locale/newsroom-locales';

const language = (code: string, isDefault = false) => ({ code, is_default: isDefault });

describe('URL prefixes (docs/product-rules.md §2.2)', () => {
    it('omits the default language and uses the shortest unambiguous lowercase slug', () => {
        const slugs = urlPrefixes([language('en', true), language('fr'), language('fr_CA'), language('pt_BR')]);
        expect(Object.fromEntries(slugs)).toEqual({ en: '', fr: 'fr', fr_CA: 'fr-ca', pt_BR: 'pt' });
    });

    it('keeps a single regional variant short', () => {
        const slugs = urlPrefixes([language('nl_BE', true), language('fr_BE'), language('de')]);
        expect(Object.fromEntries(slugs)).toEqual({ nl_BE: '', fr_BE: 'fr', de: 'de' });
    });
});

describe('matchUrlPrefix', () => {
    const newsroom = [language('en', true), language('fr'), language('ar'), language('de_DE'), language('de_AT')];

    it.each([
        // [segment, matched code, canonical slug]
        ['fr', 'fr', 'fr'],
        ['FR', 'fr', 'fr'],
        ['en', 'en', ''],
        ['ar', 'ar', 'ar'],
        ['de-de', 'de_DE', 'de-de'],
        ['de_AT', 'de_AT', 'de-at'],
        ['DE-AT', 'de_AT', 'de-at'],
        // Regional spellings of a language the newsroom has once.
        ['fr-fr', 'fr', 'fr'],
        ['fr_BE', 'fr', 'fr'],
        ['en-gb', 'en', ''],
        ['ar-eg', 'ar', 'ar'],
    ])('%s names %s (canonical prefix %j)', (segment, code, canonical) => {
        const match = matchUrlPrefix(segment, newsroom);
        expect(match?.language.code).toBe(code);
        expect(match?.canonicalPrefix).toBe(canonical);
    });

    it.each(['xx', 'nl', 'de', 'category', 'media', '', 'de-ch', 'de-facto', 'fr-story', 'en-1'])(
        'does not take %j as a locale',
        (segment) => {
            expect(matchUrlPrefix(segment, newsroom)).toBeNull();
        },
    );

    it('falls back from en to en-US, then en-GB (docs/product-rules.md §9.12)', () => {
        expect(matchUrlPrefix('en', [language('nl', true), language('en_GB'), language('en_US')])?.language.code).toBe(
            'en_US',
        );
        expect(matchUrlPrefix('en', [language('nl', true), language('en_GB')])?.language.code).toBe('en_GB');
    });

    it('falls back from fr to fr-FR, then fr-CA (docs/product-rules.md §9.12)', () => {
        expect(matchUrlPrefix('fr', [language('en', true), language('fr_CA'), language('fr_FR')])?.language.code).toBe(
            'fr_FR',
        );
        const canadian = matchUrlPrefix('fr', [language('en', true), language('fr_CA'), language('fr_BE')]);
        expect(canadian?.language.code).toBe('fr_CA');
        expect(canadian?.canonicalPrefix).toBe('fr-ca');
    });
});
