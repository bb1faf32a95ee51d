import type { Story } from '../../domain/content';
import type { SiteUrls } from '../../domain/urls';
import { storyAbsoluteUrl } from '../../domain/urls';
import type { ContentSnapshot } from '../content/content-snapshot';
import { xmlDocument } from './xml-document';

/** Google News takes articles of the last two days… */
export const NEWS_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
/** …and at most 1,000 of them per news sitemap. */
export const NEWS_SITEMAP_LIMIT = 1000;

export const NEWS_NAMESPACE = 'http://www.google.com/schemas/sitemap-news/0.9';

export interface NewsEntry {
    loc: string;
    publicationName: string;
    language: string;
    publishedAt: string;
    title: string;
    keywords: readonly string[];
}

/**
 * Google News wants an ISO 639 language code, except for Chinese, which it tells apart by
 * script: `zh-cn` (simplified) and `zh-tw` (traditional, also for Hong Kong).
 */
export function newsLanguage(languageCode: string): string {
    const [language = '', region = ''] = languageCode.toLowerCase().split(/[_-]/);
    if (language !== 'zh') return language;
    return region === 'tw' || region === 'hk' || region === 'hant' ? 'zh-tw' : 'zh-cn';
}

/** Listed stories published within the window before `now` (never later), newest first. */
export function newsStories(snapshot: ContentSnapshot, now: Date, limit = NEWS_SITEMAP_LIMIT): Story[] {
    const latest = now.getTime();
    const earliest = latest - NEWS_WINDOW_MS;
    const found: Story[] = [];
    for (const story of snapshot.stories.allListed()) {
        const published = Date.parse(story.published_at ?? '');
        if (Number.isNaN(published) || published > latest) continue;
        // Newest first: past the window, nothing older can be in it.
        if (published < earliest || found.length >= limit) break;
        found.push(story);
    }
    return found;
}

export function newsEntries(snapshot: ContentSnapshot, urls: SiteUrls, stories: readonly Story[]): NewsEntry[] {
    return stories.map((story) => {
        const language = snapshot.languages.byCode(story.culture.code);
        return {
            loc: storyAbsoluteUrl(urls, story),
            publicationName: language?.company_information.name || snapshot.newsroom.display_name,
            language: newsLanguage(story.culture.code),
            publishedAt: story.published_at!,
            title: story.title,
            keywords: story.tags,
        };
    });
}

/** The news sitemap: its elements in the order the schema's sequence requires. */
export function newsSitemapDocument(entries: readonly NewsEntry[]): string {
    return xmlDocument({
        urlset: {
            '@xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9',
            '@xmlns:news': NEWS_NAMESPACE,
            url: entries.map((entry) => ({
                loc: entry.loc,
                'news:news': {
                    'news:publication': { 'news:name': entry.publicationName, 'news:language': entry.language },
                    'news:publication_date': entry.publishedAt,
                    'news:title': entry.title,
                    'news:keywords': entry.keywords.length > 0 ? entry.keywords.join(', ') : undefined,
                },
            })),
        },
    });
}
