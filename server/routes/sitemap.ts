import type { Request, Response } from 'express';
import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { sendCacheable } from '../cache/send-cacheable';
import { INDEX_KEY } from '../cache/surrogate-keys';
import { PAGE_CACHE_CONTROL } from '../render/send-page';
import { siteUrlsFor } from '../render/site-context';
import { SITEMAP_PART_SIZE, type SitemapEntry, sitemapDocument, sitemapEntries, sitemapIndex } from '../seo/sitemap';

/**
 * `/sitemap.xml`: every indexable URL with its language versions. Past `partSize` URLs it
 * becomes an index of numbered parts, `/sitemap-1.xml`, `/sitemap-2.xml`…
 */
export function sitemapRoutes(deps: AppDeps, options: { partSize?: number } = {}): Router {
    const partSize = options.partSize ?? SITEMAP_PART_SIZE;
    const router = Router();
    const send = (req: Request, res: Response, version: number, body: string) =>
        sendCacheable(req, res, deps.pageCache ?? null, version, {
            contentType: 'application/xml; charset=utf-8',
            body,
            cacheControl: PAGE_CACHE_CONTROL,
            keys: [INDEX_KEY],
        });
    const load = async () => {
        const snapshot = await deps.content.get();
        return { snapshot, entries: sitemapEntries(snapshot, siteUrlsFor(snapshot, deps.config)) };
    };

    router.get('/sitemap.xml', async (req, res) => {
        const { snapshot, entries } = await load();
        if (entries.length <= partSize) return send(req, res, snapshot.version, sitemapDocument(entries));
        const parts = chunk(entries, partSize).map((part, index) => ({
            loc: `${deps.config.siteUrl}/sitemap-${index + 1}.xml`,
            lastmod:
                part
                    .map((entry) => entry.lastmod ?? '')
                    .sort()
                    .pop() || undefined,
        }));
        send(req, res, snapshot.version, sitemapIndex(parts));
    });
    router.get(/^\/sitemap-([1-9][0-9]{0,4})\.xml$/, async (req, res, next) => {
        const { snapshot, entries } = await load();
        const number = Number((req.params as Record<string, string>)[0]);
        const parts = entries.length > partSize ? chunk(entries, partSize) : [];
        const part = parts[number - 1];
        if (!part) return next();
        send(req, res, snapshot.version, sitemapDocument(part));
    });
    return router;
}

function chunk(entries: readonly SitemapEntry[], size: number): SitemapEntry[][] {
    const parts: SitemapEntry[][] = [];
    for (let start = 0; start < entries.length; start += size) parts.push(entries.slice(start, start + size));
    return parts;
}
