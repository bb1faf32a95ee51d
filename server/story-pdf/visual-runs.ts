import bidiFactory from 'bidi-js';
import { type FontScript, fontScriptFor, mirroredChar, type PdfFonts } from './pdf-fonts';

const bidi = bidiFactory();

export type TextDirection = 'ltr' | 'rtl';

/** A piece of one line in one font, in the order it is drawn from left to right. */
export interface VisualRun {
    script: FontScript;
    /**
     * The characters as handed to the PDF writer. fontkit shapes and reverses runs of a
     * right-to-left script itself; every other run reads right to left here only when the bidi
     * algorithm says so, and is then given reversed.
     */
    text: string;
}

interface LogicalRun {
    script: FontScript;
    level: number;
    chars: string[];
}

/**
 * The line's characters cut into runs of one font and one bidi level, in logical order. With
 * `forReading`, a character drawn mirrored goes as its stand-in (pdf-fonts.ts `mirroredChar`), so
 * the PDF lists the character the page has (« not », ( not )).
 */
function logicalRuns(line: string, direction: TextDirection, fonts: PdfFonts, forReading = false): LogicalRun[] {
    const embedding = bidi.getEmbeddingLevels(line, direction);
    const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
    const runs: LogicalRun[] = [];
    const add = (char: string, shown: string, level: number) => {
        const last = runs.at(-1);
        const script = fontScriptFor(char, last?.script ?? null, fonts);
        if (last && last.level === level && last.script === script) last.chars.push(shown);
        else runs.push({ script, level, chars: [shown] });
    };
    let index = 0;
    for (const char of line) {
        const level = embedding.levels[index] ?? 0;
        const mirror = mirrored.get(index);
        // Bidi controls steer the levels and are not drawn (a font would draw its blank box).
        if (!BIDI_CONTROL.test(char)) add(char, mirror && forReading ? mirroredChar(char) : (mirror ?? char), level);
        index += char.length;
    }
    return runs;
}

/** Marks, embeddings and isolates of the Unicode Bidirectional Algorithm. */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/**
 * A piece of text that reads left to right whatever surrounds it, as `dir="ltr"` sets it on the
 * page: an address or phone number after an Arabic label keeps its own order ("+971 4 555 0143",
 * not "0143 555 4 971+"). It is a left-to-right isolate (LRI … PDI), drawn as nothing.
 */
export function leftToRight(text: string): string {
    return `\u2066${text}\u2069`;
}

/** Unicode's rule L2: from the highest level down to the lowest odd one, reverse each stretch at or above it. */
function reorder<T extends { level: number }>(runs: T[]): T[] {
    const levels = runs.map((run) => run.level);
    const highest = Math.max(0, ...levels);
    const lowestOdd = Math.min(...levels.map((level) => (level % 2 ? level : level + 1)));
    let order = [...runs];
    for (let level = highest; level >= lowestOdd; level--) {
        const next: T[] = [];
        let stretch: T[] = [];
        for (const run of order) {
            if (run.level >= level) stretch.push(run);
            else {
                next.push(...stretch.reverse(), run);
                stretch = [];
            }
        }
        order = next.concat(stretch.reverse());
    }
    return order;
}

const RIGHT_TO_LEFT_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const SCRIPT_CHAR = /[^\p{Script=Common}\p{Script=Inherited}]/u;

/** Whether fontkit lays the text out right to left: it goes by the first character of a real script. */
function fontkitReverses(text: string): boolean {
    const first = SCRIPT_CHAR.exec(text)?.[0];
    return first !== undefined && RIGHT_TO_LEFT_SCRIPT.test(first);
}

/**
 * One line of text, in logical order, as runs to draw from left to right: the Unicode
 * Bidirectional Algorithm (bidi-js) gives each character its level, mirrored brackets and
 * the visual order of the runs.
 */
export function visualRuns(line: string, direction: TextDirection, fonts: PdfFonts): VisualRun[] {
    return reorder(logicalRuns(line, direction, fonts, true)).map((run) => {
        const logical = run.chars.join('');
        const readsRightToLeft = run.level % 2 === 1;
        const text = readsRightToLeft === fontkitReverses(logical) ? logical : [...run.chars].reverse().join('');
        return { script: run.script, text };
    });
}

/** The direction of a text from its first strong letter (Unicode's rules P2 and P3); ltr when it has none. */
export function textDirection(text: string): TextDirection {
    return bidi.getEmbeddingLevels(text, 'auto').paragraphs[0]?.level === 1 ? 'rtl' : 'ltr';
}

/** The runs of a text in logical order, for measuring its width (order does not change it). */
export function measuringRuns(text: string, fonts: PdfFonts): VisualRun[] {
    return logicalRuns(text, 'ltr', fonts).map((run) => ({ script: run.script, text: run.chars.join('') }));
}
