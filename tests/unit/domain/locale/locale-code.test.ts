import { describe, expect, it, vi } from 'vitest';
import {
    assertSupportedLocale,
    directionOf,
    isRtl,
    resolveInterfaceLanguage,
    toHtmlLang,
    toUrlPrefix,
} from '../../../../domain/locale/locale-code';
import { SUPPORTED_LOCALES } from '../../../../domain/locale/supported-locales';

describe('assertSupportedLocale (docs/product-rules.md §5.1)', () => {
    it.each([
        ['en', 'en'],
        ['EN', 'en'],
        ['fr', 'fr'],
        ['pt-BR', 'pt-BR'],
        ['pt_BR', 'pt-BR'],
        ['pt-br', 'pt-BR'],
        ['zh-CN', 'zh-CN'],
        ['zh-TW', 'zh-TW'],
        ['fil', 'fil'],
        ['cnr', 'cnr'],
        // The aliases of docs/product-rules.md §8.5.
        ['zh-hant', 'zh-TW'],
        ['zh-Hant', 'zh-TW'],
        ['zh-hk', 'zh-CN'],
        // Region locales of a supported language use the language's catalogue.
        ['en-US', 'en'],
        ['en-GB', 'en'],
        ['fr-CA', 'fr'],
        ['es-419', 'es'],
        ['sr-Latn', 'sr'],
    ])('accepts %s as %s', (code, expected) => {
        expect(assertSupportedLocale(code)).toBe(expected);
    });

    it.each([
        '',
        'e',
        'english',
        'en-',
        'en-USAAA',
        'en US',
        '12',
        'e1',
        'en-us-x',
        'zh-Hant-TW',
        'de-Latn1',
        '../en',
        'en;drop',
        'ｅｎ',
    ])('rejects %j as invalid', (code) => {
        expect(() => assertSupportedLocale(code)).toThrow(new Error('Invalid locale code provided'));
    });

    it.each(['xx', 'tlh', 'xx-US', 'en-x', 'en-1', 'en-abc'])('rejects %s as unsupported', (code) => {
        expect(() => assertSupportedLocale(code)).toThrow(new Error('Unsupported locale code provided'));
    });

    it('supports every interface language in the list, which has about 55 entries', () => {
        expect(SUPPORTED_LOCALES.length).toBeGreaterThanOrEqual(49);
        for (const code of SUPPORTED_LOCALES) expect(assertSupportedLocale(code)).toBe(code);
    });
});

describe('resolveInterfaceLanguage (docs/product-rules.md §8.5, §9.13)', () => {
    it.each([
        ['en', 'en'],
        ['en_US', 'en'],
        ['en_GB', 'en'],
        ['fr_CA', 'fr'],
        ['fr_FR', 'fr'],
        ['pt_BR', 'pt-BR'],
        ['pt_PT', 'pt'],
        ['zh_Hant', 'zh-TW'],
        ['zh_HK', 'zh-CN'],
        ['zh_Hant_TW', 'zh-TW'],
        ['zh_Hans_CN', 'zh-CN'],
        ['nl_BE', 'nl'],
        ['ar', 'ar'],
        ['sr_Latn', 'sr'],
    ])('%s uses the %s catalogue without a warning', (code, expected) => {
        const warn = vi.fn();
        expect(resolveInterfaceLanguage(code, warn)).toBe(expected);
        expect(warn).not.toHaveBeenCalled();
    });

    it.each(['xx', 'tlh_KL', 'not a locale', ''])('falls back to en with a warning for %j', (code) => {
        const warn = vi.fn();
        expect(resolveInterfaceLanguage(code, warn)).toBe('en');
        expect(warn).toHaveBeenCalledOnce();
        expect(warn.mock.calls[0]?.[0]).toContain('falling back to "en"');
    });

    it('warns on the console by default', () => {
        const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
        expect(resolveInterfaceLanguage('xx')).toBe('en');
        expect(spy).toHaveBeenCalledOnce();
        spy.mockRestore();
    });
});

describe('direction (docs/product-rules.md §9.11)', () => {
    it.each([
        ['ar', 'rtl'],
        ['ar_EG', 'rtl'],
        ['he', 'rtl'],
        ['he_IL', 'rtl'],
        ['ur', 'rtl'],
        ['ur_PK', 'rtl'],
        ['en', 'ltr'],
        ['fa', 'ltr'],
        ['fr_CA', 'ltr'],
        ['zh_Hant_TW', 'ltr'],
    ])('%s is %s', (code, direction) => {
        expect(directionOf(code)).toBe(direction);
        expect(isRtl(code)).toBe(direction === 'rtl');
    });
});

describe('code forms', () => {
    it('turns newsroom codes into ISO codes and URL slugs', () => {
        expect(toHtmlLang('pt_BR')).toBe('pt-BR');
        expect(toHtmlLang('zh_Hant_TW')).toBe('zh-Hant-TW');
        expect(toUrlPrefix('pt_BR')).toBe('pt-br');
        expect(toUrlPrefix('en')).toBe('en');
    });
});
