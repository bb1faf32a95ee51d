/**
 * Highlight markers (docs/product-rules.md §9.7). Every search back end returns highlighted text with these
 * markers around the matched words; views split on them and escape the rest, so engine output
 * never reaches the page as HTML.
 */
export const HIGHLIGHT_PRE_TAG = '__ais-highlight__';
export const HIGHLIGHT_POST_TAG = '__/ais-highlight__';

/** A run of text, matched or not. Views render matched runs in <mark>. */
export interface HighlightSegment {
    text: string;
    match: boolean;
}

/** Removes marker strings from source text, so content can never forge a highlight. */
export function stripMarkers(text: string): string {
    return text.split(HIGHLIGHT_PRE_TAG).join('').split(HIGHLIGHT_POST_TAG).join('');
}

/**
 * Splits highlighted text into segments. Unbalanced markers are tolerated: a pre tag without
 * a post tag highlights to the end, a stray post tag is dropped. Adjacent runs of the same kind
 * are merged and empty runs are left out.
 */
export function splitHighlight(value: string): HighlightSegment[] {
    const segments: HighlightSegment[] = [];
    const push = (text: string, match: boolean) => {
        if (!text) return;
        const last = segments[segments.length - 1];
        if (last && last.match === match) last.text += text;
        else segments.push({ text, match });
    };
    let rest = value;
    while (rest) {
        const start = rest.indexOf(HIGHLIGHT_PRE_TAG);
        if (start === -1) {
            push(rest.split(HIGHLIGHT_POST_TAG).join(''), false);
            break;
        }
        push(rest.slice(0, start).split(HIGHLIGHT_POST_TAG).join(''), false);
        rest = rest.slice(start + HIGHLIGHT_PRE_TAG.length);
        const end = rest.indexOf(HIGHLIGHT_POST_TAG);
        const matched = end === -1 ? rest : rest.slice(0, end);
        push(matched.split(HIGHLIGHT_PRE_TAG).join(''), true);
        rest = end === -1 ? '' : rest.slice(end + HIGHLIGHT_POST_TAG.length);
    }
    return segments;
}
