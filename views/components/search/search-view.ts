/** What the search page shows, prepared by the route (server/search/search-page-model.ts). */

export interface SearchHitView {
    id: string;
    /** The story's path for `InternalLink` (no BASE_PATH), with the heading's id when it lands on a section. */
    to: string;
    /** Highlighted with the engine markers; rendered by <Highlighted>. */
    highlightedTitle: string;
    /** From the section the hit lands on, else from the summary or body. */
    snippet: string;
    /** The heading of the section the hit lands on (highlighted); null when it lands on the story's top. */
    highlightedSection: string | null;
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
