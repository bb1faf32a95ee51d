import type { Response } from 'express';
import type { ReactElement } from 'react';
import type { Language } from '../../domain/content';
import type { AppDeps } from '../app-deps';
import { sendCacheable } from '../cache/send-cacheable';
import { ANY_CONTENT_KEY, languageKey } from '../cache/surrogate-keys';
import { requestContext } from '../request-scope/request-context';
import { buildHead, type PageHead } from '../seo/page-head';
import { renderPage } from './render-page';

export interface SendPageOptions {
    /** What the page says about itself; server/seo/page-head.ts makes its whole head from it. */
    head: PageHead;
    page: ReactElement;
    status?: number;
    /** The language switcher's `InternalLink` `to` path for each language (no BASE_PATH); null hides it. */
    languageTo?: (language: Language) => string | null;
    /**
     * Which cache keeps the rendered page: `pages` (default), `search` for pages whose URL space
     * is open-ended (a separate, smaller cache, so they cannot crowd real pages out), or none.
     * `private`: a page for one reader (a story's preview), kept by no cache at all, ours or
     * a CDN's or a proxy's: `Cache-Control: private, no-store`, no ETag and no surrogate keys.
     */
    cache?: 'pages' | 'search' | 'none' | 'private';
    /**
     * Surrogate keys of what the page shows (server/cache/surrogate-keys.ts). Every page also
     * carries `site` and its language's key. Left out, the page is evicted by any content change.
     * A function is called after rendering, for keys the render itself finds (linked stories).
     */
    keys?: readonly string[] | (() => readonly string[]);
}

/** Shared-cache friendly: pages are the same for everyone (docs/architecture.md, rules the path keeps). */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';

/** Renders a page in the request's language and sends it. */
export function sendPage(res: Response, deps: AppDeps, options: SendPageOptions): void {
    const context = requestContext(res);
    const { snapshot, language } = context;
    // The page's own language switcher, when its route says where each language goes.
    const site = options.languageTo ? context.siteWith(options.languageTo) : context.site;
    const status = options.status ?? 200;
    const { cache } = context.edition;
    const head = buildHead(options.head, {
        site: { ...site, cache },
        snapshot,
        config: deps.config,
        address: {
            pathname: res.req.path,
            // A `?page` that names no page counts as the first: paged lists answered it with the not-found page already.
            page: context.page ?? 1,
            status,
        },
    });
    const html = renderPage({
        site,
        cache,
        head,
        page: options.page,
        assets: deps.assets,
        location: res.req.originalUrl,
    });
    if (options.cache === 'private') {
        sendPrivately(res, status, html, site.language.htmlLang);
        return;
    }
    sendCacheable(res.req, res, cacheFor(deps, options.cache ?? 'pages'), snapshot.version, {
        status,
        contentType: 'text/html; charset=utf-8',
        body: html,
        cacheControl: status === 200 ? PAGE_CACHE_CONTROL : 'no-store',
        headers: { 'Content-Language': site.language.htmlLang },
        keys: [languageKey(language.code), ...shownKeys(options.keys)],
    });
}

/** What no shared cache may keep. */
const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * A page no cache keeps. `Cache-Control` is enough for browsers, proxies and Varnish's own rules;
 * `Surrogate-Control` and `CDN-Cache-Control` say the same to CDNs that read those first (Fastly,
 * Cloudflare), so no setting at the edge can keep it.
 */
function sendPrivately(res: Response, status: number, html: string, htmlLang: string): void {
    res.status(status);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
    res.setHeader('Surrogate-Control', 'no-store');
    res.setHeader('CDN-Cache-Control', 'no-store');
    res.setHeader('Content-Language', htmlLang);
    // Not res.send: it would add an ETag, and a page nobody keeps has nothing to revalidate.
    res.end(html);
}

function shownKeys(keys: SendPageOptions['keys']): readonly string[] {
    if (keys === undefined) return [ANY_CONTENT_KEY];
    return typeof keys === 'function' ? keys() : keys;
}

function cacheFor(deps: AppDeps, cache: 'pages' | 'search' | 'none') {
    if (cache === 'none') return null;
    return (cache === 'search' ? deps.searchCache : deps.pageCache) ?? null;
}
