import { generatePath, matchPath } from 'react-router';
import { createMemo } from './memo';

/**
 * Every internal path of the site, in one table (react-router path syntax: `:param`, `:param?`, a
 * trailing `/*`). Express registers its routes from it (server/http/express-path.ts turns a
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

/**
 * The page kinds: each is one folder, `server/pages/{kind}/`, answering every route the table
 * gives it (its page, feeds, JSON, PDF…) with its head, sitemap entries and cache keys beside
 * them (docs/architecture.md, "Adding a page kind"). The server loads a kind's folder because
 * a route here names it, so this table is also the list of kinds; the order in which it first
 * names each kind among the pages is the order of their pages in the sitemap.
 */
export type PageKindName =
    | 'home'
    | 'story'
    | 'category'
    | 'tag'
    | 'search'
    | 'media'
    | 'album'
    | 'contacts'
    | 'about'
    | 'markets'
    | 'policies';

export interface RouteDefinition {
    readonly path: string;
    readonly scope: RouteScope;
    /** What the route answers; GET routes answer HEAD too (Express does). */
    readonly methods: readonly RouteMethod[];
    /** The page kind that answers it; the routes without one are the site's own (server/routes/). */
    readonly kind?: PageKindName;
}

interface RouteOptions {
    methods?: readonly RouteMethod[];
    kind?: PageKindName;
}

const route = (scope: RouteScope, path: string, { methods = ['GET'], kind }: RouteOptions): RouteDefinition => ({
    path,
    scope,
    methods,
    ...(kind ? { kind } : {}),
});
const page = (path: string, options: RouteOptions = {}) => route('page', path, options);
const site = (path: string, options: RouteOptions = {}) => route('site', path, options);

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
    prezlyWebhook: site('/api/webhooks/prezly', { methods: ['POST'] }),
    searchApi: site('/api/search'),
    fetchStories: site('/api/fetch-stories', { methods: ['POST'] }),
    fetchGalleries: site('/api/fetch-galleries', { methods: ['POST'] }),
    // The first-party analytics collector: no locale, no page cache; it reads the consent cookie only.
    analyticsEvent: site('/analytics/track/:kind', { methods: ['POST'] }),
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
     * The read-only Model Context Protocol server for assistants (docs/mcp.md): JSON-RPC over POST.
     * It is stateless, so its GET (the transport's event stream) answers 405 as MCP says; the
     * route takes GET so that a story slugged `mcp` does not answer it instead.
     */
    mcp: site('/mcp', { methods: ['GET', 'POST'] }),
    /**
     * The documents of a story answered at its link (a confidential story, or one whose slug a
     * page takes: domain/stories/story-address.ts), beside it: `/s/{uuid}.json`, `.pdf`, media kit.
     * Before the link itself, whose `/:uuid` would take `uuid.json`.
     */
    storyLinkJson: site('/s/:uuid.json', { kind: 'story' }),
    storyLinkPdf: site('/s/:uuid.pdf', { kind: 'story' }),
    storyLinkMediaKit: site('/s/:uuid/media-kit.zip', { kind: 'story' }),
    /** Prezly's own story link (`links.newsroom_preview`): one segment more than a story slug, in no language. */
    storyLink: site('/s/:uuid', { kind: 'story' }),
    // Pages and documents in a language.
    home: page('/', { kind: 'home' }),
    search: page('/search', { kind: 'search' }),
    media: page('/media', { kind: 'media' }),
    album: page('/media/album/:uuid', { kind: 'album' }),
    category: page('/category/:slug', { kind: 'category' }),
    categoryFeed: page('/category/:slug/feed', { kind: 'category' }),
    tag: page('/tag/:tag', { kind: 'tag' }),
    tagFeed: page('/tag/:tag/feed', { kind: 'tag' }),
    contacts: page('/contacts', { kind: 'contacts' }),
    /** One press contact's vCard: `/contacts/{uuid}.vcf`. */
    contactVCard: page('/contacts/:uuid.vcf', { kind: 'contacts' }),
    about: page('/about', { kind: 'about' }),
    /** The markets of the hub the site belongs to (docs/hub-newsrooms.md): a 404 on a site of no hub. */
    markets: page('/markets', { kind: 'markets' }),
    privacyPolicy: page('/privacy-policy', { kind: 'policies' }),
    cookiePolicy: page('/cookie-policy', { kind: 'policies' }),
    subscribe: page('/subscribe', { methods: ['GET', 'POST'] }),
    shareMastodon: page('/share/mastodon'),
    /** The "Follow on Mastodon" form's target: on to the visitor's server's follow page (docs/federation.md). */
    followMastodon: page('/follow/mastodon'),
    feed: page('/feed', { kind: 'home' }),
    jsonFeed: page('/feed.json', { kind: 'home' }),
    // `{story url}.json` and `.pdf` before the story pages, whose `/:slug` would take `slug.json`.
    storyJson: page('/:slug.json', { kind: 'story' }),
    storyPdf: page('/:slug.pdf', { kind: 'story' }),
    mediaKit: page('/:slug/media-kit.zip', { kind: 'story' }),
    story: page('/:slug', { kind: 'story' }),
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
    markets: 'markets',
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

/** Whether a path (relative to BASE_PATH) is under /api, or is /mcp: those answer errors as JSON. */
export function isApiPath(pathname: string): boolean {
    return (
        matchPath({ path: API_PREFIX, end: true }, pathname) !== null ||
        matchPath({ path: ROUTES.mcp.path, end: true }, pathname) !== null
    );
}
