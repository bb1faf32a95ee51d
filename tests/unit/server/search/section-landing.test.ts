import { describe, expect, it } from 'vitest';
import { landingSection, markedWords } from '../../../../server/search/section-landing';

describe('landingSection (docs/search.md, "Results that land on a section")', () => {
    it('lands on the section holding most of the words, the first of equals', () => {
        expect(landingSection({ summary: 0, intro: 0, sections: [0, 1, 2, 2] })).toBe(2);
        expect(landingSection({ summary: 0, intro: 0, sections: [0, 0, 1] })).toBe(2);
    });

    it('lands on a section that holds as many words as the summary', () => {
        expect(landingSection({ summary: 1, intro: 0, sections: [0, 0, 1] })).toBe(2);
    });

    it('stays at the top when the words are only in the title, the summary or the opening text, or hold more there', () => {
        expect(landingSection({ summary: 0, intro: 0, sections: [0, 0] })).toBeNull();
        expect(landingSection({ summary: 2, intro: 0, sections: [1] })).toBeNull();
        expect(landingSection({ summary: 0, intro: 2, sections: [0, 1] })).toBeNull();
        expect(landingSection({ summary: 0, intro: 0, sections: [] })).toBeNull();
    });
});

describe('markedWords', () => {
    it('collects the distinct marked words, whatever their case', () => {
        const found = markedWords(['<b>Tram</b> stop, <b>tram</b> <b>card', 'a <b>card</b>', 42], '<b>', '</b>');
        expect([...found].sort()).toEqual(['card', 'tram']);
    });
});
