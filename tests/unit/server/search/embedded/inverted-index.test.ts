import { describe, expect, it } from 'vitest';
import { InvertedIndex } from '../../../../../server/search/embedded/inverted-index';
import {
    boundedEditDistance,
    expandWord,
    indexOfTerm,
    prefixRange,
} from '../../../../../server/search/embedded/term-matching';
import { createTermProcessor } from '../../../../../server/search/embedded/text-analysis';

const FIELDS = [
    { name: 'title', boost: 3 },
    { name: 'body', boost: 1 },
];

function indexOf(documents: [string, string][]): InvertedIndex {
    const index = new InvertedIndex(FIELDS, createTermProcessor('nl')); // no stemmer: words as written
    for (const [title, body] of documents) index.add([title, body]);
    index.seal();
    return index;
}

/** AND: documents matching every word of the query; OR: any word. */
function found(index: InvertedIndex, query: string, combineWith: 'AND' | 'OR' = 'AND'): number[] {
    const { documents, words } = index.search(query);
    return documents
        .filter((result) => combineWith === 'OR' || result.matchedWords === words)
        .sort((a, b) => b.score - a.score)
        .map((result) => result.document);
}

describe('term matching', () => {
    const terms = ['bike', 'biker', 'bikes', 'cargo', 'cart'];

    it('finds a term and the range of terms a prefix begins', () => {
        expect(indexOfTerm(terms, 'cargo')).toBe(3);
        expect(indexOfTerm(terms, 'car')).toBe(-1);
        expect(prefixRange(terms, 'bik')).toEqual([0, 3]);
        expect(prefixRange(terms, 'car')).toEqual([3, 5]);
        expect(prefixRange(terms, 'zebra')).toEqual([5, 5]);
    });

    it.each([
        ['battery', 'battery', 0],
        ['batery', 'battery', 1],
        ['battrey', 'battery', 2],
        ['kitten', 'sitting', 3],
        ['abc', 'abcdefgh', 3],
    ])('edit distance of %s and %s within 2 is %i (3 means more than 2)', (a, b, expected) => {
        expect(boundedEditDistance(a, b, 2)).toBe(expected);
    });
});

describe('typos by script', () => {
    /** The terms (sorted) a query word stands for, as the index's words. */
    const matches = (terms: string[], word: string) =>
        [...expandWord([...terms].sort(), word).keys()].map((index) => [...terms].sort()[index]);

    it('forgives Latin words one typo from five letters and two from nine', () => {
        expect(matches(['brussels'], 'brusels')).toEqual(['brussels']);
        expect(matches(['ghent'], 'gent')).toEqual([]);
        expect(matches(['recycling'], 'recyclnig')).toEqual(['recycling']);
    });

    it('does not take one Arabic word for another a letter away (أورورا is not أوروبا)', () => {
        const process = createTermProcessor('ar');
        const terms = ['أوروبا', 'أورورا', 'استخدام', 'استدامة'].map((word) => process(word)!);
        expect(matches(terms, process('أورورا')!)).toEqual([process('أورورا')]);
        expect(matches(terms, process('أوروبا')!)).toEqual([process('أوروبا')]);
        // Use and sustainability, seven letters each once the article is gone.
        expect(matches(terms, process('الاستخدام')!)).toEqual([process('استخدام')]);
    });

    it('forgives typos in long Arabic words: one from eight letters, two from twelve', () => {
        const process = createTermProcessor('ar');
        const technology = process('تكنولوجيا')!;
        expect(technology).toHaveLength(9);
        expect(matches([technology], process('تكنلوجيا')!)).toEqual([technology]);
        const microelectronics = process('ميكروإلكترونيات')!;
        expect(microelectronics).toHaveLength(12);
        // Two letters mistyped (ز for و, then for و again).
        expect(matches([microelectronics], 'ميكرزالكترزن')).toEqual([microelectronics]);
        expect(matches([technology], 'تكنلوجيي')).toEqual([]);
    });

    it('counts a Latin word in an Arabic story by the Latin rule', () => {
        const process = createTermProcessor('ar');
        expect(matches([process('Northwind')!], process('Northwnd')!)).toEqual([process('Northwind')]);
    });

    it('holds for Hebrew, which writes no short vowels either', () => {
        // "Car" and "machines", one letter apart.
        expect(matches(['מכונית', 'מכונות'], 'מכונית')).toEqual(['מכונית']);
    });
});

describe('inverted index', () => {
    const index = indexOf([
        ['Cargo bike', 'A battery that lasts all week.'],
        ['Battery recycling', 'Old cells get a second life.'],
        ['Charging network', 'Chargers in Brussels and Ghent.'],
    ]);

    it('numbers documents in the order they are added', () => {
        expect(index.documentCount).toBe(3);
    });

    it('ranks a title match above a body match', () => {
        expect(found(index, 'battery')).toEqual([1, 0]);
    });

    it('needs every word with AND, any word with OR', () => {
        expect(found(index, 'battery week')).toEqual([0]);
        expect(found(index, 'battery Brussels')).toEqual([]);
        expect(found(index, 'battery Brussels', 'OR').sort()).toEqual([0, 1, 2]);
    });

    it('completes a word being typed, and forgives typos from five letters', () => {
        expect(found(index, 'charg')).toEqual([2]);
        expect(found(index, 'Brusels')).toEqual([2]);
        expect(found(index, 'Gent')).toEqual([]); // four letters: no typo allowed
    });

    it('scores an exact word above a word it only begins', () => {
        const prefixed = indexOf([
            ['Chargers', ''],
            ['Charge', ''],
        ]);
        expect(found(prefixed, 'charge')).toEqual([1, 0]);
    });

    it('says which index terms each document matched, for highlighting', () => {
        const outcome = index.search('batery charg');
        expect(outcome.termsOf(1)).toEqual(['battery']);
        expect(outcome.termsOf(2).sort()).toEqual(['chargers', 'charging']);
    });

    it('answers nothing for a query without words', () => {
        expect(index.search(' … !').documents).toEqual([]);
    });

    it('cannot grow once sealed', () => {
        expect(() => index.add(['Late', 'story'])).toThrow('sealed');
    });
});
