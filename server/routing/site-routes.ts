import { Router } from 'express';
import { ROUTES, type RouteDefinition, type RouteName } from '../../domain/routes';
import type { SiteDeps } from '../app-deps';
import { expressMountPath, expressPath } from '../http/express-path';
import { type RouteAnswer, RouteAnswers } from '../http/route-answers';
import { errorHandler, notFoundHandler } from '../middleware/error-answers';
import { methodNotAllowed } from '../middleware/method-not-allowed';
import { staticAssets } from '../middleware/static-assets';
import { kindAnswers, PAGE_KINDS } from '../pages/page-kinds';
import { languagePrefix } from '../request-scope/language-prefix';
import { analyticsCollectorRoutes } from '../routes/analytics-collector';
import { apiRoutes } from '../routes/api';
import { cdnRoutes } from '../routes/cdn';
import { followRoutes } from '../routes/follow';
import { healthRoutes } from '../routes/health';
import { indexNowKeyRoutes } from '../routes/indexnow-key';
import { llmsTxtRoutes } from '../routes/llms-txt';
import { mcpRoutes } from '../routes/mcp';
import { newsSitemapRoutes } from '../routes/news-sitemap';
import { oembedRoutes } from '../routes/oembed';
import { robotsTxtRoutes } from '../routes/robots-txt';
import { searchApiRoutes } from '../routes/search-api';
import { shareRoutes } from '../routes/share';
import { sitemapRoutes } from '../routes/sitemap';
import { subscribeRoutes } from '../routes/subscribe';
import { themeCssRoutes } from '../routes/theme-css';
import { webhookRoutes } from '../routes/webhooks';

/**
 * Every route of the site under its base path, tried in the route table's order
 * (domain/routes.ts): the locale-free site routes, then the language prefix taken off, then the
 * pages, then 405 for a path some route has asked with another method, not found, and errors.
 * The page kinds (server/pages/) and the site's own modules below say what answers each route;
 * where a route is tried is the table's alone.
 */
export function siteRoutes(deps: SiteDeps): Router {
    const answers = RouteAnswers.merge([
        staticAssets(),
        healthRoutes(deps),
        themeCssRoutes(),
        cdnRoutes(deps),
        webhookRoutes(deps),
        searchApiRoutes(deps),
        apiRoutes(deps),
        analyticsCollectorRoutes(deps),
        robotsTxtRoutes(deps),
        sitemapRoutes(deps, { partSize: deps.sitemapPartSize }),
        newsSitemapRoutes(),
        llmsTxtRoutes(deps),
        indexNowKeyRoutes(deps),
        oembedRoutes(deps),
        mcpRoutes(deps),
        subscribeRoutes(deps),
        shareRoutes(deps),
        followRoutes(deps),
        ...PAGE_KINDS.map((kind) => kindAnswers(kind, deps)),
    ]);
    const site = Router();
    let inLanguage = false;
    for (const name of Object.keys(ROUTES) as RouteName[]) {
        const route: RouteDefinition = ROUTES[name];
        if (route.scope === 'page' && !inLanguage) {
            // Before the first page: the pages are matched without their language prefix.
            site.use(languagePrefix(deps.config));
            inLanguage = true;
        }
        if (route.scope === 'site' && inLanguage) throw new Error(`Site route ${name} comes after the pages`);
        const answer = answers.get(name);
        if (!answer) throw new Error(`Route ${name} has no answer`);
        answerRoute(site, name, route, answer);
    }
    site.use(methodNotAllowed(deps));
    site.use(notFoundHandler(deps));
    site.use(errorHandler(deps));
    return site;
}

/** Registers one route's answer at its Express path, for exactly the methods the table gives it. */
function answerRoute(site: Router, name: RouteName, route: RouteDefinition, answer: RouteAnswer): void {
    if (answer.mounted) {
        site.use(expressMountPath(route), answer.mounted);
        return;
    }
    const path = expressPath(route);
    const methods = route.methods.filter((method) => method !== 'HEAD');
    for (const method of methods) {
        const steps = answer.byMethod[method];
        if (!steps) throw new Error(`Route ${name} has no ${method} answer`);
        if (method === 'GET') site.get(path, ...steps);
        else site.post(path, ...steps);
    }
    const extra = Object.keys(answer.byMethod).filter((method) => !methods.includes(method as 'GET' | 'POST'));
    if (extra.length > 0)
        throw new Error(`Route ${name} answers ${extra.join(', ')}, which the route table does not give it`);
}
