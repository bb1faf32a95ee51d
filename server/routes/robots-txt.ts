import type { AppDeps } from '../app-deps';
import { sendCacheable } from '../cache/send-cacheable';
import { RouteAnswers } from '../http/route-answers';
import { PAGE_CACHE_CONTROL } from '../render/send-page';
import { requestContext } from '../request-scope/request-context';
import { robotsTxt } from '../seo/robots-txt-body';

/** `/robots.txt` (server/seo/robots-txt-body.ts), cached like a page. */
export function robotsTxtRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('robots', (req, res) => {
        const { snapshot, urls } = requestContext(res);
        sendCacheable(req, res, deps.pageCache ?? null, snapshot.version, {
            contentType: 'text/plain; charset=utf-8',
            body: robotsTxt(snapshot, urls),
            cacheControl: PAGE_CACHE_CONTROL,
            // Only the newsroom's settings and its languages: what `site` stands for.
            keys: [],
        });
    });
    return routes;
}
