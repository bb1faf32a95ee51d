/**
 * Debian's poppler-utils, the PDF reader behind most Linux desktops: a test reads a generated PDF
 * as a journalist's reader would, and fails on any file poppler cannot open.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function withPdfFile<T>(pdf: Buffer, read: (file: string) => T): T {
    const dir = mkdtempSync(path.join(tmpdir(), 'poppler-'));
    try {
        const file = path.join(dir, 'document.pdf');
        writeFileSync(file, pdf);
        return read(file);
    } finally {
        rmSync(dir, { recursive: true, force: true });
    }
}

/** `pdftotext`: the text in reading order, right-to-left lines turned back to logical order. */
export function pdfText(pdf: Buffer): string {
    return withPdfFile(pdf, (file) => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
}

/** `pdfinfo` as a map of its fields (`Tagged`, `Title`, `Pages`…). */
export function pdfInfo(pdf: Buffer): Map<string, string> {
    const output = withPdfFile(pdf, (file) => execFileSync('pdfinfo', ['-enc', 'UTF-8', file], { encoding: 'utf8' }));
    return new Map(
        output
            .split('\n')
            .filter((line) => line.includes(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
    );
}

/** `pdfinfo -struct`: the structure tree, one element a line, indented by depth. */
export function pdfStructure(pdf: Buffer): string[] {
    const output = withPdfFile(pdf, (file) => execFileSync('pdfinfo', ['-struct', file], { encoding: 'utf8' }));
    return output.split('\n').filter((line) => line.trim());
}

/** `pdfimages -list`: how many images the pages draw. */
export function pdfImageCount(pdf: Buffer): number {
    const output = withPdfFile(pdf, (file) => execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }));
    return output.split('\n').filter((line) => /^\s*\d+\s+\d+\s+image\b/.test(line)).length;
}
