import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { sendCacheable } from '../cache/send-cacheable';
import { PAGE_CACHE_CONTROL } from '../render/send-page';
import { siteUrlsFor } from '../render/site-context';

/**
 * `/robots.txt` (SPEC §6): everything disallowed when the newsroom is not indexable; otherwise
 * everything but the API and search result pages, with the sitemap's address.
 */
export function robotsTxtRoutes(deps: AppDeps): Router {
    const router = Router();
    router.get('/robots.txt', async (req, res) => {
        const snapshot = await deps.content.get();
        const urls = siteUrlsFor(snapshot, deps.config);
        const base = deps.config.BASE_PATH;
        const lines = ['User-agent: *'];
        if (!snapshot.newsroom.is_indexable) {
            lines.push(`Disallow: ${base || '/'}`);
        } else {
            lines.push(`Allow: ${base || '/'}`, `Disallow: ${base}/api/`);
            for (const language of snapshot.languages) lines.push(`Disallow: ${urls.path(language.code, '/search')}`);
            lines.push('', `Sitemap: ${deps.config.siteUrl}/sitemap.xml`);
        }
        sendCacheable(req, res, deps.pageCache ?? null, snapshot.version, {
            contentType: 'text/plain; charset=utf-8',
            body: `${lines.join('\n')}\n`,
            cacheControl: PAGE_CACHE_CONTROL,
            // Only the newsroom's settings and its languages: what `site` stands for.
            keys: [],
        });
    });
    return router;
}
