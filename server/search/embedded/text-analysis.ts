import { LRUCache } from 'lru-cache';
import { normalizeTerm, stemmerFor } from './stemmers';

/** Words are runs of anything but white space and punctuation (the same rule in every language). */
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

export interface WordSpan {
    start: number;
    end: number;
    word: string;
}

export function tokenize(text: string): string[] {
    return text.match(WORD) ?? [];
}

/** Every word of a text with its position, so matches can be highlighted in the original. */
export function wordSpans(text: string): WordSpan[] {
    const spans: WordSpan[] = [];
    for (const match of text.matchAll(WORD)) {
        spans.push({ start: match.index, end: match.index + match[0].length, word: match[0] });
    }
    return spans;
}

export type TermProcessor = (term: string) => string | null;

/** Distinct words remembered per language; real newsrooms use far fewer. */
const MEMO_LIMIT = 200_000;

/**
 * Folds case and accents, then stems with the language's light stemmer when it has one. Each
 * distinct word is processed once and remembered (lru-cache): indexing meets the same words
 * again and again. A word that folds to nothing is remembered as '' (lru-cache keeps no null).
 */
export function createTermProcessor(languageCode: string): TermProcessor {
    const stem = stemmerFor(languageCode);
    const memo = new LRUCache<string, string>({ max: MEMO_LIMIT });
    return (term) => {
        let processed = memo.get(term);
        if (processed === undefined) {
            const normalized = normalizeTerm(term);
            processed = normalized ? (stem ? stem(normalized) : normalized) : '';
            memo.set(term, processed);
        }
        return processed || null;
    };
}
