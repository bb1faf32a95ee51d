import type { Newsroom, UploadedImage } from '../../domain/content';
import { openGraphLocale } from '../../domain/locale/open-graph-locale';
import { imageUrl } from '../../domain/media/image-urls';
import type { HeadData } from '../../views/head/head-data';
import type { Config } from '../config/config';
import type { ContentSnapshot } from '../content/content-snapshot';
import { hreflangAlternates, type LanguageVersion } from './alternates';
import { type ContactsShown, contactsJsonLd } from './contacts-json-ld';
import type { HeadSite } from './head-site';
import { logoImage, organizationJsonLd, websiteJsonLd } from './json-ld';
import { defaultSocialImage, hasMeta, imageMeta, type MetaTag, openGraphMeta, socialImageOf } from './open-graph';
import { NOINDEX_NOFOLLOW, pageRobots } from './robots';
import { newsroomName, pageDescription, pageTitle } from './title-description';

/** Where a list page is: page N of M (the title says so from page 2; alternates only on page 1). */
export interface Paging {
    page: number;
    pages: number;
}

type HeadLink = NonNullable<HeadData['links']>[number];

/**
 * What a page kind says about one of its pages (server/pages/{kind}/), and all it hands to the
 * head: `buildHead` makes the title, description, robots, canonical URL, alternates, Open Graph
 * and Twitter cards and JSON-LD from it, in one pass. Left out, each part takes the site's
 * default for a page at that address.
 */
export interface PageHead {
    /** The page's own title (the newsroom's name follows it); none on the home page. */
    title?: string;
    /** The title social cards show when it is not the page's own (a story's, not its SEO title). */
    socialTitle?: string;
    description?: string | null;
    /** Where a list page is: from page 2 its title says `Page 2 of 5`. */
    paging?: Paging;
    /** The page's own social image (a gallery's cover, a story's picture), described by its title. */
    image?: UploadedImage | null;
    /** A story: Open Graph's article type with its times and sections. */
    article?: { publishedTime: string | null; modifiedTime: string; sections: readonly string[] };
    /** Alternates of the page's own after the site's feeds: a category's feed, a story's JSON. */
    links?: readonly HeadLink[];
    /** The page's language versions; left out, the same path in every language (first page only). */
    versions?: readonly LanguageVersion[];
    /**
     * `hidden`: never indexed nor followed (forms, hand-offs, errors, a story that is not
     * public); `unlisted`: not indexed, links followed (search results). Otherwise the
     * newsroom's setting (docs/product-rules.md §6.3).
     */
    indexing?: 'hidden' | 'unlisted';
    /** An absolute canonical URL other than the page itself; null for none. */
    canonical?: string | null;
    /** An address to go on to at once (`<meta http-equiv="refresh">`). */
    refresh?: string;
    /** The press contacts the page shows, described in its structured data. */
    contacts?: ContactsShown;
    /** Structured data of the page's own, after the Organization every page carries. */
    jsonLd?: readonly object[];
    /**
     * A page for one reader (a story's preview, docs/product-rules.md §2.20): nothing that names
     * it to the world: no canonical address, alternates, feeds or structured data, not indexed.
     */
    unannounced?: boolean;
}

/** Where the page is: what the route matched, the list page asked for and the answer's status. */
export interface PageAddress {
    /** The page's path without base path or language prefix (what the route matched): `/media`. */
    pathname: string;
    /** The list page asked for (`?page=N`); other query parameters never make another page. */
    page: number;
    status: number;
}

export interface HeadContext {
    site: HeadSite;
    snapshot: ContentSnapshot;
    config: Config;
    address: PageAddress;
}

/**
 * The one place a page's head is made, from what its kind says and where it is: title and
 * description with their fallbacks, robots, the feeds, icons, Open Graph and Twitter cards,
 * Search Console verification, the canonical URL (the page itself; paged lists are their own
 * canonical), hreflang alternates and og:locale:alternate, og:url, the default social image,
 * and the Organization (and, on the home page, WebSite) structured data. Error pages get no
 * canonical or alternates; pages of a hidden language no alternates and `noindex, nofollow`.
 * views/head/Head.tsx only draws it.
 */
export function buildHead(head: PageHead, { site, snapshot, config, address }: HeadContext): HeadData {
    const name = newsroomName(site);
    const ownTitle = pagedTitle(site, head.title, head.paging);
    const title = pageTitle(site, ownTitle);
    const description = pageDescription(site, head.description);

    const meta: MetaTag[] = openGraphMeta({
        title: head.socialTitle ?? ownTitle ?? title,
        description,
        siteName: name,
        languageCode: site.language.languageCode,
        type: head.article ? 'article' : 'website',
    });
    if (head.article) {
        const { publishedTime, modifiedTime, sections } = head.article;
        if (publishedTime) meta.push({ property: 'article:published_time', content: publishedTime });
        meta.push({ property: 'article:modified_time', content: modifiedTime });
        for (const section of sections) meta.push({ property: 'article:section', content: section });
    }
    if (head.image) {
        meta.push(...imageMeta(socialImageOf(head.image, site.addresses.assetsCdnUrl, head.socialTitle ?? ownTitle)));
    }
    if (site.settings.newsroom.google_search_console_key) {
        meta.push({ name: 'google-site-verification', content: site.settings.newsroom.google_search_console_key });
    }
    if (!hasMeta(meta, 'og:image')) {
        meta.push(
            ...imageMeta(
                defaultSocialImage({
                    ogImageUrl: config.OG_IMAGE_URL,
                    newsroomUuid: site.settings.newsroom.uuid,
                    languageCode: site.language.languageCode,
                    logo: site.settings.newsroom.square_logo ?? logoImage(site.settings.newsroom),
                    cdnUrl: site.addresses.assetsCdnUrl,
                    staticUrl: (path) => site.addresses.urls.absoluteRoot(path),
                }),
            ),
        );
    }

    const icons = iconLinks(site.settings.newsroom, site.addresses.assetsCdnUrl);
    const links = head.unannounced ? icons : [...feedLinks(site, name), ...icons, ...(head.links ?? [])];
    const defaultCode = snapshot.languages.default.code;
    const versions = head.unannounced ? [] : head.versions;
    const page: HeadData = {
        title,
        description,
        robots: head.unannounced ? NOINDEX_NOFOLLOW : robots(head.indexing, site.settings.newsroom.is_indexable),
        links,
        meta,
        jsonLd: head.unannounced
            ? []
            : [
                  organizationJsonLd(site),
                  ...(head.contacts ? contactsJsonLd(site, head.contacts) : []),
                  ...(head.jsonLd ?? []),
              ],
        ...(head.unannounced ? { canonical: null } : head.canonical !== undefined ? { canonical: head.canonical } : {}),
        ...(versions ? { alternates: hreflangAlternates(versions, defaultCode) } : {}),
        ...(head.refresh ? { refresh: head.refresh } : {}),
    };
    if (address.status !== 200) return page;

    const path = address.page > 1 ? site.addresses.urls.withPage(address.pathname, address.page) : address.pathname;
    const canonical =
        page.canonical === undefined ? site.addresses.urls.absolute(site.language.languageCode, path) : page.canonical;
    // A hidden language's pages are for the readers already there: not indexed, no alternates.
    const hidden = snapshot.languages.isHidden(site.language.languageCode);
    const alternates = hidden
        ? []
        : (page.alternates ??
          (address.page > 1
              ? []
              : hreflangAlternates(
                    site.language.languageLinks.map((language) => ({
                        code: language.code,
                        href: site.addresses.urls.absolute(language.code, address.pathname),
                    })),
                    defaultCode,
                )));
    if (canonical && !hasMeta(meta, 'og:url')) meta.push({ property: 'og:url', content: canonical });
    for (const alternate of alternates) {
        const language = site.language.languageLinks.find((candidate) => candidate.htmlLang === alternate.hreflang);
        if (language && language.code !== site.language.languageCode) {
            meta.push({ property: 'og:locale:alternate', content: openGraphLocale(language.code) });
        }
    }
    // Search engines read the site's name and search box from its home page.
    const jsonLd = address.pathname === '/' ? [...(page.jsonLd ?? []), websiteJsonLd(site)] : page.jsonLd;
    return { ...page, ...(hidden ? { robots: NOINDEX_NOFOLLOW } : {}), canonical, alternates, meta, jsonLd };
}

/** A list page's title: from page 2 on, `Title – Page 2 of 5` (the page alone when untitled). */
function pagedTitle(site: HeadSite, title: string | undefined, paging?: Paging): string | undefined {
    if (!paging || paging.page <= 1) return title;
    const pageOf = site.language.t('meta.pageOf', { page: paging.page, total: paging.pages });
    return title ? `${title} – ${pageOf}` : pageOf;
}

/** Result pages are endless variations of the stories: never indexed, links followed (unless the newsroom says nofollow). */
function robots(indexing: PageHead['indexing'], newsroomIsIndexable: boolean): string {
    if (indexing === 'unlisted') return newsroomIsIndexable ? 'noindex, follow' : NOINDEX_NOFOLLOW;
    return indexing === 'hidden' ? NOINDEX_NOFOLLOW : pageRobots(newsroomIsIndexable);
}

/** The language's RSS and JSON Feed, which every page names. */
function feedLinks(site: HeadSite, name: string): HeadLink[] {
    return [
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
    ];
}

/** The favicon from the newsroom's icon (else its square logo) and the home-screen icon. */
export function iconLinks(newsroom: Pick<Newsroom, 'icon' | 'square_logo'>, cdnUrl: string): HeadLink[] {
    const favicon = newsroom.icon ?? newsroom.square_logo;
    const touch = newsroom.square_logo ?? newsroom.icon;
    const links: HeadLink[] = [];
    if (favicon) links.push({ rel: 'icon', href: imageUrl(favicon, cdnUrl, 64) });
    if (touch) links.push({ rel: 'apple-touch-icon', href: imageUrl(touch, cdnUrl, 180), sizes: '180x180' });
    return links;
}
