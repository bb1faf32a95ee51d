import type { RequestListener } from 'node:http';
import compression from 'compression';
import express from 'express';
import type { AppDeps } from './app-deps';
import { answerCacheHits } from './cache/cache-hits';
import { keepCachesCurrent } from './cache/invalidation';
import { PageCache } from './cache/page-cache';
import { CDN_SETTING } from './cache/surrogate-keys';
import { contentUnavailable } from './middleware/content-unavailable';
import { errorHandler, notFoundHandler } from './middleware/errors';
import { requestContextMiddleware } from './middleware/request-context';
import { requestLogger } from './middleware/request-logger';
import { newsroomSecurityHeaders, permissionsPolicy } from './middleware/security';
import { siteRoutes } from './site-routes';

export type { AppDeps } from './app-deps';

/** Search result pages kept in memory, apart from the page cache. */
const SEARCH_CACHE_ENTRIES = 500;
const SEARCH_CACHE_BYTES = 16 * 1024 * 1024;

/** The whole site as one Node request listener: `http.createServer(app)` or `supertest(app)`. */
export type NewsroomApp = RequestListener;

/**
 * The site. It never listens (main.ts does; tests use supertest). Cached pages are answered
 * before Express (server/cache/cache-hits.ts); everything else goes through the Express app,
 * whose middleware order is: request id and logging → request context (snapshot, language:
 * server/middleware/request-context.ts) → 503 while there is no content at all → security headers → compression → the site's routes
 * (site-routes.ts) → not found → errors.
 */
export function createApp(appDeps: AppDeps): NewsroomApp {
    const deps = withCaches(appDeps);
    const { config } = deps;
    const app = express();
    app.disable('x-powered-by');
    app.set('trust proxy', config.TRUST_PROXY);
    app.set('query parser', 'simple');
    // Which CDN's surrogate-key header the cacheable answers carry besides the common ones.
    app.set(CDN_SETTING, config.CDN_PURGE ?? null);
    app.use(requestLogger(deps.logger));
    // Mounted like the site, so it reads the site's own URL; outside BASE_PATH there is none.
    app.use(config.BASE_PATH || '/', requestContextMiddleware(deps));
    app.use(config.BASE_PATH || '/', contentUnavailable(deps));
    app.use(newsroomSecurityHeaders(config, deps.content));
    app.use(permissionsPolicy);
    app.use(compression({ threshold: 1024 }));
    app.use(config.BASE_PATH || '/', siteRoutes(deps));
    app.use(notFoundHandler(deps));
    app.use(errorHandler(deps));
    const caches = [deps.pageCache, deps.searchCache];
    return answerCacheHits({ caches, content: deps.content, logger: deps.logger }, app);
}

/**
 * The deps with both response caches, and the content source routes should use: the one whose
 * reload() also evicts and purges what changed and wakes the other processes.
 */
function withCaches(appDeps: AppDeps): AppDeps & Required<Pick<AppDeps, 'pageCache' | 'searchCache'>> {
    const { config } = appDeps;
    const pageCache = appDeps.pageCache ?? new PageCache(config.PAGE_CACHE_ENTRIES, config.PAGE_CACHE_MB * 1024 * 1024);
    const searchCache =
        appDeps.searchCache ??
        new PageCache(Math.min(config.PAGE_CACHE_ENTRIES, SEARCH_CACHE_ENTRIES), SEARCH_CACHE_BYTES);
    const content = keepCachesCurrent({
        content: appDeps.content,
        caches: [pageCache, searchCache],
        logger: appDeps.logger,
        purger: appDeps.cdnPurger,
        bus: appDeps.changeBus,
    });
    return { ...appDeps, content, pageCache, searchCache };
}
