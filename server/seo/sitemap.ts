import { storyTranslationPath } from '../../domain/stories/story-translations';
import type { SiteUrls } from '../../domain/urls';
import type { ContentSnapshot } from '../content/content-snapshot';
import { type HreflangLink, hreflangAlternates, type LanguageVersion } from './alternates';
import { storyAbsoluteUrl } from './story-links';
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

/**
 * Every indexable URL: the home and media pages of each visible language, its categories with
 * stories and its tags, the public galleries and every listed story, each with its language
 * versions. A newsroom that is not indexable has none (SPEC §6; robots.txt disallows all of it
 * too).
 */
export function sitemapEntries(snapshot: ContentSnapshot, urls: SiteUrls): SitemapEntry[] {
    if (!snapshot.newsroom.is_indexable) return [];
    const languages = snapshot.visibleLanguages();
    const defaultCode = snapshot.defaultLanguage.code;
    const entries: SitemapEntry[] = [];
    const addGroup = (versions: LanguageVersion[], lastmod: (code: string) => string | undefined) => {
        const alternates = versions.length > 1 ? hreflangAlternates(versions, defaultCode) : [];
        for (const version of versions) entries.push({ loc: version.href, lastmod: lastmod(version.code), alternates });
    };
    const latestIn = (code: string, categoryId?: number) =>
        newest(snapshot.listedStories(code, { categoryId }).map((story) => story.updated_at));

    addGroup(
        languages.map((language) => ({ code: language.code, href: urls.absolute(language.code) })),
        (code) => latestIn(code),
    );
    const galleries = snapshot.galleries();
    if (galleries.length > 0) {
        const galleriesUpdated = newest(galleries.map((gallery) => gallery.updated_at ?? gallery.created_at));
        addGroup(
            languages.map((language) => ({ code: language.code, href: urls.absoluteUrls.media(language.code) })),
            () => galleriesUpdated,
        );
    }
    for (const gallery of galleries) {
        addGroup(
            languages.map((language) => ({
                code: language.code,
                href: urls.absoluteUrls.gallery(language.code, gallery.uuid),
            })),
            () => gallery.updated_at ?? gallery.created_at,
        );
    }
    const seenCategories = new Set<number>();
    for (const language of languages) {
        for (const category of snapshot.categoriesWithStories(language.code)) {
            if (seenCategories.has(category.id)) continue;
            seenCategories.add(category.id);
            const source = snapshot.categoryById(category.id)!;
            const versions = languages.flatMap((candidate) => {
                const localized = snapshot.localizeCategory(source, candidate.code);
                return localized && localized.storyCount > 0
                    ? [
                          {
                              code: candidate.code,
                              href: urls.absoluteUrls.category(candidate.code, localized.slug),
                          },
                      ]
                    : [];
            });
            addGroup(versions, (code) => latestIn(code, category.id));
        }
    }
    for (const group of tagGroups(snapshot, urls)) addGroup(group.versions, group.lastmod);
    for (const story of snapshot.allListedStories()) {
        const versions = languages.flatMap((language) => {
            const href = storyTranslationPath(snapshot, urls.absoluteUrls, story, language.code);
            return href ? [{ code: language.code, href }] : [];
        });
        entries.push({
            loc: storyAbsoluteUrl(urls, story),
            lastmod: story.updated_at,
            alternates: versions.length > 1 ? hreflangAlternates(versions, defaultCode) : [],
        });
    }
    return entries;
}

/** Each tag's page in every visible language whose stories carry it. */
function tagGroups(snapshot: ContentSnapshot, urls: SiteUrls) {
    const languages = snapshot.visibleLanguages();
    const seen = new Set<string>();
    return languages.flatMap((language) =>
        snapshot.tags(language.code).flatMap((tag) => {
            if (seen.has(tag.slug)) return [];
            seen.add(tag.slug);
            const versions = languages
                .filter((candidate) => snapshot.tagBySlug(candidate.code, tag.slug))
                .map((candidate) => ({ code: candidate.code, href: urls.absoluteUrls.tag(candidate.code, tag.slug) }));
            const lastmod = (code: string) =>
                newest(snapshot.listedStories(code, { tagSlug: tag.slug }).map((story) => story.updated_at));
            return [{ versions, lastmod }];
        }),
    );
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
