import { LOCALE_ALIASES, type SupportedLocale } from './supported-locales';

/**
 * The territory each interface language is read in by default, for Open Graph's
 * `language_TERRITORY` locales (`og:locale`). Where Facebook, the main reader of these tags,
 * has its own convention it wins: Arabic is `ar_AR` and Filipino `tl_PH` in its list.
 * Decision 13 explains the choices.
 */
export const OPEN_GRAPH_LOCALES: Readonly<Record<SupportedLocale, string>> = {
    af: 'af_ZA',
    ar: 'ar_AR',
    az: 'az_AZ',
    be: 'be_BY',
    bg: 'bg_BG',
    bs: 'bs_BA',
    ca: 'ca_ES',
    cnr: 'cnr_ME',
    cs: 'cs_CZ',
    da: 'da_DK',
    de: 'de_DE',
    el: 'el_GR',
    en: 'en_US',
    es: 'es_ES',
    et: 'et_EE',
    fi: 'fi_FI',
    fil: 'tl_PH',
    fr: 'fr_FR',
    ga: 'ga_IE',
    he: 'he_IL',
    hi: 'hi_IN',
    hr: 'hr_HR',
    hu: 'hu_HU',
    id: 'id_ID',
    is: 'is_IS',
    it: 'it_IT',
    ja: 'ja_JP',
    kk: 'kk_KZ',
    ko: 'ko_KR',
    lb: 'lb_LU',
    lt: 'lt_LT',
    lv: 'lv_LV',
    mk: 'mk_MK',
    mt: 'mt_MT',
    nb: 'nb_NO',
    nl: 'nl_NL',
    pl: 'pl_PL',
    pt: 'pt_PT',
    'pt-BR': 'pt_BR',
    ro: 'ro_RO',
    ru: 'ru_RU',
    sk: 'sk_SK',
    sl: 'sl_SI',
    sq: 'sq_AL',
    sr: 'sr_RS',
    sv: 'sv_SE',
    sw: 'sw_KE',
    th: 'th_TH',
    tr: 'tr_TR',
    uk: 'uk_UA',
    ur: 'ur_PK',
    uz: 'uz_UZ',
    vi: 'vi_VN',
    'zh-CN': 'zh_CN',
    'zh-TW': 'zh_TW',
};

/** UN M.49 areas Facebook names with a pseudo-territory; any other area uses the language's default. */
const AREA_TERRITORIES: Readonly<Record<string, string>> = { 'es-419': 'es_LA' };

/** What Open Graph calls a language the product only knows by a wider name (Filipino's `fil`). */
const LANGUAGE_SPELLINGS: Readonly<Record<string, string>> = { fil: 'tl' };

const byLowercase = new Map(Object.entries(OPEN_GRAPH_LOCALES).map(([code, og]) => [code.toLowerCase(), og]));

/**
 * `og:locale` of any newsroom locale code, always `language_TERRITORY`:
 * - a code with a territory keeps it (`fr_BE` → `fr_BE`, `zh-Hant-HK` → `zh_HK`);
 * - a bare language, a script (`sr-Latn`) or an area (`es-419`) takes the table's territory
 *   (`fr` → `fr_FR`, `sr-Latn` → `sr_RS`, `es-419` → `es_LA`), through the aliases of docs/product-rules.md §8.5
 *   (`zh-hant` → `zh_TW`);
 * - a language the product has no catalogue for falls back to `en_US`, the default locale's.
 */
export function openGraphLocale(code: string): string {
    const parts = code.replace(/_/g, '-').split('-');
    const language = parts[0]!.toLowerCase();
    const territory = parts.slice(1).find((part) => /^[a-z]{2}$/i.test(part));
    if (territory) return `${LANGUAGE_SPELLINGS[language] ?? language}_${territory.toUpperCase()}`;
    const lower = parts.join('-').toLowerCase();
    const area = AREA_TERRITORIES[lower];
    if (area) return area;
    for (let length = parts.length; length > 0; length--) {
        const prefix = parts.slice(0, length).join('-').toLowerCase();
        const found = byLowercase.get((LOCALE_ALIASES[prefix] ?? prefix).toLowerCase());
        if (found) return found;
    }
    return OPEN_GRAPH_LOCALES.en;
}
