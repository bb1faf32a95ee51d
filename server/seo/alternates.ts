import { languageOf, toHtmlLang } from '../../domain/locale/locale-code';

/** One language version of a page: its newsroom locale code and absolute URL. */
export interface LanguageVersion {
    code: string;
    href: string;
}

export interface HreflangLink {
    hreflang: string;
    href: string;
}

/**
 * hreflang links for a page's language versions: one per version, a language-only alias when
 * that language has a single regional version (`fr` for `fr-BE` when it is the only French),
 * and `x-default` to English, else the default language (docs/product-rules.md §9.15), when that version exists.
 */
export function hreflangAlternates(versions: readonly LanguageVersion[], defaultCode: string): HreflangLink[] {
    const links: HreflangLink[] = versions.map((version) => ({
        hreflang: toHtmlLang(version.code),
        href: version.href,
    }));
    const byLanguage = new Map<string, LanguageVersion[]>();
    for (const version of versions) {
        const language = languageOf(version.code);
        byLanguage.set(language, [...(byLanguage.get(language) ?? []), version]);
    }
    for (const [language, group] of byLanguage) {
        const only = group[0]!;
        if (group.length === 1 && toHtmlLang(only.code).toLowerCase() !== language) {
            links.push({ hreflang: language, href: only.href });
        }
    }
    const fallback =
        versions.find((version) => version.code === 'en') ??
        versions.find((version) => languageOf(version.code) === 'en') ??
        versions.find((version) => version.code === defaultCode);
    if (fallback) links.push({ hreflang: 'x-default', href: fallback.href });
    return links;
}
