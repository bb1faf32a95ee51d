import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_POST_TAG as POST, HIGHLIGHT_PRE_TAG as PRE } from '../../../../../domain/search/highlight';
import { highlightText } from '../../../../../server/search/embedded/snippets';
import { createTermProcessor } from '../../../../../server/search/embedded/text-analysis';

describe('highlightText (embedded snippets)', () => {
    const process = createTermProcessor('en');
    const terms = new Set(['battery']);

    it('marks every word whose processed form matched', () => {
        expect(highlightText('Batteries, a battery.', terms, process)).toEqual({
            value: `${PRE}Batteries${POST}, a ${PRE}battery${POST}.`,
            matched: true,
        });
    });

    it('crops long text around the first match with ellipses', () => {
        const words = Array.from({ length: 60 }, (_, index) => `w${index}`);
        words[40] = 'battery';
        const { value } = highlightText(words.join(' '), terms, process, { words: 10, wordsBefore: 3 });
        expect(value).toBe(`…w37 w38 w39 ${PRE}battery${POST} w41 w42 w43 w44 w45 w46…`);
    });

    it('starts at the beginning when nothing matched', () => {
        const words = Array.from({ length: 40 }, (_, index) => `w${index}`).join(' ');
        expect(highlightText(words, terms, process, { words: 5 })).toEqual({
            value: 'w0 w1 w2 w3 w4…',
            matched: false,
        });
    });
});
