import type { Newsroom, UploadedImage } from '../../domain/content';
import { imageUrl } from '../../domain/media/image-urls';
import type { HeadData } from '../../views/head/head-data';
import type { HeadSite } from './head-site';
import { organizationJsonLd } from './json-ld';
import { imageMeta, openGraphMeta, socialImageOf } from './open-graph';
import type { Paging } from './page-facts';
import { pageRobots } from './robots';
import { newsroomName, pageDescription, pageTitle } from './title-description';

/**
 * The head every page shares: title and description with their fallbacks, robots (docs/product-rules.md §6.3),
 * the RSS and JSON Feed alternates, icons, Open Graph and Twitter cards, Search Console verification and the
 * Organization structured data. The canonical URL, hreflang alternates, og:url and the default
 * social image are added by completeHead (./complete-head.ts); ./head-model.ts calls both.
 */
export function basePageHead(
    site: HeadSite,
    page: { title?: string; description?: string | null; image?: UploadedImage | null },
): HeadData {
    const name = newsroomName(site);
    const title = pageTitle(site, page.title);
    const description = pageDescription(site, page.description);
    const meta: NonNullable<HeadData['meta']> = openGraphMeta({
        title: page.title ?? title,
        description,
        siteName: name,
        languageCode: site.language.languageCode,
        type: 'website',
    });
    if (page.image) meta.push(...imageMeta(socialImageOf(page.image, site.addresses.assetsCdnUrl, page.title)));
    if (site.settings.newsroom.google_search_console_key) {
        meta.push({ name: 'google-site-verification', content: site.settings.newsroom.google_search_console_key });
    }
    return {
        title,
        description,
        robots: pageRobots(site.settings.newsroom.is_indexable),
        links: [
            {
                rel: 'alternate',
                type: 'application/rss+xml',
                title: site.language.t('meta.rssTitle', { newsroom: name }),
                href: site.addresses.urls.absoluteUrls.feed(site.language.languageCode),
            },
            {
                rel: 'alternate',
                type: 'application/feed+json',
                title: site.language.t('meta.jsonFeedTitle', { newsroom: name }),
                href: site.addresses.urls.absoluteUrls.jsonFeed(site.language.languageCode),
            },
            ...iconLinks(site.settings.newsroom, site.addresses.assetsCdnUrl),
        ],
        meta,
        jsonLd: [organizationJsonLd(site)],
    };
}

/** A list page's title: from page 2 on, `Title – Page 2 of 5` (the page alone when untitled). */
export function pagedTitle(site: HeadSite, title: string | undefined, paging?: Paging): string | undefined {
    if (!paging || paging.page <= 1) return title;
    const pageOf = site.language.t('meta.pageOf', { page: paging.page, total: paging.pages });
    return title ? `${title} – ${pageOf}` : pageOf;
}

type HeadLink = NonNullable<HeadData['links']>[number];

/** The favicon from the newsroom's icon (else its square logo) and the home-screen icon. */
export function iconLinks(newsroom: Pick<Newsroom, 'icon' | 'square_logo'>, cdnUrl: string): HeadLink[] {
    const favicon = newsroom.icon ?? newsroom.square_logo;
    const touch = newsroom.square_logo ?? newsroom.icon;
    const links: HeadLink[] = [];
    if (favicon) links.push({ rel: 'icon', href: imageUrl(favicon, cdnUrl, 64) });
    if (touch) links.push({ rel: 'apple-touch-icon', href: imageUrl(touch, cdnUrl, 180), sizes: '180x180' });
    return links;
}
