import type { SearchQuery } from './search-backend';
import { FACET_NAMES, type FacetName } from './search-document';

/** The value each facet is filtered by in a query (undefined when that filter is off). */
export function filterValues(query: SearchQuery): Record<FacetName, number | undefined> {
    return { category: query.category, year: query.year, month: query.month };
}

/** The facets a query filters on. Their counts are computed without their own filter. */
export function activeFacets(query: SearchQuery): FacetName[] {
    return FACET_NAMES.filter((name) => query[name] !== undefined);
}
