import { LRUCache } from 'lru-cache';
import type { SearchBackend, SearchQuery, SearchResults } from './search-backend';

/**
 * docs/product-rules.md §9.10: search results are kept in memory for the client's lifetime. We bound that by
 * entries and age (lru-cache), and forget everything when the index is rebuilt. Only successful
 * answers are kept; a failed search is tried again next time.
 */
export function withResultCache(
    backend: SearchBackend,
    options: { entries: number; ttlMs: number; now?: () => number },
): SearchBackend {
    const cache = new LRUCache<string, Promise<SearchResults>>({
        max: options.entries,
        ttl: options.ttlMs,
        // Read the clock on every look-up rather than caching it for a millisecond.
        ttlResolution: 0,
        perf: options.now ? { now: options.now } : undefined,
    });
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
            if (cached) return cached;
            const results = backend.search(query);
            cache.set(key, results);
            results.catch(() => {
                if (cache.peek(key) === results) cache.delete(key);
            });
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
