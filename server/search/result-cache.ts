import type { SearchBackend, SearchQuery, SearchResults } from './search-backend';

/**
 * SPEC §9: search results are kept in memory for the client's lifetime. We bound that by
 * entries and age, and forget everything when the index is rebuilt. Only successful answers are
 * kept; a failed search is tried again next time.
 */
export function withResultCache(
    backend: SearchBackend,
    options: { entries: number; ttlMs: number; now?: () => number },
): SearchBackend {
    const now = options.now ?? Date.now;
    const cache = new Map<string, { at: number; results: Promise<SearchResults> }>();
    const keyOf = (query: SearchQuery) =>
        JSON.stringify([
            query.locale,
            query.query,
            query.category,
            query.year,
            query.month,
            query.page,
            query.hitsPerPage,
            Boolean(query.keepZeroFacets),
            Boolean(query.finitePagination),
        ]);
    return {
        kind: backend.kind,
        search(query) {
            const key = keyOf(query);
            const cached = cache.get(key);
            if (cached && now() - cached.at < options.ttlMs) {
                // Refresh its place: the map's order is the eviction order.
                cache.delete(key);
                cache.set(key, cached);
                return cached.results;
            }
            const results = backend.search(query);
            cache.set(key, { at: now(), results });
            results.catch(() => {
                if (cache.get(key)?.results === results) cache.delete(key);
            });
            while (cache.size > options.entries) cache.delete(cache.keys().next().value as string);
            return results;
        },
        async index(snapshot) {
            const report = await backend.index(snapshot);
            cache.clear();
            return report;
        },
        health: () => backend.health(),
        close: async () => {
            cache.clear();
            await backend.close();
        },
    };
}
