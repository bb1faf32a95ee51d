import { describe, expect, it } from 'vitest';
import { canLoadMore, GALLERIES_PAGE_SIZE, pageCount, STORIES_PAGE_SIZE } from '../../../../domain/stories/load-more';

describe('infinite loading (docs/product-rules.md §4.6): more while page < ceil((total − 1 if highlighted) / page size)', () => {
    it.each([
        // page, total, pageSize, highlighted, can load more
        [1, 0, 12, false, false],
        [1, 12, 12, false, false],
        [1, 13, 12, false, true],
        [2, 13, 12, false, false],
        [1, 13, 12, true, false],
        [1, 14, 12, true, true],
        [3, 41, 12, true, true],
        [4, 41, 12, true, false],
        [1, 1, 12, true, false],
        [2, 14, 6, false, true],
        [3, 14, 6, false, false],
    ])('page %i of %i items by %i (highlighted: %s) → %s', (page, total, size, highlighted, expected) => {
        expect(canLoadMore(page, total, size, highlighted)).toBe(expected);
    });

    it('counts pages without the highlighted story', () => {
        expect(pageCount(25, 12, false)).toBe(3);
        expect(pageCount(25, 12, true)).toBe(2);
        expect(pageCount(0, 12, true)).toBe(0);
    });

    it('uses the page sizes of docs/product-rules.md §9.1', () => {
        expect(STORIES_PAGE_SIZE).toBe(12);
        expect(GALLERIES_PAGE_SIZE).toBe(6);
    });
});
