import type { AppDeps } from '../app-deps';
import { sendCacheable } from '../cache/send-cacheable';
import { INDEX_KEY } from '../cache/surrogate-keys';
import { RouteAnswers } from '../http/route-answers';
import { PAGE_CACHE_CONTROL } from '../render/send-page';
import { requestContext } from '../request-scope/request-context';
import { llmsTxt } from '../seo/llms-txt-body';

/** `/llms.txt`: the newsroom's guide for language-model crawlers, as Markdown text. */
export function llmsTxtRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('llms', (req, res) => {
        const { snapshot, urls } = requestContext(res);
        sendCacheable(req, res, deps.pageCache ?? null, snapshot.version, {
            contentType: 'text/plain; charset=utf-8',
            body: llmsTxt(snapshot, urls),
            cacheControl: PAGE_CACHE_CONTROL,
            keys: [INDEX_KEY],
        });
    });
    return routes;
}
