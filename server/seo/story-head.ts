import type { Story } from '../../domain/content';
import { contactAnchor } from '../../domain/content/contact';
import { isListed } from '../../domain/stories/story-rules';
import type { HeadData } from '../../views/head/head-data';
import type { SiteContextValue } from '../../views/site-context';
import type { ContentSnapshot } from '../content/content-snapshot';
import { storyTranslationPath } from '../routes/story-translations';
import { hreflangAlternates } from './alternates';
import { authorContact, newsArticleJsonLd } from './json-ld';
import { imageMeta, openGraphMeta, socialImageOf } from './open-graph';
import { basePageHead } from './page-head';
import { storyRobots } from './robots';
import { newsroomName, storyDescription, storyTitle } from './title-description';

/** The absolute oEmbed endpoint URL for a page URL. */
export function oembedUrl(siteUrl: string, pageUrl: string): string {
    return `${siteUrl}/oembed?${new URLSearchParams({ url: pageUrl, format: 'json' })}`;
}

/** The author's card on the contacts page, when the author is a press contact shown in this language. */
function authorUrl(site: SiteContextValue, story: Story, snapshot: ContentSnapshot): string | null {
    const contact = authorContact(story, snapshot.contactsFor(site.localeCode));
    return contact ? `${site.urls.absolute(site.localeCode, '/contacts')}#${contactAnchor(contact.uuid)}` : null;
}

/**
 * A story's head: its SEO title and description, robots by visibility (SPEC §6), its own
 * canonical URL when the editor set one, one alternate per usable translation (SPEC §4),
 * article Open Graph tags and, for listed stories only, the JSON and oEmbed alternates and the
 * NewsArticle structured data.
 */
export function storyPageHead(site: SiteContextValue, story: Story, snapshot: ContentSnapshot): HeadData {
    const base = basePageHead(site, { title: storyTitle(story), description: storyDescription(story) });
    const { urls } = site;
    const url = urls.absolute(site.localeCode, `/${encodeURIComponent(story.slug)}`);
    const listed = isListed(story);
    const picture = story.thumbnail_image ?? story.header_image;
    const image = picture ? socialImageOf(picture, site.assetsCdnUrl, story.title) : null;

    // Story paths already carry the base path and locale prefix: only the origin is missing.
    const origin = new URL(site.siteUrl).origin;
    const versions = snapshot.languages.flatMap((language) => {
        const path = storyTranslationPath(snapshot, urls, story, language.code);
        return path ? [{ code: language.code, href: `${origin}${path}` }] : [];
    });

    const meta = openGraphMeta({
        title: story.title,
        description: base.description ?? null,
        siteName: newsroomName(site),
        localeCode: site.localeCode,
        type: 'article',
    });
    if (story.published_at) meta.push({ property: 'article:published_time', content: story.published_at });
    meta.push({ property: 'article:modified_time', content: story.updated_at });
    for (const category of snapshot.storyCategories(story, site.localeCode)) {
        meta.push({ property: 'article:section', content: category.name });
    }
    if (image) meta.push(...imageMeta(image));
    // Keep what the base head adds beyond the social cards (Search Console verification).
    meta.push(...(base.meta ?? []).filter((tag) => 'name' in tag && !tag.name.startsWith('twitter:')));

    const links = [...(base.links ?? [])];
    if (listed) {
        links.push({
            rel: 'alternate',
            type: 'application/json',
            title: site.t('meta.jsonAlternateTitle'),
            href: urls.absolute(site.localeCode, `/${encodeURIComponent(story.slug)}.json`),
        });
        links.push({
            rel: 'alternate',
            type: 'application/json+oembed',
            title: story.title,
            href: oembedUrl(site.siteUrl, url),
        });
    }
    return {
        ...base,
        robots: storyRobots(story, site.newsroom.is_indexable),
        canonical: story.seo_settings.canonical_url ?? url,
        alternates: hreflangAlternates(versions, snapshot.defaultLanguage.code),
        links,
        meta,
        jsonLd: [
            ...(base.jsonLd ?? []),
            ...(listed
                ? [newsArticleJsonLd(site, story, { url, image: picture, authorUrl: authorUrl(site, story, snapshot) })]
                : []),
        ],
    };
}
