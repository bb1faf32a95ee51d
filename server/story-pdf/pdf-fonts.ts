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
 *   read back as the page has them, not swapped.
 */
function withReadBackText(font: fontkit.Font): fontkit.Font {
    const wrapped: fontkit.Font = Object.create(font);
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
        // Glyphs in logical order of the characters they stand for: right-to-left runs come reversed.
        const order = rtl ? [...run.glyphs.keys()].reverse() : [...run.glyphs.keys()];
        const glyphs = [...run.glyphs];
        let at = 0;
        for (const index of order) {
            const glyph = glyphs[index]!;
            const count = glyph.codePoints.length;
            const standsFor = count === 1 ? stands[at] : null;
            at += Math.max(count, 1);
            if (standsFor) {
                glyphs[index] = Object.create(glyph, { codePoints: { value: [standsFor.codePointAt(0)!] } });
            } else if (rtl && count > 1) {
                glyphs[index] = Object.create(glyph, { codePoints: { value: [...glyph.codePoints].reverse() } });
            }
        }
        run.glyphs = glyphs;
        return run;
    };
    return wrapped;
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
