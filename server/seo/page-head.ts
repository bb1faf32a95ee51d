import type { HeadData } from '../../views/head/head-data';
import type { SiteContextValue } from '../../views/site-context';

/** The head every page shares: title with the newsroom's name, robots and the RSS alternate. */
export function basePageHead(site: SiteContextValue, page: { title?: string; description?: string | null }): HeadData {
    const newsroomName = site.company.name || site.newsroom.display_name;
    return {
        title: page.title ? site.t('meta.pageTitle', { title: page.title, newsroom: newsroomName }) : newsroomName,
        description:
            page.description ??
            site.company.seo_settings.meta_description ??
            site.company.about_plaintext.slice(0, 160),
        robots: site.newsroom.is_indexable ? 'index, follow' : 'noindex, nofollow',
        links: [
            {
                rel: 'alternate',
                type: 'application/rss+xml',
                title: site.t('meta.rssTitle', { newsroom: newsroomName }),
                href: site.urls.absolute(site.localeCode, '/feed'),
            },
        ],
    };
}
