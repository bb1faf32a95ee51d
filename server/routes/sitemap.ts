import type { Request, Response } from 'express';
import { matchPath } from 'react-router';
import { ROUTES } from '../../domain/routes';
import type { SiteUrls } from '../../domain/urls';
import type { AppDeps } from '../app-deps';
import { sendCacheable } from '../cache/send-cacheable';
import { INDEX_KEY } from '../cache/surrogate-keys';
import type { ContentSnapshot } from '../content/content-snapshot';
import { RouteAnswers } from '../http/route-answers';
import { PAGE_KINDS } from '../pages/page-kinds';
import { PAGE_CACHE_CONTROL } from '../render/send-page';
import { requestContext } from '../request-scope/request-context';
import { SITEMAP_PART_SIZE, type SitemapEntry, sitemapDocument, sitemapIndex } from '../seo/sitemap-body';

/**
 * `/sitemap.xml`: every indexable URL with its language versions. Past `partSize` URLs it
 * becomes an index of numbered parts, `/sitemap-1.xml`, `/sitemap-2.xml`…, and `/sitemap-news.xml`.
 */
export function sitemapRoutes(deps: AppDeps, options: { partSize?: number } = {}): RouteAnswers {
    const partSize = options.partSize ?? SITEMAP_PART_SIZE;
    const routes = new RouteAnswers();
    const send = (req: Request, res: Response, version: number, body: string) =>
        sendCacheable(req, res, deps.pageCache ?? null, version, {
            contentType: 'application/xml; charset=utf-8',
            body,
            cacheControl: PAGE_CACHE_CONTROL,
            keys: [INDEX_KEY],
        });
    const load = (res: Response) => {
        const { snapshot, urls } = requestContext(res);
        return { snapshot, urls, entries: sitemapEntries(snapshot, urls) };
    };

    routes.get('sitemap', (req, res) => {
        const { snapshot, urls, entries } = load(res);
        if (entries.length <= partSize) return send(req, res, snapshot.version, sitemapDocument(entries));
        const parts = chunk(entries, partSize).map((part, index) => ({
            loc: urls.absoluteRoute('sitemapPart', { name: `sitemap-${index + 1}` }),
            lastmod:
                part
                    .map((entry) => entry.lastmod ?? '')
                    .sort()
                    .pop() || undefined,
        }));
        // The index names every sitemap of the site, the Google News one too.
        send(req, res, snapshot.version, sitemapIndex([...parts, { loc: urls.absoluteRoute('newsSitemap') }]));
    });
    // Matched with react-router's matchPath, not as an Express param: Express would answer 400
    // to a malformed percent-encoding (`/%ZZ.xml`), which must reach the not-found page
    // (decision 5). Part names are ASCII, so the raw segment is compared.
    routes.mount('sitemapPart', (req, res, next) => {
        // Mounted at the root, this runs for every request: the suffix test spares the others
        // matchPath, which compiles its pattern anew on each call (docs/benchmarks.md#figures-behind-the-codes-choices).
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.endsWith('.xml')) return next();
        const name = matchPath(ROUTES.sitemapPart.path, req.path)?.params.name ?? '';
        const part = /^sitemap-([1-9][0-9]{0,4})$/.exec(name);
        if (!part) return next();
        const { snapshot, entries } = load(res);
        const number = Number(part[1]);
        const parts = entries.length > partSize ? chunk(entries, partSize) : [];
        const entriesOfPart = parts[number - 1];
        if (!entriesOfPart) return next();
        send(req, res, snapshot.version, sitemapDocument(entriesOfPart));
    });
    return routes;
}

/**
 * Every indexable URL: each page kind's pages (server/pages/page-kind.ts, `sitemap`) with
 * their language versions, in the kinds' order. A newsroom that is not indexable has none
 * (docs/product-rules.md §6.3; robots.txt disallows all of it too).
 */
export function sitemapEntries(snapshot: ContentSnapshot, urls: SiteUrls): SitemapEntry[] {
    if (!snapshot.newsroom.is_indexable) return [];
    return PAGE_KINDS.flatMap((kind) => kind.sitemap(snapshot, urls));
}

function chunk(entries: readonly SitemapEntry[], size: number): SitemapEntry[][] {
    const parts: SitemapEntry[][] = [];
    for (let start = 0; start < entries.length; start += size) parts.push(entries.slice(start, start + size));
    return parts;
}
