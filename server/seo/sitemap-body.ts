import { storyTranslationPath } from '../../domain/stories/story-translations';
import type { SiteUrls } from '../../domain/urls';
import { storyAbsoluteUrl } from '../../domain/urls';
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

const newest = (dates: (string | undefined)[]) =>
    dates.filter((date): date is string => Boolean(date)).sort((a, b) => b.localeCompare(a))[0];

/** One page in each of its language versions, with when each was last changed. */
interface PageGroup {
    versions: LanguageVersion[];
    lastmod: (code: string) => string | undefined;
}

/**
 * Every indexable URL: the home and media pages of each visible language, its categories with
 * stories and its tags, the public galleries and every listed story, each with its language
 * versions. A newsroom that is not indexable has none (docs/product-rules.md §6.3; robots.txt disallows all of it
 * too).
 */
export function sitemapEntries(snapshot: ContentSnapshot, urls: SiteUrls): SitemapEntry[] {
    if (!snapshot.newsroom.is_indexable) return [];
    const defaultCode = snapshot.languages.default.code;
    const groups = [
        homeGroup(snapshot, urls),
        ...galleryGroups(snapshot, urls),
        ...categoryGroups(snapshot, urls),
        ...tagGroups(snapshot, urls),
    ];
    const entries = groups.flatMap(({ versions, lastmod }) => {
        const alternates = versions.length > 1 ? hreflangAlternates(versions, defaultCode) : [];
        return versions.map((version) => ({ loc: version.href, lastmod: lastmod(version.code), alternates }));
    });
    return [...entries, ...storyEntries(snapshot, urls)];
}

/** The newest listed story of a language (of a category, when given) dates its list pages. */
function latestIn(snapshot: ContentSnapshot, code: string, filter: { categoryId?: number; tagSlug?: string } = {}) {
    return newest(snapshot.stories.listed(code, filter).map((story) => story.updated_at));
}

function homeGroup(snapshot: ContentSnapshot, urls: SiteUrls): PageGroup {
    return {
        versions: snapshot.languages
            .visible()
            .map((language) => ({ code: language.code, href: urls.absolute(language.code) })),
        lastmod: (code) => latestIn(snapshot, code),
    };
}

/** The media page (when there are galleries), then each public gallery, in every visible language. */
function galleryGroups(snapshot: ContentSnapshot, urls: SiteUrls): PageGroup[] {
    const languages = snapshot.languages.visible();
    const galleries = snapshot.galleries.all;
    if (galleries.length === 0) return [];
    const galleriesUpdated = newest(galleries.map((gallery) => gallery.updated_at ?? gallery.created_at));
    const media: PageGroup = {
        versions: languages.map((language) => ({ code: language.code, href: urls.absoluteUrls.media(language.code) })),
        lastmod: () => galleriesUpdated,
    };
    return [
        media,
        ...galleries.map((gallery) => ({
            versions: languages.map((language) => ({
                code: language.code,
                href: urls.absoluteUrls.gallery(language.code, gallery.uuid),
            })),
            lastmod: () => gallery.updated_at ?? gallery.created_at,
        })),
    ];
}

/** Each category with stories, in every visible language where it has stories. */
function categoryGroups(snapshot: ContentSnapshot, urls: SiteUrls): PageGroup[] {
    const languages = snapshot.languages.visible();
    const seen = new Set<number>();
    return languages.flatMap((language) =>
        snapshot.categories.withStories(language.code).flatMap((category) => {
            if (seen.has(category.id)) return [];
            seen.add(category.id);
            const source = snapshot.categories.byId(category.id)!;
            const versions = languages.flatMap((candidate) => {
                const localized = snapshot.categories.localize(source, candidate.code);
                return localized && localized.storyCount > 0
                    ? [{ code: candidate.code, href: urls.absoluteUrls.category(candidate.code, localized.slug) }]
                    : [];
            });
            return [{ versions, lastmod: (code: string) => latestIn(snapshot, code, { categoryId: category.id }) }];
        }),
    );
}

/** Each tag's page in every visible language whose stories carry it. */
function tagGroups(snapshot: ContentSnapshot, urls: SiteUrls): PageGroup[] {
    const languages = snapshot.languages.visible();
    const seen = new Set<string>();
    return languages.flatMap((language) =>
        snapshot.tags.inLanguage(language.code).flatMap((tag) => {
            if (seen.has(tag.slug)) return [];
            seen.add(tag.slug);
            const versions = languages
                .filter((candidate) => snapshot.tags.bySlug(candidate.code, tag.slug))
                .map((candidate) => ({ code: candidate.code, href: urls.absoluteUrls.tag(candidate.code, tag.slug) }));
            return [{ versions, lastmod: (code: string) => latestIn(snapshot, code, { tagSlug: tag.slug }) }];
        }),
    );
}

/** Every listed story at its own address, with the translations that exist. */
function storyEntries(snapshot: ContentSnapshot, urls: SiteUrls): SitemapEntry[] {
    const languages = snapshot.languages.visible();
    const defaultCode = snapshot.languages.default.code;
    return snapshot.stories.allListed().map((story) => {
        const versions = languages.flatMap((language) => {
            const href = storyTranslationPath(snapshot.stories, urls.absoluteUrls, story, language.code);
            return href ? [{ code: language.code, href }] : [];
        });
        return {
            loc: storyAbsoluteUrl(urls, story),
            lastmod: story.updated_at,
            alternates: versions.length > 1 ? hreflangAlternates(versions, defaultCode) : [],
        };
    });
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
