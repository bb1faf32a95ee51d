import { Router } from 'express';
import { ROUTES } from '../../domain/routes';
import type { AppDeps } from '../app-deps';
import { sendCacheable } from '../cache/send-cacheable';
import { PAGE_CACHE_CONTROL } from '../render/send-page';
import { siteUrlsFor } from '../render/site-context';
import { requestSnapshot } from '../request-context';
import { NEWS_SITEMAP_LIMIT, newsEntries, newsSitemapDocument, newsStories } from '../seo/news-sitemap';
import { expressPath } from './express-path';

/**
 * `/sitemap-news.xml`: the Google News sitemap of the stories published in the last two days.
 * It changes with the clock as well as with content, so it stays out of the page cache (which
 * only content changes clear); it is cheap, the stories being sorted newest first already.
 * A newsroom that is not indexable lists nothing.
 */
export function newsSitemapRoutes(deps: AppDeps, options: { limit?: number; now?: () => Date } = {}): Router {
    const router = Router();
    const now = options.now ?? (() => new Date());
    router.get(expressPath(ROUTES.newsSitemap), async (req, res) => {
        const snapshot = await requestSnapshot(res, deps.content);
        const stories = snapshot.newsroom.is_indexable
            ? newsStories(snapshot, now(), options.limit ?? NEWS_SITEMAP_LIMIT)
            : [];
        const body = newsSitemapDocument(newsEntries(snapshot, siteUrlsFor(snapshot, deps.config), stories));
        sendCacheable(req, res, null, snapshot.version, {
            contentType: 'application/xml; charset=utf-8',
            body,
            cacheControl: PAGE_CACHE_CONTROL,
        });
    });
    return router;
}
