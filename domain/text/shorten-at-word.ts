import { createMemo } from '../memo';

/**
 * Long text cut to fit, at a word, with an ellipsis: the footer's about text, page
 * descriptions. Words are found by `Intl.Segmenter`, so languages written without spaces
 * (Japanese, Chinese, Thai) are cut between words too. A cut keeps whole words only (never a
 * trailing comma or space); when no word ends in the first half of the room (a long address,
 * one long compound), the text is cut inside the word, on a whole character.
 */
const ELLIPSIS = '…';
/** Characters read past the room: more than any word, so the one at the cut is segmented whole. */
const LOOKAHEAD = 40;

const wordSegmenters = new Map<string, Intl.Segmenter>();
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function wordSegmenter(htmlLang: string): Intl.Segmenter {
    let segmenter = wordSegmenters.get(htmlLang);
    if (!segmenter) {
        try {
            segmenter = new Intl.Segmenter(htmlLang, { granularity: 'word' });
        } catch {
            // Not a language tag Intl knows: the root rules still break at spaces and punctuation.
            segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
        }
        wordSegmenters.set(htmlLang, segmenter);
    }
    return segmenter;
}

/**
 * Cuts already made, by language, room and text. Every page's description is one (a story's
 * summary, the newsroom's about text on the others), and segmenting it was a measurable share of
 * an uncached story page (figures: docs/benchmarks.md#figures-behind-the-codes-choices).
 * A text is a few hundred characters (an about text a few thousand), so
 * 2,000 of them hold a few MB at most.
 */
const cuts = createMemo<string>(2_000);

/** `text` with its white space collapsed, cut to at most `maxLength` UTF-16 units, ellipsis included. */
export function shortenAtWord(text: string, maxLength: number, htmlLang: string): string {
    return cuts(`${htmlLang}\u0000${maxLength}\u0000${text}`, () => cutAtWord(text, maxLength, htmlLang));
}

function cutAtWord(text: string, maxLength: number, htmlLang: string): string {
    const flat = text.replace(/\s+/g, ' ').trim();
    if (flat.length <= maxLength) return flat;
    const room = maxLength - ELLIPSIS.length;
    // Only the start is segmented, with enough after the cut that the word there is seen whole.
    const start = flat.slice(0, maxLength + LOOKAHEAD);
    let cut = lastWordEnd(wordSegmenter(htmlLang).segment(start), room);
    // The segment holding the first character past the room starts where a hard cut may go.
    if (cut < room / 2) cut = graphemes.segment(start).containing(room)?.index ?? room;
    return `${flat.slice(0, cut).trimEnd()}${ELLIPSIS}`;
}

/**
 * Where the last word that fits in `room` ends. `containing()` finds a segment without walking
 * the text from its start (several times faster than iterating on an uncached page render).
 */
function lastWordEnd(segments: Intl.Segments, room: number): number {
    let end = segments.containing(room)?.index ?? room;
    while (end > 0) {
        const before = segments.containing(end - 1)!;
        if (before.isWordLike) return end;
        end = before.index;
    }
    return 0;
}
