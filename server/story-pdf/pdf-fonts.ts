import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';

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
            fonts.set(`${script}-${weight}`, withVisualLigatureText(font));
        }
    }
    loaded = fonts;
    return fonts;
}

/**
 * PDF text is stored in visual order, and readers (poppler, screen readers) turn right-to-left
 * runs back to logical order by reversing their characters. A ligature standing for several
 * characters (Arabic lam-alef: ل + ا) must therefore list them in visual order too, or "لا"
 * would be read back as "ال". fontkit gives them in logical order; this font hands the PDF
 * writer glyphs whose characters are reversed in right-to-left runs, leaving the shared glyph
 * objects untouched.
 */
function withVisualLigatureText(font: fontkit.Font): fontkit.Font {
    const wrapped: fontkit.Font = Object.create(font);
    wrapped.layout = (...args: Parameters<fontkit.Font['layout']>) => {
        const run = font.layout(...args);
        if (run.direction !== 'rtl') return run;
        run.glyphs = run.glyphs.map((glyph) =>
            glyph.codePoints.length > 1
                ? Object.create(glyph, { codePoints: { value: [...glyph.codePoints].reverse() } })
                : glyph,
        );
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
