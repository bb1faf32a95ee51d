import type { LocalizedCategory } from '../../domain/content';
import type { HeadData } from '../../views/head/head-data';
import type { SiteContextValue } from '../../views/site-context';

/** A category page's head with the category's own RSS feed advertised next to the site's. */
export function withCategoryFeed(site: SiteContextValue, category: LocalizedCategory, head: HeadData): HeadData {
    const feed = {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: site.t('meta.categoryRssTitle', { category: category.name }),
        href: site.urls.absolute(site.localeCode, `/category/${encodeURIComponent(category.slug)}/feed`),
    };
    return { ...head, links: [...(head.links ?? []), feed] };
}
