import type { Story } from '../../../domain/content';
import { contactAnchor } from '../../../domain/content/contact';
import { storyObjectUrl } from '../../../domain/federation/federation-paths';
import { isIndexable, isListed, isShareable } from '../../../domain/stories/story-rules';
import { storyTranslationPath } from '../../../domain/stories/story-translations';
import type { Config } from '../../config/config';
import type { RequestContext } from '../../request-scope/request-context';
import { activityPubAlternate } from '../../seo/activity-alternate';
import { headSiteOf } from '../../seo/head-site';
import { authorContact, newsArticleJsonLd } from '../../seo/json-ld';
import type { PageHead } from '../../seo/page-head';
import { storyDescription, storyTitle } from '../../seo/title-description';

/**
 * A story's head: its SEO title and description, robots by visibility (docs/product-rules.md §6.3), its own
 * canonical URL when the editor set one, one alternate per usable translation (docs/product-rules.md §4.2),
 * article Open Graph tags, the JSON alternate and, for listed stories only, the oEmbed alternate,
 * the ActivityPub Article's alternate (with federation on: docs/federation.md) and the
 * NewsArticle structured data.
 */
export function storyHead(
    context: RequestContext,
    story: Story,
    federation: Pick<Config, 'siteUrl' | 'FEDERATION_ENABLED'>,
): PageHead {
    const { site, snapshot, urls } = context;
    const url = urls.absoluteUrls.storyOf(story);
    const picture = story.thumbnail_image ?? story.header_image;
    // Every story reachable by link has its JSON (docs/product-rules.md §2.1); an oEmbed card only a shareable one.
    // A story answered at its link (`/s/{uuid}`) has its JSON beside it (decision 2).
    const links = [
        {
            rel: 'alternate',
            type: 'application/json',
            title: site.language.t('meta.jsonAlternateTitle'),
            href: urls.absoluteUrls.storyJsonOf(story),
        },
        ...(isShareable(story)
            ? [{ rel: 'alternate', type: 'application/json+oembed', title: story.title, href: urls.oembed(url) }]
            : []),
        // Only what the fediverse is sent: never an embargoed, private or confidential story.
        ...(federation.FEDERATION_ENABLED && isListed(story)
            ? [activityPubAlternate(storyObjectUrl(federation.siteUrl, story.uuid))]
            : []),
    ];
    const contact = authorContact(story, snapshot.contacts.shownIn(site.language.languageCode));
    // The author's card on the contacts page, when the author is a press contact shown in this language.
    const authorUrl = contact
        ? `${urls.absoluteUrls.page(site.language.languageCode, 'contacts')}#${contactAnchor(contact.uuid)}`
        : null;
    return {
        title: storyTitle(story),
        socialTitle: story.title,
        description: storyDescription(story),
        image: picture,
        article: {
            publishedTime: story.published_at,
            modifiedTime: story.updated_at,
            sections: snapshot.categories.ofStory(story, site.language.languageCode).map((category) => category.name),
        },
        links,
        versions: snapshot.languages.all.flatMap((language) => {
            const href = storyTranslationPath(snapshot.stories, urls.absoluteUrls, story, language.code);
            return href ? [{ code: language.code, href }] : [];
        }),
        ...(isIndexable(story, site.settings.newsroom.is_indexable) ? {} : { indexing: 'hidden' as const }),
        canonical: story.seo_settings.canonical_url ?? url,
        jsonLd: isListed(story)
            ? [newsArticleJsonLd(headSiteOf(context), story, { url, image: picture, authorUrl })]
            : [],
    };
}

/**
 * The head of a story's preview (docs/product-rules.md §2.20): its title and description only,
 * and nothing that names it to the world.
 */
export function storyPreviewHead(story: Story): PageHead {
    return { title: storyTitle(story), description: storyDescription(story), unannounced: true };
}
