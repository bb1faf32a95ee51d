import type { SiteUrls } from '../../domain/urls';
import type { ContentSnapshot } from '../content/content-snapshot';
import { storyTranslationPath } from '../routes/story-translations';
import { type HreflangLink, hreflangAlternates, type LanguageVersion } from './alternates';
import { storyAbsoluteUrl } from './story-links';
import { element } from './xml';

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
 * stories, the public galleries and every listed story, each with its language versions. A
 * newsroom that is not indexable has none (SPEC §6; robots.txt disallows all of it too).
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

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>';

export function sitemapDocument(entries: readonly SitemapEntry[]): string {
    const urls = entries.map((entry) =>
        [
            '<url>',
            element('loc', entry.loc),
            entry.lastmod ? element('lastmod', entry.lastmod) : '',
            ...entry.alternates.map((alternate) =>
                element('xhtml:link', null, { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href }),
            ),
            '</url>',
        ].join(''),
    );
    return [
        HEADER,
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...urls,
        '</urlset>',
        '',
    ].join('\n');
}

export function sitemapIndex(parts: readonly { loc: string; lastmod?: string }[]): string {
    const items = parts.map(
        (part) =>
            `<sitemap>${element('loc', part.loc)}${part.lastmod ? element('lastmod', part.lastmod) : ''}</sitemap>`,
    );
    return [
        HEADER,
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...items,
        '</sitemapindex>',
        '',
    ].join('\n');
}
