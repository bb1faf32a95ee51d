import { languageOf, toHtmlLang, toUrlPrefix } from './locale-code';
import { LANGUAGE_FALLBACKS } from './supported-locales';

interface LanguageLike {
    code: string;
    is_default: boolean;
}

/**
 * docs/product-rules.md §2.2: the URL prefix of each newsroom language. The default language has none; the others
 * use the shortest unambiguous lowercase slug: `fr` when the newsroom has one French, `fr-ca`
 * when it has several.
 */
export function urlPrefixes(languages: readonly LanguageLike[]): Map<string, string> {
    const perLanguage = new Map<string, number>();
    for (const { code } of languages) perLanguage.set(languageOf(code), (perLanguage.get(languageOf(code)) ?? 0) + 1);
    const slugs = new Map<string, string>();
    for (const language of languages) {
        if (language.is_default) slugs.set(language.code, '');
        else
            slugs.set(
                language.code,
                perLanguage.get(languageOf(language.code)) === 1
                    ? languageOf(language.code)
                    : toUrlPrefix(language.code),
            );
    }
    return slugs;
}

/** A language with a region or script (`fr-fr`, `sr-latn`, `es-419`), never a word like `de-facto`. */
const REGIONAL_SLUG = /^([a-z]{2,3})-(?:[a-z]{2}|[a-z]{4}|\d{3})$/;

export interface UrlPrefixMatch<T> {
    language: T;
    /** The prefix this language is served under; a request with any other prefix is redirected. */
    canonicalPrefix: string;
}

/**
 * Finds the newsroom language a URL prefix names, whether or not it is the canonical spelling:
 * an exact code (`fr-ca`, `FR_CA`), a bare language with one variant (`fr`), or the fallbacks of
 * docs/product-rules.md §9.12 (`en` → en-US, then en-GB).
 */
export function matchUrlPrefix<T extends LanguageLike>(
    segment: string,
    languages: readonly T[],
): UrlPrefixMatch<T> | null {
    const wanted = toUrlPrefix(segment);
    // The default language's prefix is empty, but an empty segment names no language.
    if (!wanted) return null;
    const slugs = urlPrefixes(languages);
    const byFullSlug = languages.find((language) => toUrlPrefix(language.code) === wanted);
    const candidates = byFullSlug
        ? [byFullSlug]
        : [
              ...(LANGUAGE_FALLBACKS[wanted] ?? []).flatMap((code) =>
                  languages.filter((l) => toHtmlLang(l.code).toLowerCase() === code.toLowerCase()),
              ),
              ...languages.filter((language) => slugs.get(language.code) === wanted),
          ];
    // A regional spelling of a language the newsroom has once (`fr-fr`, `en-gb` for plain `en`).
    const regional = REGIONAL_SLUG.exec(wanted);
    if (regional) {
        const [, base] = regional;
        candidates.push(
            ...languages.filter((language) => toUrlPrefix(language.code) === base || slugs.get(language.code) === base),
        );
    }
    const language = candidates[0];
    if (!language) return null;
    return { language, canonicalPrefix: slugs.get(language.code)! };
}
