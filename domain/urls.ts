/**
 * Builds the site's paths and absolute URLs. Locale prefixes come from the newsroom (SPEC §2):
 * none for the default language, a lowercase slug for the others. Everything is relative to
 * the site's base path, so the app can be mounted under /newsroom.
 */
export interface SiteUrls {
    /** Path of a page in a locale: `path('fr_BE', '/category/x')` → `/newsroom/fr-be/category/x`. */
    path(localeCode: string, subpath?: string): string;
    /** The same as an absolute URL. */
    absolute(localeCode: string, subpath?: string): string;
    /** A site path that has no locale (static files, API, CDN). */
    root(subpath: string): string;
    home(localeCode: string): string;
    story(localeCode: string, slug: string): string;
    storyJson(localeCode: string, slug: string): string;
    /** A story's media kit: `/fr/{slug}/media-kit.zip`. */
    mediaKit(localeCode: string, slug: string): string;
    category(localeCode: string, slug: string): string;
    /** A tag's page: `tag('fr', 'zürich')` → `/fr/tag/z%C3%BCrich`. */
    tag(localeCode: string, slug: string): string;
    media(localeCode: string, page?: number): string;
    gallery(localeCode: string, uuid: string): string;
    search(localeCode: string, params?: Record<string, string | number | undefined>): string;
    feed(localeCode: string): string;
    page(localeCode: string, name: 'privacy-policy' | 'cookie-policy' | 'contacts' | 'about'): string;
    /** Adds `?page=N` (omitted for page 1) to a path. */
    withPage(path: string, page: number): string;
}

export function createSiteUrls(options: {
    basePath: string;
    siteUrl: string;
    localeSlug: (localeCode: string) => string;
}): SiteUrls {
    const { basePath, localeSlug } = options;
    const origin = options.siteUrl.slice(0, options.siteUrl.length - basePath.length);
    const encode = (segment: string) => encodeURIComponent(segment);

    const path = (localeCode: string, subpath = '/') => {
        const slug = localeSlug(localeCode);
        const prefix = `${basePath}${slug ? `/${slug}` : ''}`;
        if (subpath === '/') return prefix || '/';
        return `${prefix}${subpath}`;
    };
    const withQuery = (base: string, params: Record<string, string | number | undefined>) => {
        const query = new URLSearchParams();
        for (const [key, value] of Object.entries(params)) {
            if (value !== undefined && value !== '') query.set(key, String(value));
        }
        const text = query.toString();
        return text ? `${base}?${text}` : base;
    };
    const urls: SiteUrls = {
        path,
        absolute: (localeCode, subpath) => `${origin}${path(localeCode, subpath)}`,
        root: (subpath) => `${basePath}${subpath}`,
        home: (localeCode) => path(localeCode),
        story: (localeCode, slug) => path(localeCode, `/${encode(slug)}`),
        storyJson: (localeCode, slug) => path(localeCode, `/${encode(slug)}.json`),
        mediaKit: (localeCode, slug) => path(localeCode, `/${encode(slug)}/media-kit.zip`),
        category: (localeCode, slug) => path(localeCode, `/category/${encode(slug)}`),
        tag: (localeCode, slug) => path(localeCode, `/tag/${encode(slug)}`),
        media: (localeCode, page = 1) => urls.withPage(path(localeCode, '/media'), page),
        gallery: (localeCode, uuid) => path(localeCode, `/media/album/${encode(uuid)}`),
        search: (localeCode, params = {}) => withQuery(path(localeCode, '/search'), params),
        feed: (localeCode) => path(localeCode, '/feed'),
        page: (localeCode, name) => path(localeCode, `/${name}`),
        withPage: (base, page) => (page > 1 ? withQuery(base, { page }) : base),
    };
    return urls;
}
