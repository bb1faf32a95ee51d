import { describe, expect, it } from 'vitest';
import { parsePageQuery } from '../../../../server/request-scope/page-query';
import { parseSearchRequest, searchPage } from '../../../../server/search/search-request';

/** What the search page reads: `?page` as the request context reads it, limited to the results' pages. */
const read = (query: Record<string, unknown>) => {
    const page = searchPage(parsePageQuery(query.page));
    return page === null ? null : parseSearchRequest(query, page);
};

describe('search page parameters', () => {
    it('reads words, filters and page', () => {
        expect(
            read({
                query: '  e-bike   battery ',
                category: 'products',
                year: '2024',
                month: '03',
                page: '2',
            }),
        ).toEqual({
            query: 'e-bike battery',
            category: 'products',
            year: 2024,
            month: 3,
            page: 2,
        });
    });

    it('defaults to page 1 and no words', () => {
        expect(read({})).toEqual({
            query: '',
            page: 1,
            category: undefined,
            year: undefined,
            month: undefined,
        });
    });

    it('ignores filter values it cannot use', () => {
        expect(read({ query: 'x', year: 'last', month: '13', category: '../etc' })).toMatchObject({
            year: undefined,
            month: undefined,
            category: undefined,
        });
        expect(read({ year: '1492', month: '0' })).toMatchObject({ year: undefined, month: undefined });
    });

    it('lets other parameters through (mailing and tracking ids)', () => {
        expect(read({ query: 'x', utm_id: 'abc', id: '7' })?.query).toBe('x');
    });

    it.each([
        [{ page: '0' }],
        [{ page: '-1' }],
        [{ page: '2.5' }],
        [{ page: 'two' }],
        [{ page: '501' }],
        [{ query: 'x'.repeat(201) }],
        [{ query: ['a', 'b'] }],
        [{ page: ['1', '2'] }],
    ])('refuses %j', (query) => {
        expect(read(query)).toBeNull();
    });
});
