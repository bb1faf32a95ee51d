import { Router } from 'express';
import { ROUTES } from '../../domain/routes';
import type { AppDeps } from '../app-deps';
import { sendCacheable } from '../cache/send-cacheable';
import { PAGE_CACHE_CONTROL } from '../render/send-page';
import { siteUrlsFor } from '../render/site-context';
import { requestSnapshot } from '../request-context';
import { expressPath } from './express-path';

/**
 * `/robots.txt` (SPEC §6): everything disallowed when the newsroom is not indexable; otherwise
 * everything but the API and search result pages, with the sitemaps' addresses.
 */
export function robotsTxtRoutes(deps: AppDeps): Router {
    const router = Router();
    router.get(expressPath(ROUTES.robots), async (req, res) => {
        const snapshot = await requestSnapshot(res, deps.content);
        const urls = siteUrlsFor(snapshot, deps.config);
        const base = deps.config.BASE_PATH;
        const lines = ['User-agent: *'];
        if (!snapshot.newsroom.is_indexable) {
            lines.push(`Disallow: ${base || '/'}`);
        } else {
            lines.push(`Allow: ${base || '/'}`, `Disallow: ${base}/api/`);
            for (const language of snapshot.languages) lines.push(`Disallow: ${urls.search(language.code)}`);
            lines.push(
                '',
                `Sitemap: ${urls.absoluteRoute('sitemap')}`,
                `Sitemap: ${urls.absoluteRoute('newsSitemap')}`,
            );
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
