import { generatePath, matchPath } from 'react-router';
import { createMemo } from './memo';

/**
 * Every internal path of the site, in one table (react-router path syntax: `:param`, `:param?`, a
 * trailing `/*`). Express registers its routes from it (server/routing/express-path.ts turns a
 * pattern into Express 5 syntax), views link to it through `InternalLink` (react-router's
 * `useHref`), and domain/urls.ts builds every URL from it with react-router's `generatePath`, so a
 * path is written once.
 *
 * `page` routes live under a language prefix (`/fr/category/x`): server/request-scope/language-prefix.ts
 * strips the prefix before Express matches them. `site` routes exist once, at the site root, in no
 * language.
 * All paths are relative to BASE_PATH (the router's basename).
 */
type RouteScope = 'page' | 'site';
type RouteMethod = 'GET' | 'HEAD' | 'POST';

export interface RouteDefinition {
    readonly path: string;
    readonly scope: RouteScope;
    /** What the route answers; GET routes answer HEAD too (Express does). */
    readonly methods: readonly RouteMethod[];
}

const page = (path: string, methods: readonly RouteMethod[] = ['GET']): RouteDefinition => ({
    path,
    scope: 'page',
    methods,
});
const site = (path: string, methods: readonly RouteMethod[] = ['GET']): RouteDefinition => ({
    path,
    scope: 'site',
    methods,
});

/**
 * In matching order: server/routing/site-routes.ts registers the routes in this order and takes the
 * language prefix off before the first `page` route, so every `site` route comes first. A story
 * slug is one segment like every page name, so stories come last.
 */
export const ROUTES = {
    // Locale-free site routes, matched before locale resolution.
    staticFiles: site('/static/*'),
    health: site('/healthz'),
    themeCss: site('/theme.css'),
    // The local assets CDN: no locale, no page cache.
    cdn: site('/cdn/*'),
    prezlyWebhook: site('/api/webhooks/prezly', ['POST']),
    searchApi: site('/api/search'),
    fetchStories: site('/api/fetch-stories', ['POST']),
    fetchGalleries: site('/api/fetch-galleries', ['POST']),
    // The first-party analytics collector: no locale, no page cache; it reads the consent cookie only.
    analyticsEvent: site('/analytics/track/:kind', ['POST']),
    analyticsRecipient: site('/analytics/recipients'),
    // Crawler files: the site root only, never under a language prefix.
    robots: site('/robots.txt'),
    sitemap: site('/sitemap.xml'),
    newsSitemap: site('/sitemap-news.xml'),
    /** `/sitemap-1.xml`…: react-router params take whole segments, so the name is the param. */
    sitemapPart: site('/:name.xml'),
    llms: site('/llms.txt'),
    /** IndexNow's key file, `/{INDEXNOW_KEY}.txt`: after the other `.txt` files, which it must not take. */
    indexNowKey: site('/:key.txt'),
    oembed: site('/oembed'),
    /**
     * The documents of a story answered at its link (a confidential story, or one whose slug a
     * page takes: domain/stories/story-address.ts), beside it: `/s/{uuid}.json`, `.pdf`, media kit.
     * Before the link itself, whose `/:uuid` would take `uuid.json`.
     */
    storyLinkJson: site('/s/:uuid.json'),
    storyLinkPdf: site('/s/:uuid.pdf'),
    storyLinkMediaKit: site('/s/:uuid/media-kit.zip'),
    /** Prezly's own story link (`links.newsroom_preview`): one segment more than a story slug, in no language. */
    storyLink: site('/s/:uuid'),
    // Pages and documents in a language.
    home: page('/'),
    search: page('/search'),
    category: page('/category/:slug'),
    categoryFeed: page('/category/:slug/feed'),
    tag: page('/tag/:tag'),
    tagFeed: page('/tag/:tag/feed'),
    contacts: page('/contacts'),
    /** One press contact's vCard: `/contacts/{uuid}.vcf`. */
    contactVCard: page('/contacts/:uuid.vcf'),
    about: page('/about'),
    privacyPolicy: page('/privacy-policy'),
    cookiePolicy: page('/cookie-policy'),
    subscribe: page('/subscribe', ['GET', 'POST']),
    media: page('/media'),
    album: page('/media/album/:uuid'),
    shareMastodon: page('/share/mastodon'),
    feed: page('/feed'),
    jsonFeed: page('/feed.json'),
    // `{story url}.json` and `.pdf` before the story pages, whose `/:slug` would take `slug.json`.
    storyJson: page('/:slug.json'),
    storyPdf: page('/:slug.pdf'),
    mediaKit: page('/:slug/media-kit.zip'),
    story: page('/:slug'),
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof ROUTES;

/** Everything under /api answers JSON `{message}`, never a page. */
const API_PREFIX = '/api/*';

/** The pages `urls.page(code, name)` builds, by their path name (docs/product-rules.md §2.1). */
export const NAMED_PAGES = {
    'privacy-policy': 'privacyPolicy',
    'cookie-policy': 'cookiePolicy',
    contacts: 'contacts',
    about: 'about',
} as const satisfies Record<string, RouteName>;

export type RouteParams = Record<string, string | number | null | undefined>;

/**
 * Paths made before: a page links to the same few hundred paths (navigation, cards, footer) on
 * every render, and generatePath's pattern matching was a visible share of an uncached render
 * (figures: docs/benchmarks.md#figures-behind-the-codes-choices).
 */
const generatedPaths = createMemo<string>(20_000);

/** The path of a route (relative to BASE_PATH, no language prefix); params are encoded. */
export function routePath(name: RouteName, params: RouteParams = {}): string {
    let key: string = name;
    for (const param in params) key += `\u0000${param}=${params[param] ?? '\u0001'}`;
    return generatedPaths(key, () => {
        const values: Record<string, string | null> = {};
        for (const [param, value] of Object.entries(params)) values[param] = value == null ? null : String(value);
        return generatePath(ROUTES[name].path, values as never);
    });
}

/** Methods in the order an `Allow` header lists them. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST'] as const;

/** What one route accepts, as an `Allow` header lists it: GET routes answer HEAD too (Express does). */
export function routeMethods(route: RouteDefinition): string[] {
    const accepted = new Set<string>(route.methods);
    if (accepted.has('GET')) accepted.add('HEAD');
    return METHOD_ORDER.filter((method) => accepted.has(method));
}

/**
 * The methods a path (relative to BASE_PATH, language prefix stripped) accepts: those of every
 * route whose pattern it matches (`/subscribe` is a page for GET and the form's target for
 * POST). Empty when no route has the path. `scope` narrows to page or site routes.
 */
export function allowedMethods(pathname: string, scope?: RouteScope): string[] {
    const accepted = new Set<string>();
    for (const route of Object.values(ROUTES) as RouteDefinition[]) {
        if (scope && route.scope !== scope) continue;
        if (!matchPath({ path: route.path, caseSensitive: false, end: true }, pathname)) continue;
        for (const method of routeMethods(route)) accepted.add(method);
    }
    return METHOD_ORDER.filter((method) => accepted.has(method));
}

/** Whether a path (relative to BASE_PATH) is under /api. */
export function isApiPath(pathname: string): boolean {
    return matchPath({ path: API_PREFIX, end: true }, pathname) !== null;
}
