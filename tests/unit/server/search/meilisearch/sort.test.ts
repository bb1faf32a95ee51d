import { describe, expect, it } from 'vitest';
import { splitSortString } from '../../../../../server/search/meilisearch/sort';

describe('sort strings (docs/product-rules.md §5.5)', () => {
    it.each([
        ['published_at:desc', ['published_at:desc']],
        ['published_at:desc,title:asc', ['published_at:desc', 'title:asc']],
        ['published_at:desc, title:asc', ['published_at:desc', 'title:asc']],
        ['author.name:asc', ['author.name:asc']],
        [
            '_geoPoint(50.85045, 4.34878):asc,published_at:desc',
            ['_geoPoint(50.85045, 4.34878):asc', 'published_at:desc'],
        ],
    ])('%s → %j', (sort, pairs) => {
        expect(splitSortString(sort)).toEqual(pairs);
    });

    it.each([
        ['published_at', []],
        ['published_at:newest', []],
        ['title, published_at:desc', ['published_at:desc']],
        ['', []],
        ['title:ascending', []],
    ])('keeps only field:asc|desc pairs: %j → %j', (sort, pairs) => {
        expect(splitSortString(sort)).toEqual(pairs);
    });
});
