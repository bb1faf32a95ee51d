import type { RequestHandler } from 'express';
import { createElement } from 'react';
import { toHtmlLang } from '../../../domain/locale/locale-code';
import type { SearchPageStatus } from '../../../views/components/search/search-view';
import { SearchPage } from '../../../views/pages/SearchPage';
import type { AppDeps, SiteDeps } from '../../app-deps';
import { offersSearch } from '../../content/search-offered';
import { RouteAnswers } from '../../http/route-answers';
import { notFound } from '../../http-error';
import { sendPage } from '../../render/send-page';
import { requestContext } from '../../request-scope/request-context';
import { SearchBackendError, type SearchResults } from '../../search/search-backend';
import { searchPageModel } from '../../search/search-page-model';
import { displayableQuery, parseSearchRequest, type SearchRequest, searchPage } from '../../search/search-request';

const HTTP_STATUS: Record<SearchPageStatus, number> = { results: 200, invalid: 400, unavailable: 503 };

/**
 * GET /search?query=&category=&year=&month=&page= — the full results page. Server-rendered and
 * complete without JavaScript; the whole state is in the URL. Without words it is a placeholder
 * search (docs/product-rules.md §9.5): the newest stories, with facets and pages like any search. When the search
 * back end fails, the page says so (503) and the rest of the site is unaffected. A result page
 * the search cache holds is answered before Express; every other one counts against the
 * client's RATE_LIMIT_SEARCH, shared with /api/search (docs/deploying.md, "Limits").
 */
export function searchRoutes(deps: SiteDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('search', searchOffered, deps.limits.step('search'), async (req, res, next) => {
        // A page that names no page is the not-found page, as on every paged list (decision 5).
        const context = requestContext(res);
        const page = searchPage(context.page);
        if (page === null) return next(notFound());
        const { snapshot, language, urls, site } = context;
        const { t } = site.language;
        const languageCode = language.code;
        const request = parseSearchRequest(req.query, page);
        const category = request?.category ? snapshot.categories.bySlug(languageCode, request.category) : undefined;

        const { status, results } = request
            ? await runSearch(deps, request, languageCode, category?.id)
            : { status: 'invalid' as const, results: null };
        // Past the last page: nothing there, like `?page=9` of a category.
        if (results && results.hits.length === 0 && request!.page > 1) return next(notFound());

        const query = request?.query ?? displayableQuery(req.query);
        const props = searchPageModel({
            snapshot,
            urls,
            languageCode,
            htmlLang: toHtmlLang(languageCode),
            query,
            category,
            year: request?.year,
            month: request?.month,
            status,
            results,
        });
        sendPage(res, deps, {
            status: HTTP_STATUS[status],
            cache: 'search',
            head: {
                title: query ? t('search.resultsFor', { query }) : t('search.title'),
                // Result pages are endless variations of the stories: never indexed, links followed.
                indexing: 'unlisted',
            },
            page: createElement(SearchPage, props),
        });
    });
    return routes;
}

/**
 * Not found where the site offers no search (a hub's own site without stories of its own:
 * server/content/search-offered.ts), before the request counts against the client's budget.
 */
const searchOffered: RequestHandler = (_req, res, next) => {
    next(offersSearch(requestContext(res).snapshot) ? undefined : notFound());
};

/**
 * Asks the back end (placeholder search on, docs/product-rules.md §9.5: no words still searches, listing the
 * newest stories). A back-end failure is the page's 'unavailable' state.
 */
async function runSearch(
    deps: AppDeps,
    request: SearchRequest,
    languageCode: string,
    categoryId: number | undefined,
): Promise<{ status: SearchPageStatus; results: SearchResults | null }> {
    try {
        const results = await deps.search.search({
            locale: languageCode,
            query: request.query,
            category: categoryId,
            year: request.year,
            month: request.month,
            page: request.page,
            hitsPerPage: deps.config.SEARCH_HITS_PER_PAGE,
            keepZeroFacets: deps.config.SEARCH_KEEP_ZERO_FACETS,
            finitePagination: deps.config.SEARCH_FINITE_PAGINATION,
        });
        return { status: 'results', results };
    } catch (error) {
        // Logged by the back end; anything else is a bug and goes to the error handler.
        if (!(error instanceof SearchBackendError)) throw error;
        return { status: 'unavailable', results: null };
    }
}
