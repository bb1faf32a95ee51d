import { readFileSync } from 'node:fs';
import path from 'node:path';
import bidiFactory from 'bidi-js';
import * as fontkit from 'fontkit';

const bidi = bidiFactory();

/** The scripts the bundled fonts cover (assets/fonts/, Noto Sans under the SIL Open Font License). */
export type FontScript = 'latin' | 'arabic' | 'hebrew';
export type FontWeight = 'regular' | 'bold';
/** A font registered with the PDF document, e.g. `arabic-bold`. */
export type FontKey = `${FontScript}-${FontWeight}`;

const FILES: Record<FontScript, Record<FontWeight, string>> = {
    latin: { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
    arabic: { regular: 'NotoSansArabic-Regular.ttf', bold: 'NotoSansArabic-Bold.ttf' },
    hebrew: { regular: 'NotoSansHebrew-Regular.ttf', bold: 'NotoSansHebrew-Bold.ttf' },
};

export type PdfFonts = ReadonlyMap<FontKey, fontkit.Font>;

let loaded: PdfFonts | undefined;

/** The six bundled fonts, read once (about 770 kB) and shared by every PDF. */
export function loadPdfFonts(directory = path.resolve('assets/fonts')): PdfFonts {
    if (loaded) return loaded;
    const fonts = new Map<FontKey, fontkit.Font>();
    for (const [script, weights] of Object.entries(FILES) as [FontScript, Record<FontWeight, string>][]) {
        for (const [weight, file] of Object.entries(weights) as [FontWeight, string][]) {
            const font = fontkit.create(readFileSync(path.join(directory, file)));
            if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
            fonts.set(`${script}-${weight}`, withReadBackText(font));
        }
    }
    loaded = fonts;
    return fonts;
}

/**
 * A character drawn mirrored (a bracket or guillemet in right-to-left text) travels from
 * visual-runs.ts to the font as a code point of Supplementary Private Use Area-A holding the
 * character it stands for; the font draws its mirror image and lists the character itself.
 */
const MIRRORED_BASE = 0xf0000;

/** The stand-in visual-runs.ts hands the font for `char` drawn mirrored as `shown`. */
export function mirroredChar(char: string): string {
    return String.fromCodePoint(MIRRORED_BASE + (char.codePointAt(0) ?? 0));
}

/**
 * PDF text is stored in visual order, and readers (poppler, screen readers) turn right-to-left
 * runs back to logical order by reversing their characters, without mirroring them back. This
 * font hands the PDF writer glyphs that read back as the page's text, leaving the shared glyph
 * objects untouched:
 * - a ligature standing for several characters (Arabic lam-alef: ل + ا) lists them in visual
 *   order in right-to-left runs, or "لا" would be read back as "ال";
 * - a character drawn mirrored (`mirroredChar`) lists the character it stands for, so «» and ()
 *   read back as the page has them, not swapped;
 * - a mark drawn over or under its letter (Arabic harakat: صُ, مّ; Hebrew points) is listed with
 *   that letter and lists nothing itself: drawn at an offset, it would be read apart from it
 *   (poppler orders glyphs by where they start).
 * A PDF lists one text per glyph of a font, so a glyph listed otherwise than the font's own
 * characters (م with its shadda, ) standing for "(") goes to the PDF as a copy of that glyph
 * (`aliasGlyphs`), and the plain glyph keeps its own text everywhere else.
 */
function withReadBackText(font: fontkit.Font): fontkit.Font {
    const wrapped: fontkit.Font = Object.create(font);
    const aliases = aliasGlyphs(wrapped, font);
    wrapped.layout = (text: string, ...rest: unknown[]) => {
        const stands: (string | null)[] = [];
        let drawn = '';
        for (const char of text) {
            const code = char.codePointAt(0)!;
            const standsFor = code >= MIRRORED_BASE ? String.fromCodePoint(code - MIRRORED_BASE) : null;
            stands.push(standsFor);
            drawn += standsFor ? (bidi.getMirroredCharacter(standsFor) ?? standsFor) : char;
        }
        const run = (font.layout as (text: string, ...rest: unknown[]) => fontkit.GlyphRun)(drawn, ...rest);
        const rtl = run.direction === 'rtl';
        const listed = run.glyphs.map((glyph) => [...glyph.codePoints]);
        // Glyphs in logical order of the characters they stand for: right-to-left runs come reversed.
        const order = rtl ? [...run.glyphs.keys()].reverse() : [...run.glyphs.keys()];
        let at = 0;
        for (const index of order) {
            const count = listed[index]!.length;
            const standsFor = count === 1 ? stands[at] : null;
            at += Math.max(count, 1);
            if (standsFor) listed[index] = [standsFor.codePointAt(0)!];
            else if (rtl && count > 1) listed[index]!.reverse();
        }
        // A mark follows its letter in logical order: drawn to its left in right-to-left runs
        // (listed first, so reversing the run reads letter then mark), to its right otherwise.
        const glyphs = run.glyphs;
        const step = rtl ? 1 : -1;
        // The mark nearest its letter first, so two marks keep their order.
        for (const index of order) {
            if (!glyphs[index]!.isMark || listed[index]!.length === 0) continue;
            let letter = index + step;
            while (glyphs[letter]?.isMark) letter += step;
            if (!glyphs[letter]) continue;
            listed[letter] = rtl ? [...listed[index]!, ...listed[letter]!] : [...listed[letter]!, ...listed[index]!];
            listed[index] = [];
        }
        run.glyphs = glyphs.map((glyph, index) => aliases.listedAs(glyph, listed[index]!));
        return run;
    };
    return wrapped;
}

/**
 * Copies of a font's glyphs, each listing its own text: a copy gets an id past the font's own
 * glyphs, and the font's subset (what the PDF embeds) draws it with the glyph it copies. Ids are
 * handed out once per process for each glyph and text, so every PDF lists them the same way.
 */
function aliasGlyphs(wrapped: fontkit.Font, font: fontkit.Font) {
    const ids = new Map<string, number>();
    const copied = new Map<number, number>();
    const createSubset = font.createSubset.bind(wrapped);
    wrapped.createSubset = () => {
        const subset = createSubset() as fontkit.Subset & { _addGlyph(id: number): number };
        const addGlyph = subset._addGlyph.bind(subset);
        subset._addGlyph = (id: number) => addGlyph(copied.get(id) ?? id);
        return subset;
    };
    return {
        listedAs(glyph: fontkit.Glyph, codePoints: number[]): fontkit.Glyph {
            const own = glyph.codePoints;
            if (codePoints.length === own.length && codePoints.every((code, index) => code === own[index])) {
                return glyph;
            }
            const key = `${glyph.id}:${codePoints.join(',')}`;
            let id = ids.get(key);
            if (id === undefined) {
                id = font.numGlyphs + ids.size;
                ids.set(key, id);
                copied.set(id, glyph.id);
            }
            return Object.create(glyph, {
                id: { value: id },
                codePoints: { value: codePoints },
                advanceWidth: { value: glyph.advanceWidth },
            });
        },
    };
}

// Script_Extensions, not Script: the Arabic comma, Arabic-Indic digits and harakat count as Arabic.
const ARABIC = /\p{Script_Extensions=Arabic}/u;
const HEBREW = /\p{Script_Extensions=Hebrew}/u;
const FALLBACK_ORDER: readonly FontScript[] = ['latin', 'arabic', 'hebrew'];

/**
 * The font for one character: the script's own font for Arabic and Hebrew; for anything else
 * the font already in use when it has the character (spaces and punctuation stay in the run
 * they belong to, so Arabic shaping is not cut), else the first bundled font that has it.
 * Characters no bundled font has fall back to Noto Sans, which draws its blank box.
 */
export function fontScriptFor(char: string, current: FontScript | null, fonts: PdfFonts): FontScript {
    if (ARABIC.test(char)) return 'arabic';
    if (HEBREW.test(char)) return 'hebrew';
    const codePoint = char.codePointAt(0) ?? 0;
    const has = (script: FontScript) => fonts.get(`${script}-regular`)?.hasGlyphForCodePoint(codePoint) === true;
    if (current && has(current)) return current;
    return FALLBACK_ORDER.find(has) ?? 'latin';
}
