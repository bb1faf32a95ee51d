import { describe, expect, it } from 'vitest';
import { localeSegmentOf } from '../../../../server/request-scope/language-prefix';

/** The URL's first segment is where the request scope looks for the page's language (docs/product-rules.md §2.2). */
describe('localeSegmentOf', () => {
    it.each([
        ['/fr', 'fr'],
        ['/fr/category/x', 'fr'],
        ['/FR?page=2', 'FR'],
        ['/fr-be/', 'fr-be'],
        ['/%D8%B9', 'ع'],
        ['/my-story', 'my-story'],
    ])('reads %s as %s', (url, segment) => {
        expect(localeSegmentOf(url)).toBe(segment);
    });

    it.each(['/', '/?page=2', '', '//x'])('finds none in %j', (url) => {
        expect(localeSegmentOf(url)).toBeNull();
    });

    it('finds none when the segment is not valid percent-encoding, rather than throwing', () => {
        expect(localeSegmentOf('/%E0%A4%A/x')).toBeNull();
    });
});
