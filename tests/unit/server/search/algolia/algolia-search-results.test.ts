import { describe, expect, it } from 'vitest';
import { toMarkers, toSearchHit, toSearchResults } from '../../../../../server/search/algolia/algolia-search-results';
import type { SearchQuery } from '../../../../../server/search/search-backend';

const base: SearchQuery = { locale: 'fr_BE', query: 'batterie', page: 2, hitsPerPage: 20 };
describe('Algolia results', () => {
    it('maps _highlightResult and _snippetResult to our markers', () => {
        const hit = toSearchHit({
            objectID: 'uuid-1',
            id: 'uuid-1',
            slug: 'aurora',
            locale: 'en',
            title: 'Aurora',
            published_at: '2024-03-12T08:00:00.000Z',
            categories: ['1', '3'],
            _highlightResult: { title: { value: '<em>Aurora</em>', matchLevel: 'full', matchedWords: ['aurora'] } },
            _snippetResult: {
                summary: { value: 'A light bike', matchLevel: 'none' },
                content: { value: '… __ais-highlight__Aurora__/ais-highlight__ rides …', matchLevel: 'full' },
            },
        });
        expect(hit).toEqual({
            id: 'uuid-1',
            slug: 'aurora',
            locale: 'en',
            title: 'Aurora',
            highlightedTitle: '__ais-highlight__Aurora__/ais-highlight__',
            snippet: '… __ais-highlight__Aurora__/ais-highlight__ rides …',
            publishedAt: '2024-03-12T08:00:00.000Z',
            categoryIds: [1, 3],
        });
    });

    it('keeps text that is not a tag', () => {
        expect(toMarkers('<b>bold</b> & <em>x</em>')).toBe('<b>bold</b> & __ais-highlight__x__/ais-highlight__');
        expect(toMarkers(undefined)).toBe('');
    });

    it('reads nbHits and nbPages in finite mode, and the extra hit otherwise', () => {
        const hits = [{ objectID: 'a' }, { objectID: 'b' }, { objectID: 'c' }];
        const finite = toSearchResults([{ hits, nbHits: 45, nbPages: 3, processingTimeMS: 1 }], {
            ...base,
            page: 1,
            hitsPerPage: 20,
            finitePagination: true,
        });
        expect(finite).toMatchObject({ totalHits: 45, totalPages: 3, hasMore: true, processingTimeMs: 1 });
        const open = toSearchResults([{ hits }], { ...base, hitsPerPage: 2 });
        expect(open.hits).toHaveLength(2);
        expect(open.hasMore).toBe(true);
    });
});
