/**
 * Tags are free text typed by editors ("E-bikes", "CO₂", "Zürich", "الطاقة"); their pages need an
 * address. The slug keeps every script's letters, marks and digits, so no language is turned into
 * dashes or transliterated:
 *
 * 1. NFKC normalisation: compatibility forms fold into their plain letters ("CO₂" → "CO2",
 *    full-width "ＡＢＣ" → "ABC"), and composed and decomposed accents become one form;
 * 2. lower case, locale-independent (a URL must not depend on the server's locale);
 * 3. every run of anything but letters, combining marks and digits becomes one "-", and dashes
 *    at either end are dropped;
 * 4. at most 80 characters (cut at a dash when there is one near the end).
 *
 * Two tags with the same slug ("E-bikes", "e bikes") share one page. A tag with no letter or
 * digit at all ("!!!") has no slug and no page.
 */
export const TAG_SLUG_MAX_LENGTH = 80;

const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/gu;
/** What a slug looks like: words of letters, marks and digits joined by single dashes. */
const TAG_SLUG_PATTERN = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u;

export function tagSlug(tag: string): string {
    const slug = tag
        .normalize('NFKC')
        .toLowerCase()
        .replace(SEPARATORS, '-')
        .replace(/^-+|-+$/g, '');
    if (slug.length <= TAG_SLUG_MAX_LENGTH) return slug;
    const cut = [...slug].slice(0, TAG_SLUG_MAX_LENGTH).join('');
    const dash = cut.lastIndexOf('-');
    return (dash > TAG_SLUG_MAX_LENGTH / 2 ? cut.slice(0, dash) : cut).replace(/-+$/, '');
}

/**
 * Whether a path segment is a tag slug as `tagSlug` writes them: anything else (upper case,
 * spaces, double dashes, an overlong or non-normalised segment) names no tag page.
 */
export function isTagSlug(segment: string): boolean {
    return (
        segment.length > 0 &&
        segment.length <= TAG_SLUG_MAX_LENGTH * 2 &&
        TAG_SLUG_PATTERN.test(segment) &&
        tagSlug(segment) === segment
    );
}

/** A tag as pages show it: its name as editors wrote it and the address of its page. */
export interface LocalizedTag {
    name: string;
    slug: string;
}
