import type { ContentSnapshot } from '../content/content-snapshot';

/**
 * Where a category or tag slug leads when the page's language has none: another newsroom
 * language that has it, so the page and its feed redirect there (302) like a story under the
 * wrong prefix (docs/decisions/0005-urls-that-name-no-page.md). Undefined when no language has
 * it: the not-found page.
 */
export function categoryLanguageElsewhere(
    snapshot: ContentSnapshot,
    localeCode: string,
    slug: string,
): string | undefined {
    const codes = new Set(snapshot.categoryLocalesBySlug(slug).map((found) => found.localeCode));
    return firstOtherLanguage(snapshot, localeCode, (code) => codes.has(code));
}

/** A tag slug is the same in every language; its pages are where listed stories carry it. */
export function tagLanguageElsewhere(snapshot: ContentSnapshot, localeCode: string, slug: string): string | undefined {
    return firstOtherLanguage(snapshot, localeCode, (code) => snapshot.tagBySlug(code, slug) !== undefined);
}

/** The default language first, then the others in the newsroom's order. */
function firstOtherLanguage(
    snapshot: ContentSnapshot,
    localeCode: string,
    has: (code: string) => boolean,
): string | undefined {
    const candidates = [snapshot.defaultLanguage, ...snapshot.languages];
    return candidates.find((language) => language.code !== localeCode && has(language.code))?.code;
}
