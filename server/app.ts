import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { Router } from 'express';
import { handle as i18nextHandle } from 'i18next-http-middleware';
import type { AppDeps } from './app-deps';
import { PageCache } from './cache/page-cache';
import { pageCacheMiddleware } from './cache/page-cache-middleware';
import { errorHandler, notFoundHandler } from './middleware/errors';
import { localeMiddleware } from './middleware/locale';
import { requestLogger } from './middleware/request-logger';
import { permissionsPolicy, securityHeaders } from './middleware/security';
import { staticAssets } from './middleware/static-assets';
import { healthRoutes } from './routes/health';
import { homeRoutes } from './routes/home';
import { storyRoutes } from './routes/story';
import { themeCssRoutes } from './routes/theme-css';

export type { AppDeps } from './app-deps';

/**
 * The Express app. It never listens (main.ts does; tests use supertest). Middleware order:
 * request id and logging → security headers → compression → static files → locale-free
 * routes (health, theme, API) → locale resolution → pages → not found → errors.
 */
export function createApp(appDeps: AppDeps): express.Express {
    const { config } = appDeps;
    const deps: AppDeps = { ...appDeps, pageCache: appDeps.pageCache ?? new PageCache(config.PAGE_CACHE_ENTRIES) };
    const app = express();
    app.disable('x-powered-by');
    app.set('trust proxy', config.TRUST_PROXY);
    app.set('query parser', 'simple');

    const site = Router();
    site.use(staticAssets());
    site.use(healthRoutes(deps));
    site.use(themeCssRoutes(deps));
    site.use(pageCacheMiddleware(deps.pageCache!, deps.content));
    site.use(cookieParser());
    site.use(localeMiddleware(deps.content, config.BASE_PATH));
    site.use(i18nextHandle(deps.i18n));
    site.use(homeRoutes(deps));
    site.use(storyRoutes(deps));
    site.use(notFoundHandler(deps));

    app.use(requestLogger(deps.logger));
    app.use(securityHeaders(config));
    app.use(permissionsPolicy);
    app.use(compression({ threshold: 1024 }));
    app.use(config.BASE_PATH || '/', site);
    app.use(notFoundHandler(deps));
    app.use(errorHandler(deps));
    return app;
}
