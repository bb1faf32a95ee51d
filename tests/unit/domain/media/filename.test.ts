import { describe, expect, it } from 'vitest';
import {
    FILENAME_MAX_BYTES,
    libraryDownloadName,
    sanitizeFileName,
    withExtension,
} from '../../../../domain/media/filename';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('sanitizeFileName (docs/product-rules.md §5.8)', () => {
    it.each([
        // The characters / ? < > \ : * | " are replaced.
        ['a/b.pdf', 'a_b.pdf'],
        ['what?.pdf', 'what_.pdf'],
        ['<tag>.txt', '_tag_.txt'],
        ['back\\slash.txt', 'back_slash.txt'],
        ['12:30 briefing.pdf', '12_30 briefing.pdf'],
        ['star*.png', 'star_.png'],
        ['pipe|line.csv', 'pipe_line.csv'],
        ['"quoted".doc', '_quoted_.doc'],
        // Control characters (C0 and C1) are replaced.
        ['bell\u0007.txt', 'bell_.txt'],
        ['tab\there.txt', 'tab_here.txt'],
        ['nul\u0000.txt', 'nul_.txt'],
        ['next\u0085line.txt', 'next_line.txt'],
        ['del\u007f.txt', 'del_.txt'],
        // Names made only of dots are replaced.
        ['.', '_'],
        ['..', '_'],
        ['.....', '_'],
        // Reserved device names, any case, with or without an extension, are replaced.
        ['CON', '_'],
        ['prn.txt', '_'],
        ['Aux', '_'],
        ['nul.tar.gz', '_'],
        ['COM1', '_'],
        ['lpt9.pdf', '_'],
        // Trailing dots and spaces are removed.
        ['report.pdf.', 'report.pdf'],
        ['report. ', 'report'],
        ['Q3 results.pdf   ', 'Q3 results.pdf'],
        ['CON.', '_'],
        ['   ', '_'],
        // Percent signs become underscores.
        ['50% growth.pdf', '50_ growth.pdf'],
        ['%20.txt', '_20.txt'],
        // Ordinary names, accents and scripts are kept.
        ['Press kit 2025.zip', 'Press kit 2025.zip'],
        ['Café Brûlé.jpg', 'Café Brûlé.jpg'],
        ['صورة.png', 'صورة.png'],
        ['console.log', 'console.log'],
        ['.hidden', '.hidden'],
    ])('%j → %j', (input, expected) => {
        expect(sanitizeFileName(input)).toBe(expected);
    });

    it('truncates to 255 bytes without splitting a character, keeping the extension', () => {
        const long = `${'é'.repeat(300)}.pdf`;
        const result = sanitizeFileName(long);
        expect(bytes(result)).toBeLessThanOrEqual(FILENAME_MAX_BYTES);
        expect(bytes(result)).toBeGreaterThan(FILENAME_MAX_BYTES - 3);
        expect(result.endsWith('.pdf')).toBe(true);
        expect(result).not.toContain('\uFFFD');
    });

    it('truncates a name without an extension to 255 bytes', () => {
        const result = sanitizeFileName('a'.repeat(400));
        expect(result).toBe('a'.repeat(FILENAME_MAX_BYTES));
    });

    it('never leaves a trailing dot or space exposed by truncation', () => {
        const result = sanitizeFileName(`${'a'.repeat(254)} b`);
        expect(result).toBe('a'.repeat(254));
    });
});

describe('where @prezly/uploadcare differs from docs/product-rules.md §5.8', () => {
    it.each([
        ['report. ', 'report_', 'report'],
        ['notes.txt.', 'notes.txt_', 'notes.txt'],
        ['deck.pptx  ', 'deck.pptx_', 'deck.pptx'],
    ])('trailing dots and spaces: %j → library %j, ours %j', (input, library, ours) => {
        expect(libraryDownloadName(input)).toBe(library);
        expect(sanitizeFileName(input)).toBe(ours);
    });

    it.each(['a/b.pdf', '50% off.pdf', 'CON', '...', 'x\u0007y.txt'])('agrees with the library on %j', (input) => {
        expect(sanitizeFileName(input)).toBe(libraryDownloadName(input));
    });
});

describe('withExtension', () => {
    it.each([
        ['photo.jpg', 'webp', 'photo.webp'],
        ['photo', 'png', 'photo.png'],
        ['archive.tar.gz', 'zip', 'archive.tar.zip'],
        ['.hidden', 'avif', '.hidden.avif'],
    ])('%j + %j → %j', (name, extension, expected) => {
        expect(withExtension(name, extension)).toBe(expected);
    });
});
