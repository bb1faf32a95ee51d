import { describe, expect, it } from 'vitest';
import { firstSegmentOf } from '../../../../server/request-scope/request-context';

/** The URL's first segment is where the request scope looks for the page's language (docs/product-rules.md §2.2). */
describe('firstSegmentOf', () => {
    it.each([
        ['/fr', 'fr'],
        ['/fr/category/x', 'fr'],
        ['/FR?page=2', 'FR'],
        ['/fr-be/', 'fr-be'],
        ['/%D8%B9', 'ع'],
        ['/my-story', 'my-story'],
    ])('reads %s as %s', (url, segment) => {
        expect(firstSegmentOf(url)).toBe(segment);
    });

    it.each(['/', '/?page=2', '', '//x'])('finds none in %j', (url) => {
        expect(firstSegmentOf(url)).toBeNull();
    });

    it('finds none when the segment is not valid percent-encoding, rather than throwing', () => {
        expect(firstSegmentOf('/%E0%A4%A/x')).toBeNull();
    });
});
