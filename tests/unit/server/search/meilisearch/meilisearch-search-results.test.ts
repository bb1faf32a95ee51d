import { describe, expect, it } from 'vitest';
import { toSearchResults } from '../../../../../server/search/meilisearch/meilisearch-search-results';
import type { SearchQuery } from '../../../../../server/search/search-backend';

const base: SearchQuery = { locale: 'en', query: 'battery', page: 1, hitsPerPage: 20 };
describe('Meilisearch results', () => {
    const hit = (id: number, extra: Record<string, unknown> = {}) => ({
        id: `uuid-${id}`,
        slug: `story-${id}`,
        locale: 'en',
        title: `Story ${id}`,
        published_at: '2024-03-12T08:00:00.000Z',
        categories: ['1'],
        _formatted: {
            title: `Story ${id}`,
            summary: 'A summary without the word…',
            intro: '…the __ais-highlight__battery__/ais-highlight__ is new…',
        },
        ...extra,
    });
    const result = (hits: unknown[], extra: Record<string, unknown> = {}) => ({
        indexUid: 'stories',
        hits,
        query: 'battery',
        processingTimeMs: 2,
        ...extra,
    });

    it('drops the extra hit of non-finite mode and says there is more', () => {
        const hits = Array.from({ length: 3 }, (_, index) => hit(index));
        const results = toSearchResults([result(hits, { limit: 3, offset: 0, estimatedTotalHits: 9 })] as never, {
            ...base,
            hitsPerPage: 2,
        });
        expect(results.hits.map((found) => found.id)).toEqual(['uuid-0', 'uuid-1']);
        expect(results.hasMore).toBe(true);
        expect(results.totalHits).toBeUndefined();
    });

    it('reads totals in finite mode', () => {
        const results = toSearchResults(
            [result([hit(1)], { totalHits: 41, totalPages: 3, page: 3, hitsPerPage: 20 })] as never,
            { ...base, page: 3, finitePagination: true },
        );
        expect(results).toMatchObject({ totalHits: 41, totalPages: 3, hasMore: false, processingTimeMs: 2 });
    });

    it('takes the snippet from the body when only the body matched', () => {
        const [found] = toSearchResults([result([hit(1)])] as never, base).hits;
        expect(found).toEqual({
            id: 'uuid-1',
            slug: 'story-1',
            locale: 'en',
            title: 'Story 1',
            highlightedTitle: 'Story 1',
            snippet: '…the __ais-highlight__battery__/ais-highlight__ is new…',
            section: null,
            publishedAt: '2024-03-12T08:00:00.000Z',
            categoryIds: [1],
        });
    });

    it('lands on the section whose formatted heading and text hold most of the words (docs/search.md)', () => {
        const mark = (word: string) => `__ais-highlight__${word}__/ais-highlight__`;
        const withSections = (summary: string) =>
            hit(1, {
                _formatted: {
                    title: 'Story 1',
                    summary,
                    intro: 'Opening words.',
                    sections: [
                        { heading: 'Where', anchor: 'where', text: `A ${mark('tram')} stop.` },
                        { heading: 'Hours', anchor: 'hours', text: 'Day and night.' },
                        { heading: `${mark('Tram')} prices`, anchor: 'tram-prices', text: `A ${mark('card')}…` },
                    ],
                },
            });
        const query = { ...base, query: 'tram card' };
        const [landed] = toSearchResults([result([withSections('No words here.')])] as never, query).hits;
        expect(landed).toMatchObject({
            snippet: `A ${mark('card')}…`,
            section: { anchor: 'tram-prices', highlightedHeading: `${mark('Tram')} prices` },
        });
        // The summary holds more of the words than any section: the story's top, as before.
        const summary = `${mark('Tram')} and ${mark('card')} and ${mark('bike')}.`;
        const [top] = toSearchResults([result([withSections(summary)])] as never, query).hits;
        expect(top).toMatchObject({ snippet: summary, section: null });
    });

    it('merges disjunctive facet counts: each active facet from its own query', () => {
        const results = toSearchResults(
            [
                result([], { facetDistribution: { categories: { '1': 4 }, year: { '2024': 4 }, month: { '3': 4 } } }),
                result([], { facetDistribution: { categories: { '1': 4, '2': 7 } } }),
            ] as never,
            { ...base, category: 1 },
        );
        expect(results.facets).toEqual({
            category: [
                { value: '2', count: 7 },
                { value: '1', count: 4 },
            ],
            year: [{ value: '2024', count: 4 }],
            month: [{ value: '3', count: 4 }],
        });
    });

    it('lists every known value with zero counts when asked', () => {
        const results = toSearchResults(
            [
                result([], { facetDistribution: { categories: { '1': 1 }, year: { '2024': 1 }, month: { '3': 1 } } }),
                result([], { facetDistribution: { categories: { '1': 9, '2': 3 }, year: { '2023': 5, '2024': 7 } } }),
            ] as never,
            { ...base, keepZeroFacets: true },
        );
        expect(results.facets.year).toEqual([
            { value: '2024', count: 1 },
            { value: '2023', count: 0 },
        ]);
        expect(results.facets.category).toEqual([
            { value: '1', count: 1 },
            { value: '2', count: 0 },
        ]);
    });
});
