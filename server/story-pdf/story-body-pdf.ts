import { bodyContactLines, type ContactLabels, type StoryBlock } from '../../domain/stories/story-blocks';
import { drawFigure } from './pdf-figure';
import type { TextFlow, TextStyle } from './text-flow';
import { leftToRight } from './visual-runs';

export const BODY: TextStyle = { size: 11, gapAfter: 8 };
const CAPTION: TextStyle = { size: 9, gapAfter: 10, color: '#555555' };
const QUOTE: TextStyle = { size: 12, gapAfter: 10, indent: 18, color: '#333333' };
const HEADINGS: Record<1 | 2, TextStyle> = {
    1: { size: 16, weight: 'bold', gapAfter: 6 },
    2: { size: 13, weight: 'bold', gapAfter: 5 },
};
/** Indentation of each list level, and the room a marker takes. */
const LIST_STEP = 16;

/** The story body's blocks under the document element, lists gathered into L elements. */
export function writeStoryBody(
    flow: TextFlow,
    parent: PDFKit.PDFStructureElement,
    blocks: readonly StoryBlock[],
    images: ReadonlyMap<string, Uint8Array>,
    labels: ContactLabels,
): void {
    let list: PDFKit.PDFStructureElement | null = null;
    for (const block of blocks) {
        if (block.kind !== 'list-item' && list) {
            list.end();
            list = null;
        }
        switch (block.kind) {
            case 'heading':
                // The story's title is the H1; body headings come under it.
                flow.makeRoom(flow.lineHeight(HEADINGS[block.level]) * 3);
                flow.block(parent, block.level === 1 ? 'H2' : 'H3', block.text, HEADINGS[block.level]);
                break;
            case 'paragraph':
                flow.block(parent, 'P', block.text, BODY);
                break;
            case 'quote':
                writeQuote(flow, parent, block.text);
                break;
            case 'list-item':
                if (!list) {
                    list = flow.doc.struct('L');
                    parent.add(list);
                }
                writeListItem(flow, list, block.marker, block.text, block.depth);
                break;
            case 'image':
                writeImage(flow, parent, block, images);
                break;
            case 'contact':
                writeContact(flow, parent, block.contact.name, bodyContactLines(block.contact, labels, leftToRight));
                break;
        }
    }
    list?.end();
}

/** Contact details read in their own direction, whatever the story's (`dir="auto"` on the page). */
const CONTACT_NAME: TextStyle = { size: 11, weight: 'bold', gapAfter: 2, direction: 'auto' };
const CONTACT_DETAIL: TextStyle = { size: 10, gapAfter: 2, direction: 'auto' };

/** A press contact: the name, then role, each way to reach them and the address, kept on one page when they fit. */
export function writeContact(
    flow: TextFlow,
    parent: PDFKit.PDFStructureElement,
    name: string,
    lines: readonly string[],
): void {
    flow.makeRoom(flow.lineHeight(CONTACT_DETAIL) * (lines.length + 1));
    flow.block(parent, 'P', name, CONTACT_NAME);
    for (const line of lines) flow.block(parent, 'P', line, CONTACT_DETAIL);
    flow.y += 8;
}

function writeQuote(flow: TextFlow, parent: PDFKit.PDFStructureElement, text: string): void {
    const quote = flow.doc.struct('BlockQuote');
    parent.add(quote);
    flow.block(quote, 'P', text, QUOTE);
    quote.end();
}

/** One list item: its marker (Lbl) and text (LBody) side by side on the first line. */
export function writeListItem(
    flow: TextFlow,
    list: PDFKit.PDFStructureElement,
    marker: string,
    text: string,
    depth: number,
): void {
    const { doc } = flow;
    const item = doc.struct('LI');
    list.add(item);
    const markerStyle: TextStyle = { ...BODY, indent: depth * LIST_STEP };
    flow.makeRoom(flow.lineHeight(BODY));
    const label = doc.struct('Lbl');
    item.add(label);
    const content = doc.markStructureContent('Lbl');
    flow.drawLine(marker, markerStyle);
    doc.endMarkedContent();
    label.add(content);
    label.end();
    flow.block(item, 'LBody', text, { ...BODY, gapAfter: 4, indent: (depth + 1) * LIST_STEP });
    item.end();
}

function writeImage(
    flow: TextFlow,
    parent: PDFKit.PDFStructureElement,
    block: Extract<StoryBlock, { kind: 'image' }>,
    images: ReadonlyMap<string, Uint8Array>,
): void {
    const bytes = images.get(block.image.uuid);
    if (!bytes || !drawFigure(flow, parent, bytes, block.alt)) return;
    if (block.caption) flow.block(parent, 'P', block.caption, CAPTION);
    else flow.y += CAPTION.gapAfter ?? 0;
}
