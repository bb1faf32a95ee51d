import { z } from 'zod';
import { isUrlSlug } from '../../domain/content/slug';

export const MAX_QUERY_LENGTH = 200;
/** Far beyond what anyone pages through; keeps offsets (and engine work) bounded. */
export const MAX_PAGE = 500;

/** A repeated parameter (`?year=1&year=2`) arrives as an array and is refused by z.string(). */
const text = z.string().optional();

const ignoredUnless = (accepts: RegExp | ((value: string) => boolean)) =>
    text
        .transform((value) =>
            value !== undefined && (typeof accepts === 'function' ? accepts(value) : accepts.test(value))
                ? value
                : undefined,
        )
        .catch(undefined);

const SearchRequestSchema = z.object({
    query: text.transform((value) => (value ?? '').replace(/\s+/g, ' ').trim()).pipe(z.string().max(MAX_QUERY_LENGTH)),
    // Filters with a value we cannot use are ignored, not refused: the visitor still gets results.
    category: ignoredUnless(isUrlSlug),
    year: ignoredUnless(/^(19|20|21)[0-9]{2}$/).transform((value) => (value ? Number(value) : undefined)),
    month: ignoredUnless(/^(0?[1-9]|1[0-2])$/).transform((value) => (value ? Number(value) : undefined)),
});

export type SearchRequest = z.output<typeof SearchRequestSchema> & { page: number };

/**
 * The results page asked for, up to MAX_PAGE: the request's `?page=N`, read by the request
 * context by the rule of every paged list (server/request-scope/page-query.ts). Null when it
 * names no page; a page past the last one is known only once searched.
 */
export function searchPage(page: number | null): number | null {
    return page !== null && page <= MAX_PAGE ? page : null;
}

/**
 * The search page's URL parameters, on the results page `page` (searchPage). A query that is
 * too long or a parameter given twice makes the request invalid; a filter value that is not a
 * category slug, year or month is ignored. Other parameters (utm_*, id) pass. The page route
 * answers a page that names no page with the not-found page, like every paged list, before it
 * asks this.
 */
export function parseSearchRequest(query: unknown, page: number): SearchRequest | null {
    const parsed = SearchRequestSchema.safeParse(query);
    return parsed.success ? { ...parsed.data, page } : null;
}

/** The query words alone, for when the rest of the request is invalid. */
export function displayableQuery(query: unknown): string {
    const value = (query as { query?: unknown } | null)?.query;
    return typeof value === 'string' ? value.trim().slice(0, MAX_QUERY_LENGTH) : '';
}
