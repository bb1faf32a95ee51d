import PDFDocument from 'pdfkit';
import { storyBlocks } from '../../domain/stories/story-blocks';
import { drawFigure } from './pdf-figure';
import { loadPdfFonts, type PdfFonts } from './pdf-fonts';
import { writeStoryBody } from './story-body-pdf';
import type { StoryPdfInput } from './story-pdf-input';
import { writeAbout, writeAttachments, writeContacts } from './story-pdf-sections';
import { TextFlow, type TextStyle } from './text-flow';

const MARGIN = 64;
const TITLE: TextStyle = { size: 22, weight: 'bold', gapAfter: 6 };
const SUBTITLE: TextStyle = { size: 14, gapAfter: 8, color: '#444444' };
const META: TextStyle = { size: 10, gapAfter: 2, color: '#444444' };
const NOTICE: TextStyle = { size: 10, weight: 'bold', gapAfter: 2, color: '#9b1c1c' };
const FOOTER: TextStyle = { size: 8, color: '#666666' };

/**
 * A story as a tagged PDF (docs/product-rules.md §2.14, docs/journalists.md): A4, the bundled Noto fonts (Arabic shaped and
 * set right to left), a structure tree a screen reader follows (H1 title, H2/H3 headings,
 * paragraphs, lists, figures with their alternative text), the document's language and title,
 * and page numbers marked as page furniture. Images missing from `input.images` are left out.
 */
export async function renderStoryPdf(input: StoryPdfInput, fonts: PdfFonts = loadPdfFonts()): Promise<Buffer> {
    const doc = new PDFDocument({
        size: 'A4',
        margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
        pdfVersion: '1.7',
        tagged: true,
        lang: input.language,
        displayTitle: true,
        bufferPages: true,
        info: {
            Title: input.title,
            Subject: input.subtitle || undefined,
            Author: input.newsroom,
            // pdfkit derives the file's ID from it too, so both are the same on every render.
            CreationDate: input.changedAt,
            ModDate: input.changedAt,
        },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve, reject) => {
        doc.on('end', resolve);
        doc.on('error', reject);
    });
    for (const [key, font] of fonts) doc.registerFont(key, font as unknown as Buffer);
    const root = doc.struct('Document');
    doc.addStructure(root);
    const flow = new TextFlow(doc, fonts, input.direction);
    writeHeader(flow, root, input);
    writeStoryBody(flow, root, storyBlocks(input.body, input.bodyOptions), input.images, input.labels);
    writeAttachments(flow, root, input);
    writeContacts(flow, root, input);
    writeAbout(flow, root, input);
    root.end();
    writePageNumbers(flow, input);
    doc.end();
    await ended;
    return Buffer.concat(chunks);
}

function writeHeader(flow: TextFlow, root: PDFKit.PDFStructureElement, input: StoryPdfInput): void {
    flow.block(root, 'H1', input.title, TITLE);
    if (input.subtitle.trim()) flow.block(root, 'P', input.subtitle, SUBTITLE);
    flow.block(root, 'P', input.dateLine, META);
    if (input.notice) flow.block(root, 'P', input.notice, NOTICE);
    flow.block(root, 'P', input.url, { ...META, gapAfter: 14, leftToRight: true });
    const header = input.headerImage;
    const bytes = header && input.images.get(header.uuid);
    if (header && bytes && drawFigure(flow, root, bytes, header.caption?.trim() ?? '')) flow.y += 10;
}

/** "Page 1 of 3" under each page, marked as an artifact: a screen reader does not read it out. */
function writePageNumbers(flow: TextFlow, input: StoryPdfInput): void {
    const { doc } = flow;
    const { start, count } = doc.bufferedPageRange();
    for (let index = start; index < start + count; index++) {
        doc.switchToPage(index);
        flow.y = doc.page.height - MARGIN / 2 - FOOTER.size;
        doc.markContent('Artifact', { type: 'Pagination' });
        flow.drawLine(input.labels.pageOf(index - start + 1, count), FOOTER);
        doc.endMarkedContent();
    }
}
