import type { Story } from '../../domain/content';
import { contactAnchor } from '../../domain/content/contact';
import { isListed, isShareable } from '../../domain/stories/story-rules';
import { storyTranslationPath } from '../../domain/stories/story-translations';
import type { HeadData } from '../../views/head/head-data';
import type { ContentSnapshot } from '../content/content-snapshot';
import { hreflangAlternates } from './alternates';
import type { HeadSite } from './head-site';
import { authorContact, newsArticleJsonLd } from './json-ld';
import { imageMeta, openGraphMeta, socialImageOf } from './open-graph';
import { basePageHead } from './page-head';
import { NOINDEX_NOFOLLOW, storyRobots } from './robots';
import { newsroomName, storyDescription, storyTitle } from './title-description';

/** The author's card on the contacts page, when the author is a press contact shown in this language. */
function authorUrl(site: HeadSite, story: Story, snapshot: ContentSnapshot): string | null {
    const contact = authorContact(story, snapshot.contacts.shownIn(site.language.languageCode));
    return contact
        ? `${site.addresses.urls.absoluteUrls.page(site.language.languageCode, 'contacts')}#${contactAnchor(contact.uuid)}`
        : null;
}

/**
 * A story's head: its SEO title and description, robots by visibility (docs/product-rules.md §6.3), its own
 * canonical URL when the editor set one, one alternate per usable translation (docs/product-rules.md §4.2),
 * article Open Graph tags, the JSON alternate and, for listed stories only, the oEmbed alternate
 * and the NewsArticle structured data.
 */
export function storyPageHead(site: HeadSite, story: Story, snapshot: ContentSnapshot): HeadData {
    const base = basePageHead(site, { title: storyTitle(story), description: storyDescription(story) });
    const { urls } = site.addresses;
    const url = urls.absoluteUrls.storyOf(story);
    const listed = isListed(story);
    const picture = story.thumbnail_image ?? story.header_image;
    const image = picture ? socialImageOf(picture, site.addresses.assetsCdnUrl, story.title) : null;

    const versions = snapshot.languages.all.flatMap((language) => {
        const href = storyTranslationPath(snapshot.stories, urls.absoluteUrls, story, language.code);
        return href ? [{ code: language.code, href }] : [];
    });

    const meta = openGraphMeta({
        title: story.title,
        description: base.description ?? null,
        siteName: newsroomName(site),
        languageCode: site.language.languageCode,
        type: 'article',
    });
    if (story.published_at) meta.push({ property: 'article:published_time', content: story.published_at });
    meta.push({ property: 'article:modified_time', content: story.updated_at });
    for (const category of snapshot.categories.ofStory(story, site.language.languageCode)) {
        meta.push({ property: 'article:section', content: category.name });
    }
    if (image) meta.push(...imageMeta(image));
    // Keep what the base head adds beyond the social cards (Search Console verification).
    meta.push(...(base.meta ?? []).filter((tag) => 'name' in tag && !tag.name.startsWith('twitter:')));

    // Every story reachable by link has its JSON (docs/product-rules.md §2.1); an oEmbed card only a shareable one.
    // A story answered at its link (`/s/{uuid}`) has its JSON beside it (decision 2).
    const links = [...(base.links ?? [])];
    links.push({
        rel: 'alternate',
        type: 'application/json',
        title: site.language.t('meta.jsonAlternateTitle'),
        href: urls.absoluteUrls.storyJsonOf(story),
    });
    if (isShareable(story)) {
        links.push({
            rel: 'alternate',
            type: 'application/json+oembed',
            title: story.title,
            href: urls.oembed(url),
        });
    }
    return {
        ...base,
        robots: storyRobots(story, site.settings.newsroom.is_indexable),
        canonical: story.seo_settings.canonical_url ?? url,
        alternates: hreflangAlternates(versions, snapshot.languages.default.code),
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

/**
 * The head of a story's preview (docs/product-rules.md §2.20): its title and description only,
 * `noindex, nofollow`, and nothing that names it to the world: no canonical address (it has no
 * public one yet), no hreflang or feed, oEmbed or JSON alternates, no Open Graph article, no
 * structured data.
 */
export function storyPreviewHead(site: HeadSite, story: Story): HeadData {
    const base = basePageHead(site, { title: storyTitle(story), description: storyDescription(story) });
    const links = (base.links ?? []).filter((link) => link.rel !== 'alternate');
    return { ...base, robots: NOINDEX_NOFOLLOW, canonical: null, alternates: [], links, jsonLd: [] };
}
