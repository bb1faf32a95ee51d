import { z } from 'zod';
import { toHtmlLang } from '../../domain/locale/locale-code';
import { splitHighlight } from '../../domain/search/highlight';
import type { SiteDeps } from '../app-deps';
import { RouteAnswers } from '../http/route-answers';
import { sendApiError } from '../i18n/api-messages';
import { compressAnswer } from '../middleware/compress-answer';
import { requestContext } from '../request-scope/request-context';
import { SearchBackendError } from '../search/search-backend';
import { listedHit, localizedFacets } from '../search/search-page-model';
import { MAX_QUERY_LENGTH, searchPage } from '../search/search-request';

/** How many quick results the header shows. */
export const QUICK_RESULTS = 5;
const CACHE_CONTROL = 'public, max-age=30, s-maxage=60, stale-while-revalidate=60';

const QuickSearchSchema = z.object({
    query: z
        .string()
        .optional()
        .transform((value) => (value ?? '').replace(/\s+/g, ' ').trim())
        .pipe(z.string().max(MAX_QUERY_LENGTH)),
    locale: z
        .string()
        .regex(/^[a-z]{2,3}(_[A-Za-z0-9]{2,4}){0,2}$/)
        .optional(),
});

/**
 * GET /api/search?query=&locale=&page= — quick results for the header's search island, five a
 * page, with facets; without words, the newest stories (placeholder search, docs/product-rules.md §9.5). The site
 * searches on the visitor's behalf, so no search key ever reaches the browser. Highlighted
 * text is sent as segments ({text, match}) for the island to render without HTML. Each request
 * counts against the client's RATE_LIMIT_SEARCH, shared with the search page (docs/deploying.md,
 * "Limits").
 */
export function searchApiRoutes(deps: SiteDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('searchApi', deps.limits.step('search'), compressAnswer, async (req, res) => {
        res.setHeader('X-Robots-Tag', 'noindex');
        const { snapshot, edition, urls, page: pageAsked } = requestContext(res);
        const parsed = QuickSearchSchema.safeParse(req.query);
        const page = searchPage(pageAsked);
        if (!parsed.success || page === null) return sendApiError(deps.i18n, req, res, 400, 'api.invalidSearch');
        const language = parsed.data.locale
            ? snapshot.languages.byCode(parsed.data.locale)
            : snapshot.languages.default;
        if (!language) return sendApiError(deps.i18n, req, res, 400, 'api.unknownLocale');
        const { query } = parsed.data;
        const { t } = edition.site(language).language;
        try {
            // No words: placeholder search (docs/product-rules.md §9.5), the newest stories with facets.
            const results = await deps.search.search({
                locale: language.code,
                query,
                page,
                hitsPerPage: QUICK_RESULTS,
                keepZeroFacets: deps.config.SEARCH_KEEP_ZERO_FACETS,
                finitePagination: true,
            });
            const totalHits = results.totalHits ?? results.hits.length;
            res.setHeader('Cache-Control', CACHE_CONTROL).json({
                hits: results.hits.map((hit) => ({
                    title: hit.title,
                    url: urls.storySectionOf(listedHit(hit), hit.section?.anchor ?? null),
                    highlightedTitle: splitHighlight(hit.highlightedTitle),
                    summarySnippet: splitHighlight(hit.snippet),
                    // The section the words matched in (docs/search.md); null for the story's top.
                    section: hit.section
                        ? { heading: splitHighlight(hit.section.highlightedHeading), anchor: hit.section.anchor }
                        : null,
                    publishedAt: hit.publishedAt,
                })),
                totalHits,
                // Announced to screen readers by the island, in the page's language.
                label: totalHits > 0 ? t('search.resultsCount', { count: totalHits }) : t('search.noQuickResults'),
                page: results.page,
                totalPages: results.totalPages ?? null,
                hasMore: results.hasMore,
                facets: localizedFacets(results.facets, {
                    snapshot,
                    languageCode: language.code,
                    htmlLang: toHtmlLang(language.code),
                }),
            });
        } catch (error) {
            if (!(error instanceof SearchBackendError)) throw error;
            // Shown by the quick-search island inside the page: in the page's language.
            res.status(503)
                .setHeader('Cache-Control', 'no-store')
                .json({ message: t('search.unavailable') });
        }
    });
    return routes;
}
