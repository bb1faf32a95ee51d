import { Router } from 'express';
import { ROUTES } from '../domain/routes';
import type { AppDeps } from './app-deps';
import { errorHandler, notFoundHandler } from './middleware/errors';
import { methodNotAllowed } from './middleware/method-not-allowed';
import { staticAssets } from './middleware/static-assets';
import { languagePrefix } from './request-scope/language-prefix';
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

/**
 * Every route of the site under its base path, in the order they are tried: static files →
 * locale-free routes (health, theme, CDN, API) → crawler files → locale resolution → pages →
 * not found. Routes that share a path shape are ordered by the comments below.
 */
export function siteRoutes(deps: AppDeps): Router {
    const site = Router();
    site.use(staticAssets());
    site.use(healthRoutes(deps));
    site.use(themeCssRoutes());
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
    site.use(newsSitemapRoutes());
    site.use(llmsTxtRoutes(deps));
    site.use(oembedRoutes(deps));
    site.use(languagePrefix(deps.config));
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
    // A path some route has, asked with another method: 405 with Allow, before the not-found page.
    site.use(methodNotAllowed(deps));
    site.use(notFoundHandler(deps));
    site.use(errorHandler(deps));
    return site;
}
