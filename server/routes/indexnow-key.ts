import type { AppDeps } from '../app-deps';
import { sendCacheable } from '../cache/send-cacheable';
import { pathParam } from '../http/express-path';
import { RouteAnswers } from '../http/route-answers';
import { PAGE_CACHE_CONTROL } from '../render/send-page';
import { requestContext } from '../request-scope/request-context';

/**
 * `/{key}.txt` (docs/product-rules.md §7.9): IndexNow's key file, which proves to the endpoint
 * that the site's owner sent the submissions. Only the configured INDEXNOW_KEY answers; any
 * other name falls through to the not-found page.
 */
export function indexNowKeyRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('indexNowKey', (req, res, next) => {
        const key = deps.config.INDEXNOW_KEY;
        if (!key || pathParam(req.params, 'key') !== key) return next();
        const { snapshot } = requestContext(res);
        sendCacheable(req, res, deps.pageCache ?? null, snapshot.version, {
            contentType: 'text/plain; charset=utf-8',
            body: key,
            cacheControl: PAGE_CACHE_CONTROL,
            // The key is a setting, not content: only what `site` stands for.
            keys: [],
        });
    });
    return routes;
}
