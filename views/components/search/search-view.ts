/** What the search page shows, prepared by the route (server/search/search-page-model.ts). */

export interface SearchHitView {
    id: string;
    /** The story's path for `InternalLink` (no BASE_PATH). */
    to: string;
    /** Highlighted with the engine markers; rendered by <Highlighted>. */
    highlightedTitle: string;
    snippet: string;
    publishedAt: string | null;
}

export interface FacetOption {
    value: string;
    label: string;
    count: number;
}

export interface SearchFilterState {
    /** Category slug, year and month as in the URL; '' when the filter is off. */
    category: string;
    year: string;
    month: string;
}

export type SearchPageStatus = 'results' | 'unavailable' | 'invalid';

export interface SearchPaginationView {
    page: number;
    totalPages: number | null;
    /** Paths for `InternalLink` (no BASE_PATH). */
    previousTo: string | null;
    nextTo: string | null;
}

export interface SearchPageProps {
    query: string;
    status: SearchPageStatus;
    filters: SearchFilterState;
    facets: { category: FacetOption[]; year: FacetOption[]; month: FacetOption[] };
    hits: SearchHitView[];
    /** Known in finite pagination mode only. */
    totalHits: number | null;
    pagination: SearchPaginationView;
    /** The search without filters, for `InternalLink` (no BASE_PATH). */
    clearFiltersTo: string | null;
}
