import type { LocalizedCategory } from '../../../domain/content';
import type { ContentSnapshot } from '../../content/content-snapshot';
import type { RequestContext } from '../../request-scope/request-context';
import { activityPubAlternate } from '../../seo/activity-alternate';
import type { PageHead, Paging } from '../../seo/page-head';

/**
 * A category page's head: the category's name and description, its own RSS feed next to the
 * site's, its fediverse actor (`actorUrl`, null with federation off) and (on page 1) the same
 * category in each language where it has stories.
 */
export function categoryHead(
    context: RequestContext,
    category: LocalizedCategory,
    paging: Paging,
    actorUrl: string | null,
): PageHead {
    const { site, snapshot, urls } = context;
    const feed = {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: site.language.t('meta.categoryRssTitle', { category: category.name }),
        href: urls.absoluteUrls.categoryFeed(site.language.languageCode, category.slug),
    };
    return {
        title: category.name,
        description: category.description,
        paging,
        links: actorUrl ? [feed, activityPubAlternate(actorUrl)] : [feed],
        ...(paging.page > 1
            ? {}
            : { versions: categoryVersions(snapshot, urls, site.language.languageLinks, category) }),
    };
}

/** The same category in each language where it has stories. */
function categoryVersions(
    snapshot: ContentSnapshot,
    urls: RequestContext['urls'],
    languages: readonly { code: string }[],
    category: LocalizedCategory,
) {
    const source = snapshot.categories.byId(category.id);
    return languages.flatMap((language) => {
        const localized = source ? snapshot.categories.localize(source, language.code) : null;
        return localized && localized.storyCount > 0
            ? [{ code: language.code, href: urls.absoluteUrls.category(language.code, localized.slug) }]
            : [];
    });
}
