import { describe, expect, it } from 'vitest';
import {
    HIGHLIGHT_POST_TAG as POST,
    HIGHLIGHT_PRE_TAG as PRE,
    splitHighlight,
    stripMarkers,
} from '../../../../domain/search/highlight';

describe('highlight markers (docs/product-rules.md §9.7)', () => {
    it('are __ais-highlight__ and __/ais-highlight__', () => {
        expect(PRE).toBe('__ais-highlight__');
        expect(POST).toBe('__/ais-highlight__');
    });

    it('split text into matched and plain segments', () => {
        expect(splitHighlight(`A ${PRE}battery${POST} and ${PRE}bikes${POST}.`)).toEqual([
            { text: 'A ', match: false },
            { text: 'battery', match: true },
            { text: ' and ', match: false },
            { text: 'bikes', match: true },
            { text: '.', match: false },
        ]);
    });

    it('keep HTML in engine output as text, for views to escape', () => {
        expect(splitHighlight(`<img src=x onerror=alert(1)> ${PRE}<b>${POST}`)).toEqual([
            { text: '<img src=x onerror=alert(1)> ', match: false },
            { text: '<b>', match: true },
        ]);
    });

    it('tolerate unbalanced markers', () => {
        expect(splitHighlight(`a ${PRE}b`)).toEqual([
            { text: 'a ', match: false },
            { text: 'b', match: true },
        ]);
        expect(splitHighlight(`a${POST} b`)).toEqual([{ text: 'a b', match: false }]);
        expect(splitHighlight(`${PRE}${PRE}a${POST}${POST}`)).toEqual([{ text: 'a', match: true }]);
        expect(splitHighlight('')).toEqual([]);
    });

    it('merge adjacent matches', () => {
        expect(splitHighlight(`${PRE}e${POST}${PRE}bike${POST}`)).toEqual([{ text: 'ebike', match: true }]);
    });

    it('can be stripped from content so a story cannot forge a highlight', () => {
        expect(stripMarkers(`Fake ${PRE}mark${POST}`)).toBe('Fake mark');
    });
});
