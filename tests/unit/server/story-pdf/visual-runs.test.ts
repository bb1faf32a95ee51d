import { describe, expect, it } from 'vitest';
import { loadPdfFonts, mirroredChar } from '../../../../server/story-pdf/pdf-fonts';
import { leftToRight, textDirection, visualRuns } from '../../../../server/story-pdf/visual-runs';

const fonts = loadPdfFonts();
const runs = (line: string, direction: 'ltr' | 'rtl') =>
    visualRuns(line, direction, fonts).map((run) => `${run.script}:${run.text}`);

describe('visualRuns', () => {
    it('leaves left-to-right text as it is, in one run', () => {
        expect(runs('Aurora weighs 19.8 kg.', 'ltr')).toEqual(['latin:Aurora weighs 19.8 kg.']);
    });

    it('hands Arabic over in logical order (fontkit shapes and reverses it) and orders the runs right to left', () => {
        // "Bike Aurora": the Latin name, last in reading order, is drawn left of the Arabic word.
        expect(runs('دراجة Aurora', 'rtl')).toEqual(['latin:Aurora', 'arabic:دراجة ']);
    });

    it('keeps Arabic punctuation and digits in the Arabic font, reversing neutral runs itself', () => {
        // Western digits inside Arabic read left to right; the Arabic comma stays with its word.
        expect(runs('بوزن 19.8 كغ،', 'rtl')).toEqual(['arabic: كغ،', 'arabic:19.8', 'arabic:بوزن ']);
    });

    it('mirrors brackets in right-to-left text, listing the character the page has', () => {
        // "Size (M)": read from the right, the opening bracket comes first, so the glyph drawn
        // leftmost is the closing one mirrored; it goes as its stand-in, so the PDF lists ")".
        expect(runs('المقاس (M)', 'rtl')).toEqual([
            `latin:${mirroredChar(')')}`,
            'latin:M',
            `latin:${mirroredChar('(')}`,
            'arabic:المقاس ',
        ]);
        // The glyph drawn is a copy of "(" (its own id in the PDF, so a plain "(" keeps its text).
        const font = fonts.get('latin-regular')!;
        const copyOf = (glyph: unknown) => (Object.getPrototypeOf(glyph) as { id: number }).id;
        const [glyph] = font.layout(mirroredChar(')')).glyphs;
        expect(copyOf(glyph)).toBe(font.glyphForCodePoint('('.codePointAt(0)!).id);
        expect(glyph?.codePoints).toEqual([')'.codePointAt(0)]);
        const [guillemet] = font.layout(mirroredChar('«')).glyphs;
        expect(copyOf(guillemet)).toBe(font.glyphForCodePoint('»'.codePointAt(0)!).id);
        expect(guillemet?.codePoints).toEqual(['«'.codePointAt(0)]);
        const [plain] = font.layout('(').glyphs;
        expect(plain?.codePoints).toEqual(['('.codePointAt(0)]);
        expect(glyph?.id).not.toBe(plain?.id);
    });

    it('sets an isolated left-to-right value in its own order after an Arabic label, drawing no control', () => {
        // "Phone: +971 4 555 0143": without the isolate the number groups would read 0143 555 4 971+.
        expect(runs(`الهاتف: ${leftToRight('+971 4 555 0143')}`, 'rtl')).toEqual([
            'latin:+971 4 555 0143',
            'arabic:الهاتف: ',
        ]);
    });

    it('lists a harakat mark with its letter, through a copy of the letter glyph', () => {
        const font = fonts.get('arabic-regular')!;
        // صُ drawn right to left: the mark first, then the letter it sits on.
        const [mark, letter] = font.layout('صُ', []).glyphs;
        expect(mark?.codePoints).toEqual([]);
        // Listed in drawing order, as the run is: read back reversed, letter then mark.
        expect(letter?.codePoints).toEqual([0x064f, 0x0635]);
        // The plain letter keeps its own text: the PDF gets the copy as another glyph.
        const [plain] = font.layout('ص', []).glyphs;
        expect(plain?.codePoints).toEqual([0x0635]);
        expect(letter?.id).not.toBe(plain?.id);
    });

    it('puts Hebrew in the Hebrew font', () => {
        expect(runs('שלום', 'rtl')).toEqual(['hebrew:שלום']);
    });
});

describe('textDirection', () => {
    it('goes by the first strong letter', () => {
        expect(textDirection('2026 — مرحبا')).toBe('rtl');
        expect(textDirection('Sofie Claes, مرحبا')).toBe('ltr');
        expect(textDirection('+32 9 210 45 10')).toBe('ltr');
    });
});
