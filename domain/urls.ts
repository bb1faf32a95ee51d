import type { Story } from './content';
import { NAMED_PAGES, type RouteName, type RouteParams, routePath } from './routes';

type QueryParams = Record<string, string | number | undefined>;

/**
 * The paths of the pages of one language, built from the route table (domain/routes.ts).
 * Three sets exist: `to` (for react-router's `<Link to>`, whose basename adds BASE_PATH),
 * the site's own hrefs (with BASE_PATH), and `absoluteUrls` (with origin, for feeds,
 * sitemaps, share links and canonical URLs).
 */
export interface LanguagePaths {
    /** Path of a page in a locale: `path('fr_BE', '/category/x')` → `/newsroom/fr-be/category/x`. */
    path(languageCode: string, subpath?: string): string;
    home(languageCode: string): string;
    story(languageCode: string, slug: string): string;
    storyJson(languageCode: string, slug: string): string;
    /** A story as a PDF: `/fr/{slug}.pdf`. */
    storyPdf(languageCode: string, slug: string): string;
    /** A press contact's vCard: `/fr/contacts/{uuid}.vcf`. */
    contactVCard(languageCode: string, uuid: string): string;
    /** A story's media kit: `/fr/{slug}/media-kit.zip`. */
    mediaKit(languageCode: string, slug: string): string;
    category(languageCode: string, slug: string): string;
    /** A category's RSS: `/fr/category/{slug}/feed`. */
    categoryFeed(languageCode: string, slug: string): string;
    /** A tag's page: `tag('fr', 'zürich')` → `/fr/tag/z%C3%BCrich`. */
    tag(languageCode: string, slug: string): string;
    /** A tag's RSS: `/fr/tag/{tag}/feed`. */
    tagFeed(languageCode: string, slug: string): string;
    media(languageCode: string, page?: number): string;
    gallery(languageCode: string, uuid: string): string;
    search(languageCode: string, params?: QueryParams): string;
    feed(languageCode: string): string;
    /** The language's JSON Feed 1.1: `/fr/feed.json`. */
    jsonFeed(languageCode: string): string;
    page(languageCode: string, name: keyof typeof NAMED_PAGES): string;
    /** The subscription form's target: `/fr/subscribe`. */
    subscribe(languageCode: string): string;
    /** The Mastodon share form's target: `/fr/share/mastodon`. */
    shareMastodon(languageCode: string): string;
}

/**
 * Builds the site's paths and absolute URLs. Language prefixes come from the newsroom (docs/product-rules.md §2.2):
 * none for the default language, a lowercase slug for the others. Everything is relative to
 * the site's base path, so the app can be mounted under /newsroom.
 */
export interface SiteUrls extends LanguagePaths {
    /** BASE_PATH (`''` at the root): the react-router basename. */
    basePath: string;
    /** The same paths without BASE_PATH, for `<Link to>` under a router whose basename is BASE_PATH. */
    to: LanguagePaths;
    /** The same as absolute URLs. */
    absoluteUrls: LanguagePaths;
    /** `absolute(code, subpath)`: `absoluteUrls.path(code, subpath)`. */
    absolute(languageCode: string, subpath?: string): string;
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
function languagePaths(origin: string, basePath: string, urlPrefix: (languageCode: string) => string): LanguagePaths {
    const path = (languageCode: string, subpath = '/') => {
        const slug = urlPrefix(languageCode);
        const prefix = `${basePath}${slug ? `/${slug}` : ''}`;
        return `${origin}${subpath === '/' ? prefix || '/' : `${prefix}${subpath}`}`;
    };
    const at = (languageCode: string, name: RouteName, params?: RouteParams) =>
        path(languageCode, routePath(name, params));
    return {
        path,
        home: (languageCode) => at(languageCode, 'home'),
        story: (languageCode, slug) => at(languageCode, 'story', { slug }),
        storyJson: (languageCode, slug) => at(languageCode, 'storyJson', { slug }),
        storyPdf: (languageCode, slug) => at(languageCode, 'storyPdf', { slug }),
        contactVCard: (languageCode, uuid) => at(languageCode, 'contactVCard', { uuid }),
        mediaKit: (languageCode, slug) => at(languageCode, 'mediaKit', { slug }),
        category: (languageCode, slug) => at(languageCode, 'category', { slug }),
        categoryFeed: (languageCode, slug) => at(languageCode, 'categoryFeed', { slug }),
        tag: (languageCode, slug) => at(languageCode, 'tag', { tag: slug }),
        tagFeed: (languageCode, slug) => at(languageCode, 'tagFeed', { tag: slug }),
        media: (languageCode, page = 1) => withPage(at(languageCode, 'media'), page),
        gallery: (languageCode, uuid) => at(languageCode, 'album', { uuid }),
        search: (languageCode, params = {}) => withQuery(at(languageCode, 'search'), params),
        feed: (languageCode) => at(languageCode, 'feed'),
        jsonFeed: (languageCode) => at(languageCode, 'jsonFeed'),
        page: (languageCode, name) => at(languageCode, NAMED_PAGES[name]),
        subscribe: (languageCode) => at(languageCode, 'subscribe'),
        shareMastodon: (languageCode) => at(languageCode, 'shareMastodon'),
    };
}

export function createSiteUrls(options: {
    basePath: string;
    siteUrl: string;
    urlPrefix: (languageCode: string) => string;
}): SiteUrls {
    const { basePath, urlPrefix } = options;
    const origin = options.siteUrl.slice(0, options.siteUrl.length - basePath.length);
    const hrefs = languagePaths('', basePath, urlPrefix);
    const absoluteUrls = languagePaths(origin, basePath, urlPrefix);
    return {
        ...hrefs,
        basePath,
        to: languagePaths('', '', urlPrefix),
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
