import {
    DEFAULT_LOCALE,
    LOCALE_ALIASES,
    RTL_LANGUAGES,
    SUPPORTED_LOCALES,
    type SupportedLocale,
} from './supported-locales';

/** docs/product-rules.md §5.1: two or three letters, optionally a dash and 1 to 4 letters or digits. */
const LOCALE_CODE_PATTERN = /^[a-z]{2,3}(-[a-z0-9]{1,4})?$/i;

const supportedByLowercase = new Map<string, SupportedLocale>(
    SUPPORTED_LOCALES.map((code) => [code.toLowerCase(), code]),
);

/** `pt_BR` → `pt-BR`. Newsroom languages use underscores, URLs and HTML use dashes. */
export function toHtmlLang(code: string): string {
    return code.replace(/_/g, '-');
}

/** The lowercase URL form of a locale code: `pt_BR` → `pt-br`. */
export function toUrlPrefix(code: string): string {
    return toHtmlLang(code).toLowerCase();
}

export function languageOf(code: string): string {
    return toHtmlLang(code).split('-')[0]!.toLowerCase();
}

export function isRtl(code: string): boolean {
    return RTL_LANGUAGES.has(languageOf(code));
}

export function directionOf(code: string): 'ltr' | 'rtl' {
    return isRtl(code) ? 'rtl' : 'ltr';
}

/**
 * Validates a locale code against docs/product-rules.md §5.1 and returns the supported interface language it names.
 * Throws 'Invalid locale code provided' for a malformed code and 'Unsupported locale code
 * provided' for a well-formed code we have no catalogue for. Region locales of a supported
 * language (`fr-CA`, `en-US`, `es-419`, `sr-Latn`: the region locales of docs/product-rules.md §9.14) are
 * supported and use their language's catalogue.
 */
export function assertSupportedLocale(code: string): SupportedLocale {
    const iso = toHtmlLang(code);
    if (!LOCALE_CODE_PATTERN.test(iso)) throw new Error('Invalid locale code provided');
    const exact = catalogueFor(iso);
    if (exact) return exact;
    const [language = '', region = ''] = iso.split('-');
    const byLanguage = REGION_PATTERN.test(region) ? catalogueFor(language) : undefined;
    if (!byLanguage) throw new Error('Unsupported locale code provided');
    return byLanguage;
}

/**
 * The catalogue to use for any locale code a newsroom may have: the exact locale or an alias
 * (zh-hant → zh-TW, zh-hk → zh-CN), then shorter and shorter prefixes (zh-Hant-TW → zh-hant →
 * zh-TW, fr-CA → fr), else the default 'en' with a console warning (docs/product-rules.md §8.5).
 */
export function resolveInterfaceLanguage(
    code: string,
    warn: (message: string) => void = console.warn,
): SupportedLocale {
    const parts = toHtmlLang(code).split('-');
    for (let length = parts.length; length > 0; length--) {
        const found = catalogueFor(parts.slice(0, length).join('-'));
        if (found) return found;
    }
    warn(`Unsupported locale "${code}", falling back to "${DEFAULT_LOCALE}"`);
    return DEFAULT_LOCALE;
}

/** ISO 3166 region (two letters), UN M.49 area (three digits) or ISO 15924 script (four letters). */
const REGION_PATTERN = /^([a-z]{2}|\d{3}|[a-z]{4})$/i;

function catalogueFor(htmlLang: string): SupportedLocale | undefined {
    const lower = htmlLang.toLowerCase();
    return LOCALE_ALIASES[lower] ?? supportedByLowercase.get(lower);
}
