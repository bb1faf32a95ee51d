import { describe, expect, it } from 'vitest';
import { OPEN_GRAPH_LOCALES, openGraphLocale } from '../../../../domain/locale/open-graph-locale';
import { SUPPORTED_LOCALES } from '../../../../domain/locale/supported-locales';

const LANGUAGE_TERRITORY = /^[a-z]{2,3}_[A-Z]{2}$/;

describe('openGraphLocale: Open Graph language_TERRITORY form', () => {
    it('has an entry for every one of the interface languages, each language_TERRITORY', () => {
        expect(Object.keys(OPEN_GRAPH_LOCALES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
        for (const code of SUPPORTED_LOCALES) {
            expect(openGraphLocale(code), code).toMatch(LANGUAGE_TERRITORY);
            expect(openGraphLocale(code.replace('-', '_')), code).toBe(openGraphLocale(code));
        }
    });

    it.each([
        // Bare languages take their default territory (Facebook's pseudo-territories where it has one).
        ['en', 'en_US'],
        ['fr', 'fr_FR'],
        ['de', 'de_DE'],
        ['ar', 'ar_AR'],
        ['he', 'he_IL'],
        ['ur', 'ur_PK'],
        ['nb', 'nb_NO'],
        ['fil', 'tl_PH'],
        ['cnr', 'cnr_ME'],
        ['pt', 'pt_PT'],
        // Region locales keep their own territory, in upper case, underscore form.
        ['pt_BR', 'pt_BR'],
        ['pt-br', 'pt_BR'],
        ['fr_BE', 'fr_BE'],
        ['fr-CA', 'fr_CA'],
        ['en_GB', 'en_GB'],
        ['de-AT', 'de_AT'],
        ['ar-EG', 'ar_EG'],
        ['fil-PH', 'tl_PH'],
        ['zh_CN', 'zh_CN'],
        ['zh-TW', 'zh_TW'],
        ['zh-Hant-HK', 'zh_HK'],
        // The aliases of docs/product-rules.md §8.5, scripts and areas take a territory from the table.
        ['zh', 'zh_CN'],
        ['zh-hant', 'zh_TW'],
        ['zh-Hans', 'zh_CN'],
        ['no', 'nb_NO'],
        ['sr-Latn', 'sr_RS'],
        ['es-419', 'es_LA'],
        ['pt-150', 'pt_PT'],
        // A language without a catalogue: the default locale's.
        ['xx', 'en_US'],
    ])('%s → %s', (code, expected) => {
        expect(openGraphLocale(code)).toBe(expected);
        expect(openGraphLocale(code)).toMatch(LANGUAGE_TERRITORY);
    });
});
