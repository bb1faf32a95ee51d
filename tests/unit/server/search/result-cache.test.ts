import { describe, expect, it, vi } from 'vitest';
import { withResultCache } from '../../../../server/search/result-cache';
import type { SearchBackend, SearchQuery, SearchResults } from '../../../../server/search/search-backend';

const results = (label: string): SearchResults => ({
    hits: [
        {
            id: label,
            slug: label,
            locale: 'en',
            title: label,
            highlightedTitle: label,
            snippet: '',
            section: null,
            publishedAt: null,
            categoryIds: [],
        },
    ],
    facets: { category: [], year: [], month: [] },
    page: 1,
    hitsPerPage: 20,
    hasMore: false,
    processingTimeMs: 1,
});

function countingBackend(fail = false) {
    let calls = 0;
    const backend: SearchBackend = {
        kind: 'meilisearch',
        search: vi.fn(async (query: SearchQuery) => {
            calls += 1;
            if (fail) throw new Error('down');
            return results(`${query.query}#${calls}`);
        }),
        index: vi.fn(async () => ({ documents: 0, locales: [] })),
        health: async () => true,
        close: async () => {},
    };
    return backend;
}

const query: SearchQuery = { locale: 'en', query: 'battery', page: 1, hitsPerPage: 20 };

describe('search result cache (docs/product-rules.md §9.10)', () => {
    it('answers the same search from memory', async () => {
        const backend = countingBackend();
        const cached = withResultCache(backend, { entries: 10, ttlMs: 60_000 });
        const first = await cached.search(query);
        expect(await cached.search({ ...query })).toBe(first);
        expect(await cached.search({ ...query, page: 2 })).not.toBe(first);
        expect(backend.search).toHaveBeenCalledTimes(2);
    });

    it('forgets after its time to live and after a new index', async () => {
        let now = 10_000;
        const backend = countingBackend();
        const cached = withResultCache(backend, { entries: 10, ttlMs: 1000, now: () => now });
        await cached.search(query);
        now = 10_900;
        await cached.search(query);
        expect(backend.search).toHaveBeenCalledTimes(1);
        now = 11_500;
        await cached.search(query);
        expect(backend.search).toHaveBeenCalledTimes(2);
        await cached.index({} as never);
        await cached.search(query);
        expect(backend.search).toHaveBeenCalledTimes(3);
    });

    it('keeps at most its number of entries, least recently used out first', async () => {
        const backend = countingBackend();
        const cached = withResultCache(backend, { entries: 2, ttlMs: 60_000 });
        await cached.search({ ...query, query: 'a' });
        await cached.search({ ...query, query: 'b' });
        await cached.search({ ...query, query: 'a' });
        await cached.search({ ...query, query: 'c' });
        await cached.search({ ...query, query: 'a' });
        expect(backend.search).toHaveBeenCalledTimes(3);
        await cached.search({ ...query, query: 'b' });
        expect(backend.search).toHaveBeenCalledTimes(4);
    });

    it('does not keep failures', async () => {
        const backend = countingBackend(true);
        const cached = withResultCache(backend, { entries: 10, ttlMs: 60_000 });
        await expect(cached.search(query)).rejects.toThrow('down');
        await expect(cached.search(query)).rejects.toThrow('down');
        expect(backend.search).toHaveBeenCalledTimes(2);
    });
});
