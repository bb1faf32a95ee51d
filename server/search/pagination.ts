import type { SearchQuery } from './search-backend';

/**
 * The slice of hits to ask an engine for. docs/product-rules.md §4.8: in non-finite mode one extra hit is
 * requested, then dropped by `trimPage`, to learn whether another page exists.
 */
export function pageWindow(query: Pick<SearchQuery, 'page' | 'hitsPerPage' | 'finitePagination'>): {
    offset: number;
    limit: number;
} {
    const offset = (query.page - 1) * query.hitsPerPage;
    return { offset, limit: query.finitePagination ? query.hitsPerPage : query.hitsPerPage + 1 };
}

/** Drops the extra hit of non-finite mode and says whether there is more. */
export function trimPage<T>(hits: T[], hitsPerPage: number): { hits: T[]; hasMore: boolean } {
    return { hits: hits.slice(0, hitsPerPage), hasMore: hits.length > hitsPerPage };
}

export function pageCount(totalHits: number, hitsPerPage: number): number {
    return Math.ceil(totalHits / hitsPerPage);
}
