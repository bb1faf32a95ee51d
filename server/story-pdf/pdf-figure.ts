import type { TextFlow } from './text-flow';

/** pdfkit's decoded image (its `openImage` is public but missing from @types/pdfkit). */
interface OpenedImage {
    width: number;
    height: number;
}
type ImageOpener = { openImage(source: Buffer): OpenedImage };

/** A picture takes at most this share of a page's text height, so its caption follows it. */
const MAX_HEIGHT_SHARE = 0.55;

/**
 * An image as a Figure element with its alternative text, scaled to the text width, on a new
 * page when it does not fit under the text above. Returns false, drawing nothing, when the bytes
 * are not an image pdfkit reads (JPEG or PNG): the story is printed without it.
 */
export function drawFigure(
    flow: TextFlow,
    parent: PDFKit.PDFStructureElement,
    bytes: Uint8Array,
    alt: string,
): boolean {
    const { doc } = flow;
    let image: OpenedImage;
    try {
        image = (doc as unknown as ImageOpener).openImage(
            Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        );
    } catch {
        return false;
    }
    const maxHeight = (flow.bottom - doc.page.margins.top) * MAX_HEIGHT_SHARE;
    const scale = Math.min(flow.width / image.width, maxHeight / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    flow.makeRoom(height);
    const x = flow.direction === 'rtl' ? flow.left + flow.width - width : flow.left;
    // A picture nobody described is decoration to a screen reader, not an unnamed figure.
    const figure = alt ? doc.struct('Figure', { alt }) : null;
    if (figure) {
        parent.add(figure);
        const content = doc.markStructureContent('Figure');
        doc.image(image as unknown as Buffer, x, flow.y, { width, height });
        doc.endMarkedContent();
        figure.add(content);
        figure.end();
    } else {
        doc.markContent('Artifact', { type: 'Layout' });
        doc.image(image as unknown as Buffer, x, flow.y, { width, height });
        doc.endMarkedContent();
    }
    flow.y += height + 6;
    return true;
}
