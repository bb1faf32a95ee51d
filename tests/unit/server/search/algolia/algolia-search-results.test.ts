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
                intro: { value: '… __ais-highlight__Aurora__/ais-highlight__ rides …', matchLevel: 'full' },
            },
        });
        expect(hit).toEqual({
            id: 'uuid-1',
            slug: 'aurora',
            locale: 'en',
            title: 'Aurora',
            highlightedTitle: '__ais-highlight__Aurora__/ais-highlight__',
            snippet: '… __ais-highlight__Aurora__/ais-highlight__ rides …',
            section: null,
            publishedAt: '2024-03-12T08:00:00.000Z',
            categoryIds: [1, 3],
        });
    });

    it('lands on the section whose highlighted heading and text matched most words (docs/search.md)', () => {
        const none = (value: string) => ({ value, matchLevel: 'none', matchedWords: [] as string[] });
        const found = (value: string, ...words: string[]) => ({ value, matchLevel: 'partial', matchedWords: words });
        const hitWith = (summary: ReturnType<typeof none>) =>
            toSearchHit({
                objectID: 'uuid-1',
                slug: 'charging',
                locale: 'en',
                _highlightResult: {
                    summary,
                    intro: none('Opening words.'),
                    sections: [
                        { heading: none('Where'), anchor: none('where'), text: found('A <em>tram</em> stop.', 'tram') },
                        {
                            heading: found('<em>Tram</em> prices', 'tram'),
                            anchor: none('tram-prices'),
                            text: found('A <em>card</em> at the post.', 'card'),
                        },
                    ],
                },
                _snippetResult: {
                    summary: { value: summary.value, matchLevel: summary.matchLevel },
                    sections: [
                        { text: { value: 'A <em>tram</em> stop.', matchLevel: 'partial' } },
                        { text: { value: 'A <em>card</em>…', matchLevel: 'partial' } },
                    ],
                },
            });
        expect(hitWith(none('No words here.'))).toMatchObject({
            snippet: 'A __ais-highlight__card__/ais-highlight__…',
            section: { anchor: 'tram-prices', highlightedHeading: '__ais-highlight__Tram__/ais-highlight__ prices' },
        });
        // The summary holds more of the words than any section: the story's top, as before.
        const summary = found('<em>Tram</em>, <em>card</em>, <em>bike</em>', 'tram', 'card', 'bike');
        expect(hitWith(summary)).toMatchObject({
            section: null,
            snippet: summary.value.replace(/<em>/g, '__ais-highlight__').replace(/<\/em>/g, '__/ais-highlight__'),
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
