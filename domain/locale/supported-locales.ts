/** Interface languages we ship a catalogue for (docs/product-rules.md §9.14). Codes are ISO form: `pt-BR`, `zh-TW`. */
export const SUPPORTED_LOCALES = [
    'af',
    'ar',
    'az',
    'be',
    'bg',
    'bs',
    'ca',
    'cnr',
    'cs',
    'da',
    'de',
    'el',
    'en',
    'es',
    'et',
    'fi',
    'fil',
    'fr',
    'ga',
    'he',
    'hi',
    'hr',
    'hu',
    'id',
    'is',
    'it',
    'ja',
    'kk',
    'ko',
    'lb',
    'lt',
    'lv',
    'mk',
    'mt',
    'nb',
    'nl',
    'pl',
    'pt',
    'pt-BR',
    'ro',
    'ru',
    'sk',
    'sl',
    'sq',
    'sr',
    'sv',
    'sw',
    'th',
    'tr',
    'uk',
    'ur',
    'uz',
    'vi',
    'zh-CN',
    'zh-TW',
] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: SupportedLocale = 'en';

/** docs/product-rules.md §9.11: right-to-left languages. */
export const RTL_LANGUAGES = new Set(['ar', 'he', 'ur']);

/** docs/product-rules.md §8.5: region codes that map to another catalogue than their language part would. */
export const LOCALE_ALIASES: Readonly<Record<string, SupportedLocale>> = {
    'zh-hant': 'zh-TW',
    'zh-hk': 'zh-CN',
    'zh-hans': 'zh-CN',
    'zh-tw': 'zh-TW',
    'zh-cn': 'zh-CN',
    // Plain Chinese without a script or region: Simplified is the most widely read.
    zh: 'zh-CN',
    no: 'nb',
};

/**
 * docs/product-rules.md §9.12: when a newsroom has no plain `en` (or `fr`) language, these regional variants stand
 * in for it, in this order of preference.
 */
export const LANGUAGE_FALLBACKS: Readonly<Record<string, readonly string[]>> = {
    en: ['en-US', 'en-GB'],
    fr: ['fr-FR', 'fr-CA'],
};
