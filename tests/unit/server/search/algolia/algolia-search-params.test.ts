import { describe, expect, it } from 'vitest';
import { buildRequests, mainRequest } from '../../../../../server/search/algolia/algolia-search-params';
import type { SearchQuery } from '../../../../../server/search/search-backend';

const base: SearchQuery = { locale: 'fr_BE', query: 'batterie', page: 2, hitsPerPage: 20 };

describe('Algolia requests', () => {
    it('builds the main request with our markers, snippets, facets and plurals of the language', () => {
        expect(mainRequest('stories', base)).toEqual({
            indexName: 'stories',
            query: 'batterie',
            facetFilters: ['locale:fr_BE'],
            facets: ['categories', 'year', 'month'],
            attributesToRetrieve: ['id', 'slug', 'locale', 'title', 'published_at', 'categories'],
            attributesToHighlight: ['*'],
            attributesToSnippet: ['summary:30', 'intro:30', 'sections.text:30'],
            snippetEllipsisText: '…',
            highlightPreTag: '__ais-highlight__',
            highlightPostTag: '__/ais-highlight__',
            queryLanguages: ['fr'],
            ignorePlurals: true,
            offset: 20,
            length: 21,
        });
    });

    it('uses 0-based pages in finite mode', () => {
        expect(mainRequest('stories', { ...base, finitePagination: true })).toMatchObject({ page: 1, hitsPerPage: 20 });
    });

    it('adds a facet request per active filter, without its own filter', () => {
        const requests = buildRequests('stories', { ...base, category: 2, month: 6 });
        expect(requests.map((request) => request.facetFilters)).toEqual([
            ['locale:fr_BE', 'categories:2', 'month:6'],
            ['locale:fr_BE', 'month:6'],
            ['locale:fr_BE', 'categories:2'],
        ]);
        expect(requests[1]).toMatchObject({ facets: ['categories'], hitsPerPage: 0 });
    });
});
