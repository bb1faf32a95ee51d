import type { FontKey, FontWeight, PdfFonts } from './pdf-fonts';
import { leftToRight, measuringRuns, type TextDirection, textDirection, visualRuns } from './visual-runs';

/** How one block of text looks. */
export interface TextStyle {
    size: number;
    weight?: FontWeight;
    /** Space kept free after the block, in points. */
    gapAfter?: number;
    /** Space before the text on the line's starting side (left, or right in right-to-left text). */
    indent?: number;
    color?: string;
    /**
     * `auto` for text whose language nobody records (contacts, the company's texts): its own
     * first strong letter decides, as `dir="auto"` does on the page. Default: the document's.
     */
    direction?: TextDirection | 'auto';
    /**
     * Text that reads left to right in any document (a web address), still set on the document's
     * side: each line is a left-to-right isolate (visual-runs.ts `leftToRight`).
     */
    leftToRight?: boolean;
}

/** Line height as a multiple of the font size: roomy enough for Arabic marks above and below. */
const LINE_HEIGHT = 1.45;
/** Every run is shaped on its own, whole: pdfkit then lays out no word apart. */
const WHOLE_RUN: PDFKit.Mixins.TextOptions = { lineBreak: false, features: [] };

/**
 * Text flowing down the pages of a tagged PDF: lines wrapped to the text width, drawn in visual
 * order (visual-runs.ts), a new page when the next line does not fit. Each block is one
 * structure element; its content is marked once per page it spans, so a paragraph that goes
 * over a page break stays one paragraph for a screen reader.
 */
export class TextFlow {
    y: number;
    constructor(
        readonly doc: PDFKit.PDFDocument,
        readonly fonts: PdfFonts,
        readonly direction: TextDirection,
    ) {
        this.y = doc.page.margins.top;
    }

    get left(): number {
        return this.doc.page.margins.left;
    }
    get width(): number {
        return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
    }
    get bottom(): number {
        return this.doc.page.height - this.doc.page.margins.bottom;
    }

    /** Starts a new page unless `height` points still fit on this one. */
    makeRoom(height: number): void {
        if (this.y + height <= this.bottom) return;
        this.doc.addPage();
        this.y = this.doc.page.margins.top;
    }

    lineHeight(style: TextStyle): number {
        return style.size * LINE_HEIGHT;
    }

    /** A block of text as a structure element of `type` (P, H1, H2, LBody…) under `parent`. */
    block(parent: PDFKit.PDFStructureElement, type: string, text: string, style: TextStyle): void {
        const lines = this.wrap(text, style);
        if (lines.length === 0) return;
        const element = this.doc.struct(type);
        parent.add(element);
        const lineHeight = this.lineHeight(style);
        const direction = style.direction === 'auto' ? textDirection(text) : (style.direction ?? this.direction);
        let content: PDFKit.PDFStructureContent | null = null;
        for (const line of lines) {
            if (this.y + lineHeight > this.bottom) {
                if (content) this.closeContent(element, content);
                content = null;
                this.makeRoom(Number.POSITIVE_INFINITY);
            }
            content ??= this.doc.markStructureContent(type);
            this.drawLine(line, { ...style, direction });
            this.y += lineHeight;
        }
        if (content) this.closeContent(element, content);
        element.end();
        this.y += style.gapAfter ?? 0;
    }

    private closeContent(element: PDFKit.PDFStructureElement, content: PDFKit.PDFStructureContent): void {
        this.doc.endMarkedContent();
        element.add(content);
    }

    /** The width of a text in points, in the given style. */
    measure(text: string, style: TextStyle): number {
        let width = 0;
        for (const run of measuringRuns(text, this.fonts)) {
            this.setFont(`${run.script}-${style.weight ?? 'regular'}`, style.size);
            width += this.doc.widthOfString(run.text, WHOLE_RUN);
        }
        return width;
    }

    private setFont(key: FontKey, size: number): void {
        this.doc.font(key).fontSize(size);
    }

    /** Greedy line breaking at spaces; a word wider than the line is cut between characters. */
    wrap(text: string, style: TextStyle): string[] {
        const room = this.width - (style.indent ?? 0);
        const lines: string[] = [];
        let line = '';
        for (const word of text.split(/\s+/).filter(Boolean)) {
            const candidate = line ? `${line} ${word}` : word;
            if (this.measure(candidate, style) <= room) {
                line = candidate;
                continue;
            }
            // The space stays at the end of the line it ends, so text read back from the PDF
            // (a screen reader, copy and paste) keeps the two words apart.
            if (line) lines.push(`${line} `);
            line = '';
            for (const char of word) {
                if (line && this.measure(line + char, style) > room) {
                    lines.push(line);
                    line = '';
                }
                line += char;
            }
        }
        if (line) lines.push(line);
        return lines;
    }

    /** One line, drawn run by run from the left; right-to-left text is set flush right. */
    drawLine(text: string, style: TextStyle): void {
        const line = style.leftToRight ? leftToRight(text) : text;
        const indent = style.indent ?? 0;
        const direction = style.direction === 'auto' ? textDirection(line) : (style.direction ?? this.direction);
        const x =
            direction === 'rtl' ? this.left + this.width - indent - this.measure(line, style) : this.left + indent;
        let pen = x;
        this.doc.fillColor(style.color ?? '#1a1a1a');
        for (const run of visualRuns(line, direction, this.fonts)) {
            this.setFont(`${run.script}-${style.weight ?? 'regular'}`, style.size);
            this.doc.text(run.text, pen, this.y, WHOLE_RUN);
            pen += this.doc.widthOfString(run.text, WHOLE_RUN);
        }
    }
}
