import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from '../../../domain/search/highlight';
import { type TermProcessor, type WordSpan, wordSpans } from './text-analysis';

const ELLIPSIS = '…';

export interface SnippetOptions {
    /** Words kept around the first match; the whole text when absent. */
    words?: number;
    /** Words shown before the first match. */
    wordsBefore?: number;
}

/** The matched index terms that occur in a text (how many of the query's words a part of a story holds). */
export function termsFoundIn(text: string, matchedTerms: ReadonlySet<string>, processTerm: TermProcessor): Set<string> {
    const found = new Set<string>();
    for (const { word } of wordSpans(text)) {
        const term = processTerm(word);
        if (term !== null && matchedTerms.has(term)) found.add(term);
    }
    return found;
}

/**
 * Marks the words of `text` whose processed form is one of the matched index terms, and
 * optionally crops the text to a window of words around the first match (with ellipses).
 * Returns the highlighted text and whether anything matched.
 */
export function highlightText(
    text: string,
    matchedTerms: ReadonlySet<string>,
    processTerm: TermProcessor,
    options: SnippetOptions = {},
): { value: string; matched: boolean } {
    const spans = wordSpans(text);
    const isMatch = (span: WordSpan) => {
        const term = processTerm(span.word);
        return term !== null && matchedTerms.has(term);
    };
    const matches = spans.map(isMatch);
    const first = matches.indexOf(true);
    let from = 0;
    let to = spans.length;
    if (options.words !== undefined && spans.length > options.words) {
        from = Math.max(0, (first === -1 ? 0 : first) - (options.wordsBefore ?? 8));
        to = Math.min(spans.length, from + options.words);
        from = Math.max(0, to - options.words);
    }
    if (spans.length === 0) return { value: text, matched: false };

    const startOffset = from === 0 ? 0 : spans[from]!.start;
    const endOffset = to === spans.length ? text.length : spans[to - 1]!.end;
    let value = from === 0 ? '' : ELLIPSIS;
    let cursor = startOffset;
    for (let index = from; index < to; index++) {
        if (!matches[index]) continue;
        const span = spans[index]!;
        value += text.slice(cursor, span.start) + HIGHLIGHT_PRE_TAG + span.word + HIGHLIGHT_POST_TAG;
        cursor = span.end;
    }
    value += text.slice(cursor, endOffset);
    if (to < spans.length) value += ELLIPSIS;
    return { value: value.replace(/\s+/g, ' ').trim(), matched: first !== -1 };
}
