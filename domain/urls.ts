import type { Story } from './content';
import { NAMED_PAGES, type RouteName, type RouteParams, routePath } from './routes';

type QueryParams = Record<string, string | number | undefined>;

/**
 * The paths of the pages of one language, built from the route table (domain/routes.ts).
 * Three sets exist: `to` (for react-router's `<Link to>`, whose basename adds BASE_PATH),
 * the site's own hrefs (with BASE_PATH), and `absoluteUrls` (with origin, for feeds,
 * sitemaps, share links and canonical URLs).
 */
export interface LocalePaths {
    /** Path of a page in a locale: `path('fr_BE', '/category/x')` → `/newsroom/fr-be/category/x`. */
    path(localeCode: string, subpath?: string): string;
    home(localeCode: string): string;
    story(localeCode: string, slug: string): string;
    storyJson(localeCode: string, slug: string): string;
    /** A story's media kit: `/fr/{slug}/media-kit.zip`. */
    mediaKit(localeCode: string, slug: string): string;
    category(localeCode: string, slug: string): string;
    /** A category's RSS: `/fr/category/{slug}/feed`. */
    categoryFeed(localeCode: string, slug: string): string;
    /** A tag's page: `tag('fr', 'zürich')` → `/fr/tag/z%C3%BCrich`. */
    tag(localeCode: string, slug: string): string;
    /** A tag's RSS: `/fr/tag/{tag}/feed`. */
    tagFeed(localeCode: string, slug: string): string;
    media(localeCode: string, page?: number): string;
    gallery(localeCode: string, uuid: string): string;
    search(localeCode: string, params?: QueryParams): string;
    feed(localeCode: string): string;
    /** The language's JSON Feed 1.1: `/fr/feed.json`. */
    jsonFeed(localeCode: string): string;
    page(localeCode: string, name: keyof typeof NAMED_PAGES): string;
    /** The subscription form's target: `/fr/subscribe`. */
    subscribe(localeCode: string): string;
    /** The Mastodon share form's target: `/fr/share/mastodon`. */
    shareMastodon(localeCode: string): string;
}

/**
 * Builds the site's paths and absolute URLs. Locale prefixes come from the newsroom (docs/product-rules.md §2.2):
 * none for the default language, a lowercase slug for the others. Everything is relative to
 * the site's base path, so the app can be mounted under /newsroom.
 */
export interface SiteUrls extends LocalePaths {
    /** BASE_PATH (`''` at the root): the react-router basename. */
    basePath: string;
    /** The same paths without BASE_PATH, for `<Link to>` under a router whose basename is BASE_PATH. */
    to: LocalePaths;
    /** The same as absolute URLs. */
    absoluteUrls: LocalePaths;
    /** `absolute(code, subpath)`: `absoluteUrls.path(code, subpath)`. */
    absolute(localeCode: string, subpath?: string): string;
    /** A site path that has no locale and no route (static files): BASE_PATH + subpath. */
    root(subpath: string): string;
    /** The same as an absolute URL. */
    absoluteRoot(subpath: string): string;
    /** A locale-free route of the table: `route('searchApi')` → `/newsroom/api/search`. */
    route(name: RouteName, params?: RouteParams): string;
    /** The same as an absolute URL: `absoluteRoute('sitemapPart', { name: 'sitemap-2' })`. */
    absoluteRoute(name: RouteName, params?: RouteParams): string;
    /** The absolute oEmbed endpoint URL for one of our page URLs. */
    oembed(pageUrl: string): string;
    /** The newsroom's theme stylesheet, versioned by content: `/newsroom/theme.css?v=7`. */
    themeCss(contentVersion: number): string;
    /** Adds `?page=N` (omitted for page 1) to a path. */
    withPage(path: string, page: number): string;
}

function withQuery(base: string, params: QueryParams): string {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
        if (value !== undefined && value !== '') query.set(key, String(value));
    }
    const text = query.toString();
    return text ? `${base}?${text}` : base;
}

const withPage = (base: string, page: number) => (page > 1 ? withQuery(base, { page }) : base);

/** Page paths under `origin` + `basePath` (either may be empty) and the locale's prefix. */
function localePaths(origin: string, basePath: string, localeSlug: (localeCode: string) => string): LocalePaths {
    const path = (localeCode: string, subpath = '/') => {
        const slug = localeSlug(localeCode);
        const prefix = `${basePath}${slug ? `/${slug}` : ''}`;
        return `${origin}${subpath === '/' ? prefix || '/' : `${prefix}${subpath}`}`;
    };
    const at = (localeCode: string, name: RouteName, params?: RouteParams) => path(localeCode, routePath(name, params));
    return {
        path,
        home: (localeCode) => at(localeCode, 'home'),
        story: (localeCode, slug) => at(localeCode, 'story', { slug }),
        storyJson: (localeCode, slug) => at(localeCode, 'storyJson', { slug }),
        mediaKit: (localeCode, slug) => at(localeCode, 'mediaKit', { slug }),
        category: (localeCode, slug) => at(localeCode, 'category', { slug }),
        categoryFeed: (localeCode, slug) => at(localeCode, 'categoryFeed', { slug }),
        tag: (localeCode, slug) => at(localeCode, 'tag', { tag: slug }),
        tagFeed: (localeCode, slug) => at(localeCode, 'tagFeed', { tag: slug }),
        media: (localeCode, page = 1) => withPage(at(localeCode, 'media'), page),
        gallery: (localeCode, uuid) => at(localeCode, 'album', { uuid }),
        search: (localeCode, params = {}) => withQuery(at(localeCode, 'search'), params),
        feed: (localeCode) => at(localeCode, 'feed'),
        jsonFeed: (localeCode) => at(localeCode, 'jsonFeed'),
        page: (localeCode, name) => at(localeCode, NAMED_PAGES[name]),
        subscribe: (localeCode) => at(localeCode, 'subscribe'),
        shareMastodon: (localeCode) => at(localeCode, 'shareMastodon'),
    };
}

export function createSiteUrls(options: {
    basePath: string;
    siteUrl: string;
    localeSlug: (localeCode: string) => string;
}): SiteUrls {
    const { basePath, localeSlug } = options;
    const origin = options.siteUrl.slice(0, options.siteUrl.length - basePath.length);
    const hrefs = localePaths('', basePath, localeSlug);
    const absoluteUrls = localePaths(origin, basePath, localeSlug);
    return {
        ...hrefs,
        basePath,
        to: localePaths('', '', localeSlug),
        absoluteUrls,
        absolute: absoluteUrls.path,
        root: (subpath) => `${basePath}${subpath}`,
        absoluteRoot: (subpath) => `${origin}${basePath}${subpath}`,
        route: (name, params) => `${basePath}${routePath(name, params)}`,
        absoluteRoute: (name, params) => `${origin}${basePath}${routePath(name, params)}`,
        oembed: (pageUrl) => withQuery(`${origin}${basePath}${routePath('oembed')}`, { url: pageUrl, format: 'json' }),
        themeCss: (contentVersion) => withQuery(`${basePath}${routePath('themeCss')}`, { v: contentVersion }),
        withPage,
    };
}

/** The absolute URL of a story under its own language's prefix. */
export function storyAbsoluteUrl(urls: SiteUrls, story: Pick<Story, 'slug' | 'culture'>): string {
    return urls.absoluteUrls.story(story.culture.code, story.slug);
}
