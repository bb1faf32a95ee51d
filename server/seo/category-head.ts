import type { LocalizedCategory } from '../../domain/content';
import type { HeadData } from '../../views/head/head-data';
import type { ContentSnapshot } from '../content/content-snapshot';
import { hreflangAlternates } from './alternates';
import type { HeadSite } from './head-site';
import type { Paging } from './page-facts';
import { basePageHead, pagedTitle } from './page-head';

/**
 * A category page's head: the category's name and description, its own RSS feed next to the
 * site's, and (on page 1) the same category in each language where it has stories.
 */
export function categoryPageHead(
    site: HeadSite,
    snapshot: ContentSnapshot,
    category: LocalizedCategory,
    paging: Paging,
): HeadData {
    const head = basePageHead(site, {
        title: pagedTitle(site, category.name, paging),
        description: category.description,
    });
    const feed = {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: site.language.t('meta.categoryRssTitle', { category: category.name }),
        href: site.addresses.urls.absoluteUrls.categoryFeed(site.language.languageCode, category.slug),
    };
    const links = [...(head.links ?? []), feed];
    if (paging.page > 1) return { ...head, links };
    const source = snapshot.categories.byId(category.id);
    const versions = site.language.languageLinks.flatMap((language) => {
        const localized = source ? snapshot.categories.localize(source, language.code) : null;
        return localized && localized.storyCount > 0
            ? [{ code: language.code, href: site.addresses.urls.absoluteUrls.category(language.code, localized.slug) }]
            : [];
    });
    return { ...head, links, alternates: hreflangAlternates(versions, snapshot.languages.default.code) };
}
