import type { ContentSnapshot } from '../content/content-snapshot';

export type SearchBackendKind = 'embedded' | 'meilisearch' | 'algolia';

/** One search, in the terms of our site. Each back end turns it into its own query. */
export interface SearchQuery {
    /** Newsroom language code (underscore form); only stories of this language are searched. */
    locale: string;
    /** The visitor's words; empty means a placeholder search (everything, newest first). */
    query: string;
    /** Category id. */
    category?: number;
    year?: number;
    /** 1 to 12. */
    month?: number;
    /** 1-based. */
    page: number;
    hitsPerPage: number;
    /** docs/product-rules.md §4.7: facet values with a zero count are dropped unless this is on. */
    keepZeroFacets?: boolean;
    /**
     * docs/product-rules.md §4.8, §9.6: off by default. Off, one extra hit is requested and dropped to learn whether a
     * next page exists (`hasMore`), and no total is given. On, the total and page count are given.
     */
    finitePagination?: boolean;
}

export interface SearchHit {
    /** The story's uuid. */
    id: string;
    slug: string;
    locale: string;
    title: string;
    /** The title with HIGHLIGHT_PRE_TAG/HIGHLIGHT_POST_TAG around matched words. */
    highlightedTitle: string;
    /**
     * A short extract, highlighted: of the section the hit lands on; else of the summary, or of
     * the body when only the body matched.
     */
    snippet: string;
    /** The section of the story where the words matched (docs/search.md); null for the story's top. */
    section: SearchHitSection | null;
    publishedAt: string | null;
    categoryIds: number[];
}

export interface SearchHitSection {
    /** The id of the section's heading on the story page: the link's fragment. */
    anchor: string;
    /** The heading's text with HIGHLIGHT_PRE_TAG/HIGHLIGHT_POST_TAG around matched words. */
    highlightedHeading: string;
}

export interface FacetValue {
    /** Category id, year (`2025`) or month (`1`…`12`), as a string. */
    value: string;
    count: number;
}

export interface SearchFacets {
    category: FacetValue[];
    year: FacetValue[];
    month: FacetValue[];
}

export interface SearchResults {
    hits: SearchHit[];
    /** Each facet's counts take every active filter into account except its own. */
    facets: SearchFacets;
    page: number;
    hitsPerPage: number;
    /** Finite pagination only. */
    totalHits?: number;
    /** Finite pagination only. */
    totalPages?: number;
    /** Whether a next page exists (both modes). */
    hasMore: boolean;
    processingTimeMs: number;
}

export interface IndexReport {
    documents: number;
    locales: string[];
}

/**
 * Where stories are searched. Routes only see this interface; `createSearchBackend` picks the
 * implementation (embedded by default, Meilisearch, Algolia) from configuration.
 */
export interface SearchBackend {
    readonly kind: SearchBackendKind;
    /** Rejects with a SearchBackendError when the back end fails or times out. */
    search(query: SearchQuery): Promise<SearchResults>;
    /** (Re)builds the index from the published public stories of a snapshot. */
    index(snapshot: ContentSnapshot): Promise<IndexReport>;
    /** True when searching works now; never rejects. */
    health(): Promise<boolean>;
    close(): Promise<void>;
}

/** docs/product-rules.md §8.2: the kinds of search engine error. */
export type SearchErrorKind = 'api' | 'communication' | 'timeout' | 'generic';

export class SearchBackendError extends Error {
    override readonly name = 'SearchBackendError';
    constructor(
        readonly kind: SearchErrorKind,
        readonly backend: SearchBackendKind,
        message: string,
        options?: { cause?: unknown },
    ) {
        super(`${backend} ${kind} error: ${message}`, options);
    }
}
