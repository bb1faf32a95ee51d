import type { RequestListener } from 'node:http';
import express from 'express';
import { createAnalyticsLog, workerSlot } from './analytics/analytics-log';
import type { AppDeps, SiteDeps } from './app-deps';
import { answerCacheHits } from './cache/cache-hits';
import { keepCachesCurrent } from './cache/invalidation';
import { PageCache } from './cache/page-cache';
import { CDN_SETTING } from './cache/surrogate-keys';
import { federationMiddleware, wantsActivityJson } from './federation/federation-middleware';
import { createRequestLimits } from './limits/request-limits';
import { contentUnavailable } from './middleware/content-unavailable';
import { errorHandler, notFoundHandler } from './middleware/error-answers';
import { requestLogger } from './middleware/request-logger';
import { editionSecurityHeaders, permissionsPolicy } from './middleware/security';
import { PAGE_KINDS } from './pages/page-kinds';
import { createOutbox, purgeSender } from './push/outbox';
import { sendErrorPage } from './render/send-error-page';
import { carryEdition, requestContextMiddleware } from './request-scope/request-context';
import { siteEditions } from './request-scope/site-edition';
import { siteRoutes } from './routing/site-routes';

export type { AppDeps } from './app-deps';

/** Search result pages kept in memory, apart from the page cache. */
const SEARCH_CACHE_ENTRIES = 500;
const SEARCH_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * The whole site as one Node request listener: `http.createServer(app)` or `supertest(app)`.
 * `close()`, once no request is in flight (server/process/serve.ts), writes the analytics events
 * still queued and closes the request limits' Redis connection: what createApp made.
 */
export type NewsroomApp = RequestListener & { close(): Promise<void> };

/**
 * The site. It never listens (main.ts does; tests use supertest). Content is asked for once per
 * request, by the cache-hit path (server/cache/cache-hits.ts), which answers cached pages before
 * Express; every other request goes on with the edition of the snapshot it fetched
 * (server/request-scope/site-edition.ts) through the Express app, whose middleware order is:
 * request id and logging → 503 while there is no content at all → security headers → request
 * context (language, interface language, page: server/request-scope/request-context.ts) → the
 * site's routes (routing/site-routes.ts; those that work anew for each request hold each client
 * to a budget: limits/request-limits.ts) → not found → errors. Pages compress their own bodies;
 * the answers that do not are behind the compression middleware (middleware/compress-answer.ts).
 */
export function createApp(appDeps: AppDeps): NewsroomApp {
    const deps = withLimits(withCaches(appDeps));
    const { config } = deps;
    const app = express();
    app.disable('x-powered-by');
    app.set('trust proxy', config.TRUST_PROXY);
    app.set('query parser', 'simple');
    // Which CDN's surrogate-key header the cacheable answers carry besides the common ones.
    app.set(CDN_SETTING, config.CDN_PURGE ?? null);
    app.use(requestLogger(deps.logger));
    app.use(contentUnavailable(deps));
    app.use(editionSecurityHeaders);
    app.use(permissionsPolicy);
    // WebFinger and NodeInfo live at the host's root, outside BASE_PATH; the rest under it.
    if (deps.federation) {
        app.use(
            federationMiddleware({
                federation: deps.federation.federation,
                content: deps.content,
                i18n: deps.i18n,
                logger: deps.logger,
                limit: deps.limits.step('federation'),
            }),
        );
    }
    // Mounted like the site, so it reads the site's own URL; outside BASE_PATH there is none.
    app.use(config.BASE_PATH || '/', requestContextMiddleware);
    app.use(config.BASE_PATH || '/', siteRoutes(deps));
    app.use(notFoundHandler(deps));
    app.use(errorHandler(deps));
    const caches = [deps.pageCache, deps.searchCache];
    const editionOf = siteEditions({ config, i18n: deps.i18n, logger: deps.logger });
    const bypass = deps.federation ? wantsActivityJson : undefined;
    const listener = answerCacheHits(
        { caches, content: deps.content, logger: deps.logger, bypass },
        (req, res, snapshot) => {
            if (snapshot) carryEdition(res, editionOf(snapshot));
            app(req, res);
        },
    );
    return Object.assign(listener, {
        close: async () => {
            await Promise.all([
                appDeps.limits ? null : deps.limits.close(),
                appDeps.analyticsLog ? null : deps.analyticsLog.close(),
            ]);
        },
    });
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
        outbox: appDeps.outbox ?? createOutbox(purgeSender(appDeps.cdnPurger), [], appDeps.logger),
        bus: appDeps.changeBus,
        announcer: appDeps.announcer,
        federation: appDeps.federation,
        kindChanges: PAGE_KINDS.map((kind) => kind.changedKeys),
    });
    return { ...appDeps, content, pageCache, searchCache };
}

/**
 * The deps with the per-client request limits and the analytics log, made from the settings
 * when not given (docs/deploying.md, "Limits"); the app closes what it made.
 */
function withLimits(deps: AppDeps & Required<Pick<AppDeps, 'pageCache' | 'searchCache'>>): SiteDeps {
    const { config, logger } = deps;
    const analyticsLog =
        deps.analyticsLog ??
        createAnalyticsLog({
            file: config.ANALYTICS_LOG_FILE,
            maxBytes: config.ANALYTICS_LOG_MAX_MB * 1024 * 1024,
            keep: config.ANALYTICS_LOG_FILES,
            workers: config.webConcurrency,
            slot: workerSlot(),
            logger,
        });
    // A 429 is answered with the error page, rendered with these deps.
    const limits =
        deps.limits ??
        createRequestLimits({ ...deps, sendErrorPage: (res, status) => sendErrorPage(res, deps, status) });
    return { ...deps, analyticsLog, limits };
}
