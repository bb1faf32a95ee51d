import { describe, expect, it } from 'vitest';
import {
    buildMultiSearch,
    equals,
    mainSearchParams,
} from '../../../../../server/search/meilisearch/meilisearch-search-params';
import type { SearchQuery } from '../../../../../server/search/search-backend';

const base: SearchQuery = { locale: 'en', query: 'battery', page: 1, hitsPerPage: 20 };

describe('Meilisearch query parameters (docs/product-rules.md §7.6)', () => {
    it('builds the main query with our markers, crop and facets', () => {
        expect(mainSearchParams('stories', base)).toEqual({
            indexUid: 'stories',
            q: 'battery',
            filter: ['locale = "en"'],
            facets: ['categories', 'year', 'month'],
            attributesToRetrieve: ['id', 'slug', 'locale', 'title', 'published_at', 'categories'],
            attributesToHighlight: ['*'],
            attributesToCrop: ['summary', 'intro', 'sections.text'],
            cropLength: 30,
            cropMarker: '…',
            highlightPreTag: '__ais-highlight__',
            highlightPostTag: '__/ais-highlight__',
            matchingStrategy: 'last',
            offset: 0,
            limit: 21,
        });
    });

    it('asks one extra hit in non-finite mode, page and hitsPerPage in finite mode (docs/product-rules.md §4.8)', () => {
        expect(mainSearchParams('stories', { ...base, page: 3 })).toMatchObject({ offset: 40, limit: 21 });
        const finite = mainSearchParams('stories', { ...base, page: 3, finitePagination: true });
        expect(finite).toMatchObject({ page: 3, hitsPerPage: 20 });
        expect(finite).not.toHaveProperty('limit');
        expect(finite).not.toHaveProperty('offset');
    });

    it('sorts a search without words newest first, split into field:direction pairs', () => {
        expect(mainSearchParams('stories', { ...base, query: '' }).sort).toEqual(['published_at_ts:desc']);
        expect(mainSearchParams('stories', base)).not.toHaveProperty('sort');
        expect(mainSearchParams('stories', base, 'published_at_ts:asc, title:desc').sort).toEqual([
            'published_at_ts:asc',
            'title:desc',
        ]);
    });

    it('quotes and escapes filter values', () => {
        expect(equals('categories', 3)).toBe('categories = "3"');
        expect(equals('locale', 'a"b\\c')).toBe('locale = "a\\"b\\\\c"');
    });

    it('adds one facet query per active filter, without its own filter (disjunctive facets)', () => {
        const queries = buildMultiSearch('stories', { ...base, category: 3, year: 2024 });
        expect(queries).toHaveLength(3);
        expect(queries[0]!.filter).toEqual(['locale = "en"', 'categories = "3"', 'year = "2024"']);
        expect(queries[1]).toMatchObject({
            filter: ['locale = "en"', 'year = "2024"'],
            facets: ['categories'],
            limit: 0,
        });
        expect(queries[2]).toMatchObject({ filter: ['locale = "en"', 'categories = "3"'], facets: ['year'], limit: 0 });
    });

    it('adds a query for all facet values when zero counts are kept', () => {
        const queries = buildMultiSearch('stories', { ...base, keepZeroFacets: true });
        expect(queries).toHaveLength(2);
        expect(queries[1]).toEqual({
            indexUid: 'stories',
            q: '',
            filter: ['locale = "en"'],
            facets: ['categories', 'year', 'month'],
            limit: 0,
        });
    });
});
