/** Everything a page puts in its <head>, built by the route and rendered by <Head>. */
export interface HeadData {
    title: string;
    description?: string | null;
    canonical?: string | null;
    /** `index, follow` or `noindex, nofollow` (docs/product-rules.md §6.3). */
    robots?: string;
    /** hreflang alternates, including `x-default`. */
    alternates?: { hreflang: string; href: string }[];
    links?: { rel: string; href: string; type?: string; title?: string; sizes?: string; hreflang?: string }[];
    /** `<meta name>` and `<meta property>` tags (Open Graph uses property). */
    meta?: ({ name: string; content: string } | { property: string; content: string })[];
    /**
     * An address to go on to at once (`<meta http-equiv="refresh">`): the Mastodon share hand-off,
     * where an HTTP redirect answering a form would be blocked by the CSP's form-action.
     */
    refresh?: string;
    /** JSON-LD objects, each rendered as an application/ld+json block. */
    jsonLd?: object[];
}
