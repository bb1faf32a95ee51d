import type { ContentSnapshot } from '../content/content-snapshot';
import { type HreflangLink, hreflangAlternates, type LanguageVersion } from './alternates';
import { xmlDocument } from './xml-document';

/** Search engines accept 50,000 URLs per sitemap; staying below leaves room for growth. */
export const SITEMAP_PART_SIZE = 45_000;

export interface SitemapEntry {
    loc: string;
    lastmod?: string;
    alternates: HreflangLink[];
}

/** One page in each of its language versions, with when each was last changed. */
export interface PageGroup {
    versions: LanguageVersion[];
    lastmod: (code: string) => string | undefined;
}

/** The entries of pages with language versions: one per version, each naming all of them. */
export function groupEntries(snapshot: ContentSnapshot, groups: readonly PageGroup[]): SitemapEntry[] {
    const defaultCode = snapshot.languages.default.code;
    return groups.flatMap(({ versions, lastmod }) => {
        const alternates = versions.length > 1 ? hreflangAlternates(versions, defaultCode) : [];
        return versions.map((version) => ({ loc: version.href, lastmod: lastmod(version.code), alternates }));
    });
}

/** The newest of some dates (ISO strings), undefined when there are none. */
export function newestDate(dates: (string | undefined)[]): string | undefined {
    return dates.filter((date): date is string => Boolean(date)).sort((a, b) => b.localeCompare(a))[0];
}

/** The newest listed story of a language (of a category or tag, when given) dates its list pages. */
export function latestIn(
    snapshot: ContentSnapshot,
    code: string,
    filter: { categoryId?: number; tagSlug?: string } = {},
): string | undefined {
    return newestDate(snapshot.stories.listed(code, filter).map((story) => story.updated_at));
}

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function sitemapDocument(entries: readonly SitemapEntry[]): string {
    return xmlDocument({
        urlset: {
            '@xmlns': SITEMAP_NAMESPACE,
            '@xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
            url: entries.map((entry) => ({
                loc: entry.loc,
                lastmod: entry.lastmod,
                'xhtml:link': entry.alternates.map((alternate) => ({
                    '@rel': 'alternate',
                    '@hreflang': alternate.hreflang,
                    '@href': alternate.href,
                })),
            })),
        },
    });
}

export function sitemapIndex(parts: readonly { loc: string; lastmod?: string }[]): string {
    return xmlDocument({
        sitemapindex: {
            '@xmlns': SITEMAP_NAMESPACE,
            sitemap: parts.map((part) => ({ loc: part.loc, lastmod: part.lastmod })),
        },
    });
}
