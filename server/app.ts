import type { RequestListener } from 'node:http';
import compression from 'compression';
import express, { Router } from 'express';
import { ROUTES } from '../domain/routes';
import { newsroomSecurityHeaders } from './analytics/third-party-hosts';
import type { AppDeps } from './app-deps';
import { answerCacheHits } from './cache/cache-hits';
import { keepCachesCurrent } from './cache/invalidation';
import { PageCache } from './cache/page-cache';
import { errorHandler, notFoundHandler } from './middleware/errors';
import { localeMiddleware } from './middleware/locale';
import { requestLogger } from './middleware/request-logger';
import { permissionsPolicy } from './middleware/security';
import { staticAssets } from './middleware/static-assets';
import { analyticsCollectorRoutes } from './routes/analytics-collector';
import { apiRoutes } from './routes/api';
import { categoryRoutes } from './routes/category';
import { cdnRoutes } from './routes/cdn';
import { expressMountPath } from './routes/express-path';
import { feedRoutes } from './routes/feed';
import { healthRoutes } from './routes/health';
import { homeRoutes } from './routes/home';
import { llmsTxtRoutes } from './routes/llms-txt';
import { mediaRoutes } from './routes/media';
import { mediaKitRoutes } from './routes/media-kit';
import { newsSitemapRoutes } from './routes/news-sitemap';
import { oembedRoutes } from './routes/oembed';
import { pageRoutes } from './routes/pages';
import { robotsTxtRoutes } from './routes/robots-txt';
import { searchRoutes } from './routes/search';
import { searchApiRoutes } from './routes/search-api';
import { shareRoutes } from './routes/share';
import { sitemapRoutes } from './routes/sitemap';
import { storyRoutes } from './routes/story';
import { storyJsonRoutes } from './routes/story-json';
import { subscribeRoutes } from './routes/subscribe';
import { tagRoutes } from './routes/tag';
import { themeCssRoutes } from './routes/theme-css';
import { webhookRoutes } from './routes/webhooks';

export type { AppDeps } from './app-deps';

/** Search result pages kept in memory, apart from the page cache. */
const SEARCH_CACHE_ENTRIES = 500;
const SEARCH_CACHE_BYTES = 16 * 1024 * 1024;

/** The whole site as one Node request listener: `http.createServer(app)` or `supertest(app)`. */
export type NewsroomApp = RequestListener;

/**
 * The site. It never listens (main.ts does; tests use supertest). Cached pages are answered
 * before Express (server/cache/cache-hits.ts); everything else goes through the Express app,
 * whose middleware order is: request id and logging → security headers → compression → static
 * files → locale-free routes (health, theme, API) → crawler files → locale resolution → pages →
 * not found → errors.
 */
export function createApp(appDeps: AppDeps): NewsroomApp {
    const { config } = appDeps;
    const pageCache = appDeps.pageCache ?? new PageCache(config.PAGE_CACHE_ENTRIES, config.PAGE_CACHE_MB * 1024 * 1024);
    const searchCache =
        appDeps.searchCache ??
        new PageCache(Math.min(config.PAGE_CACHE_ENTRIES, SEARCH_CACHE_ENTRIES), SEARCH_CACHE_BYTES);
    const caches = [pageCache, searchCache];
    // Caches follow the content; routes get the source whose reload() also wakes the other processes.
    const content = keepCachesCurrent({
        content: appDeps.content,
        caches,
        logger: appDeps.logger,
        purger: appDeps.cdnPurger,
        bus: appDeps.changeBus,
    });
    const deps: AppDeps = { ...appDeps, content, pageCache, searchCache };
    const app = express();
    app.disable('x-powered-by');
    app.set('trust proxy', config.TRUST_PROXY);
    app.set('query parser', 'simple');

    const site = Router();
    site.use(staticAssets());
    site.use(healthRoutes(deps));
    site.use(themeCssRoutes(deps));
    // The local assets CDN: no locale, no page cache; before all of them.
    site.use(expressMountPath(ROUTES.cdn), cdnRoutes(deps));
    site.use(webhookRoutes(deps));
    site.use(searchApiRoutes(deps));
    site.use(apiRoutes(deps));
    // The first-party analytics collector: no locale, no page cache; it reads the consent cookie only.
    site.use(analyticsCollectorRoutes(deps));
    // Crawler files without a locale: the site root only, never under a language prefix.
    site.use(robotsTxtRoutes(deps));
    site.use(sitemapRoutes(deps, { partSize: deps.sitemapPartSize }));
    site.use(newsSitemapRoutes(deps));
    site.use(llmsTxtRoutes(deps));
    site.use(oembedRoutes(deps));
    site.use(localeMiddleware(deps.content, config.BASE_PATH, deps.logger));
    site.use(homeRoutes(deps));
    site.use(searchRoutes(deps));
    site.use(categoryRoutes(deps));
    site.use(tagRoutes(deps));
    site.use(pageRoutes(deps));
    site.use(subscribeRoutes(deps));
    site.use(shareRoutes(deps));
    site.use(mediaRoutes(deps));
    site.use(feedRoutes(deps));
    // `{story url}.json` before the story pages, whose `/:slug` would take `slug.json`.
    site.use(storyJsonRoutes(deps));
    site.use(mediaKitRoutes(deps));
    // Story slugs are one path segment like every other page: keep this last among the pages.
    site.use(storyRoutes(deps));
    site.use(notFoundHandler(deps));

    app.use(requestLogger(deps.logger));
    app.use(newsroomSecurityHeaders(config, deps.content));
    app.use(permissionsPolicy);
    app.use(compression({ threshold: 1024 }));
    app.use(config.BASE_PATH || '/', site);
    app.use(notFoundHandler(deps));
    app.use(errorHandler(deps));
    return answerCacheHits({ caches, content: deps.content, logger: deps.logger }, app);
}
