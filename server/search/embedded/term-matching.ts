/**
 * Finding the index terms a query word stands for: the word itself, the words it begins (a word
 * being typed) and the words within a few typos of it. Terms are kept sorted, so the words a
 * prefix begins are one contiguous range found by binary search.
 */

/** The first position in sorted `terms` whose term is not before `term`. */
function lowerBound(terms: readonly string[], term: string): number {
    let low = 0;
    let high = terms.length;
    while (low < high) {
        const middle = (low + high) >>> 1;
        if (terms[middle]! < term) low = middle + 1;
        else high = middle;
    }
    return low;
}

/** Position of `term` in sorted `terms`, or -1. */
export function indexOfTerm(terms: readonly string[], term: string): number {
    const position = lowerBound(terms, term);
    return terms[position] === term ? position : -1;
}

/** The range [from, to) of sorted `terms` that begin with `prefix`. */
export function prefixRange(terms: readonly string[], prefix: string): [number, number] {
    const from = lowerBound(terms, prefix);
    let to = from;
    while (to < terms.length && terms[to]!.startsWith(prefix)) to++;
    return [from, to];
}

/**
 * The edit distance (insertions, deletions, substitutions) between two words when it is at most
 * `limit`, else `limit + 1`. Rows stop as soon as every cell exceeds the limit, so most of a
 * vocabulary is rejected after a letter or two.
 */
export function boundedEditDistance(a: string, b: string, limit: number): number {
    if (Math.abs(a.length - b.length) > limit) return limit + 1;
    let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
    let current = new Array<number>(b.length + 1);
    for (let i = 1; i <= a.length; i++) {
        current[0] = i;
        let rowMinimum = i;
        for (let j = 1; j <= b.length; j++) {
            const substitution = previous[j - 1]! + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1);
            const value = Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1);
            current[j] = value;
            if (value < rowMinimum) rowMinimum = value;
        }
        if (rowMinimum > limit) return limit + 1;
        [previous, current] = [current, previous];
    }
    return Math.min(previous[b.length]!, limit + 1);
}

/** A word being typed, or one a typo away, counts less than the word itself. */
const PREFIX_WEIGHT = 0.375;
const TYPO_WEIGHT = 0.45;
/**
 * Scripts that write no short vowels (Arabic, Hebrew): a word there holds as much as a Latin
 * word three letters longer, and a letter more, less or changed most often spells another word
 * ("أورورا" Aurora and "أوروبا" Europe). See docs/decisions/0006.
 */
const WITHOUT_SHORT_VOWELS = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const LETTERS_WORTH_OF_VOWELS = 3;
/**
 * Typos forgiven as Meilisearch does by default, one from five letters and two from nine; in
 * scripts without short vowels, one from eight and two from twelve.
 */
function typosAllowed(term: string): number {
    const length = WITHOUT_SHORT_VOWELS.test(term) ? term.length - LETTERS_WORTH_OF_VOWELS : term.length;
    return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/** The terms (sorted) a query word stands for, by index, with the weight of each kind of match. */
export function expandWord(terms: readonly string[], word: string): Map<number, number> {
    const matches = new Map<number, number>();
    const exact = indexOfTerm(terms, word);
    if (exact !== -1) matches.set(exact, 1);
    const [from, to] = prefixRange(terms, word);
    for (let index = from; index < to; index++) {
        if (index === exact) continue;
        const length = terms[index]!.length;
        matches.set(index, (PREFIX_WEIGHT * length) / (length + 0.3 * (length - word.length)));
    }
    const typos = typosAllowed(word);
    for (let index = 0; typos > 0 && index < terms.length; index++) {
        const term = terms[index]!;
        if (Math.abs(term.length - word.length) > typos || matches.has(index)) continue;
        const distance = boundedEditDistance(word, term, typos);
        if (distance <= typos) matches.set(index, (TYPO_WEIGHT * term.length) / (term.length + distance));
    }
    return matches;
}
