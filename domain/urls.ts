import type { Story } from './content';
import { NAMED_PAGES, type RouteName, type RouteParams, routePath } from './routes';
import { isAnsweredAtLink, type StoryAddressFacts } from './stories/story-address';

/** A story or a translation reference: what its address depends on. */
export type AddressedStory = StoryAddressFacts & { readonly culture: { readonly code: string } };

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
    /** The page of a story at its slug, `/fr/{slug}`: for a story `storyOf` puts there. */
    story(languageCode: string, slug: string): string;
    /**
     * A story's page, wherever it is answered: `/fr/{slug}`, or its link `/s/{uuid}` for a story
     * answered there (confidential, or its slug taken by a page: domain/stories/story-address.ts).
     */
    storyOf(story: AddressedStory): string;
    /**
     * A section of a story's page: `storyOf` and the id of the section's heading as fragment
     * (`/fr/{slug}#key-figures`); the page's top when there is no id.
     */
    storySectionOf(story: AddressedStory, headingId: string | null): string;
    /**
     * Whether the story's page is its link `/s/{uuid}`: its documents are then beside it
     * (`storyJsonOf`…), and its slug and the documents there are a 404 like no story (decision 2).
     */
    isAtLink(story: StoryAddressFacts): boolean;
    /** The JSON at a story's slug, `/fr/{slug}.json`: for a story `storyJsonOf` puts there. */
    storyJson(languageCode: string, slug: string): string;
    /** A story's documents wherever its page is: beside its slug, or beside its link (`/s/{uuid}.json`…). */
    storyJsonOf(story: AddressedStory): string;
    storyPdfOf(story: AddressedStory): string;
    mediaKitOf(story: AddressedStory): string;
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
    /** The "Follow on Mastodon" form's target: `/fr/follow/mastodon`. */
    followMastodon(languageCode: string): string;
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
function languagePaths(
    origin: string,
    basePath: string,
    urlPrefix: (languageCode: string) => string,
    isLanguagePrefix: (segment: string) => boolean,
): LanguagePaths {
    const path = (languageCode: string, subpath = '/') => {
        const slug = urlPrefix(languageCode);
        const prefix = `${basePath}${slug ? `/${slug}` : ''}`;
        return `${origin}${subpath === '/' ? prefix || '/' : `${prefix}${subpath}`}`;
    };
    const at = (languageCode: string, name: RouteName, params?: RouteParams) =>
        path(languageCode, routePath(name, params));
    /** A story's page or document: at its slug in its language, or at its link (site routes: no language). */
    const storyOrLink = (story: AddressedStory, atSlug: RouteName, atLink: RouteName) =>
        isAnsweredAtLink(story, isLanguagePrefix)
            ? `${origin}${basePath}${routePath(atLink, { uuid: story.uuid })}`
            : at(story.culture.code, atSlug, { slug: story.slug });
    return {
        path,
        home: (languageCode) => at(languageCode, 'home'),
        story: (languageCode, slug) => at(languageCode, 'story', { slug }),
        storyOf: (story) => storyOrLink(story, 'story', 'storyLink'),
        // Heading ids are letters, marks, digits and hyphens only (domain/stories/heading-ids.ts).
        storySectionOf: (story, headingId) =>
            `${storyOrLink(story, 'story', 'storyLink')}${headingId ? `#${headingId}` : ''}`,
        isAtLink: (story) => isAnsweredAtLink(story, isLanguagePrefix),
        storyJsonOf: (story) => storyOrLink(story, 'storyJson', 'storyLinkJson'),
        storyPdfOf: (story) => storyOrLink(story, 'storyPdf', 'storyLinkPdf'),
        mediaKitOf: (story) => storyOrLink(story, 'mediaKit', 'storyLinkMediaKit'),
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
        followMastodon: (languageCode) => at(languageCode, 'followMastodon'),
    };
}

export function createSiteUrls(options: {
    basePath: string;
    siteUrl: string;
    urlPrefix: (languageCode: string) => string;
    /** Whether a path segment names one of the newsroom's languages (a story slug it would shadow). */
    isLanguagePrefix?: (segment: string) => boolean;
}): SiteUrls {
    const { basePath, urlPrefix } = options;
    const isLanguagePrefix = options.isLanguagePrefix ?? (() => false);
    const origin = options.siteUrl.slice(0, options.siteUrl.length - basePath.length);
    const hrefs = languagePaths('', basePath, urlPrefix, isLanguagePrefix);
    const absoluteUrls = languagePaths(origin, basePath, urlPrefix, isLanguagePrefix);
    return {
        ...hrefs,
        basePath,
        to: languagePaths('', '', urlPrefix, isLanguagePrefix),
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

/** The absolute URL of a story's page: under its own language's prefix, or its link `/s/{uuid}`. */
export function storyAbsoluteUrl(
    urls: SiteUrls,
    story: Pick<Story, 'uuid' | 'slug' | 'visibility' | 'culture'>,
): string {
    return urls.absoluteUrls.storyOf(story);
}
