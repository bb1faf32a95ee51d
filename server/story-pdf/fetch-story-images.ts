import { IMAGE_PIXEL_LIMIT } from '../../domain/content/uploads';
import type { Logger } from '../logger';
import { loadSharp } from '../media/load-sharp';

/** Wide enough for an A4 page at print resolution, small enough to keep the PDF light. */
const MAX_WIDTH = 1600;
/** The size of a picture worth printing; a larger answer is not a story image. */
const MAX_BYTES = 30 * 1024 * 1024;
const AT_ONCE = 4;

export interface ImageToFetch {
    uuid: string;
    /** An http(s) address of the picture (the assets CDN's, any format sharp reads). */
    url: string;
}

/**
 * The story's pictures as JPEG bytes for the PDF, by upload uuid. A picture that cannot be had
 * (time-out, error status, too large, not an image) is logged and missing from the map: the PDF
 * is made without it rather than not at all.
 */
export async function fetchStoryImages(
    images: readonly ImageToFetch[],
    options: {
        timeoutMs: number;
        logger: Logger;
        /**
         * Reads a picture's original bytes without the network (the files source's media folder);
         * null when it has none, and the picture is fetched from its address.
         */
        readLocal?: (uuid: string) => Promise<Uint8Array | null>;
    },
): Promise<Map<string, Uint8Array>> {
    const found = new Map<string, Uint8Array>();
    for (let start = 0; start < images.length; start += AT_ONCE) {
        await Promise.all(
            images.slice(start, start + AT_ONCE).map(async (image) => {
                try {
                    const local = options.readLocal ? await options.readLocal(image.uuid) : null;
                    found.set(image.uuid, await asJpeg(local ?? (await fetchBytes(image.url, options.timeoutMs))));
                } catch (error) {
                    const reason = error instanceof Error ? error.message : String(error);
                    options.logger.warn(`Story PDF: image left out (${reason})`, { url: image.url });
                }
            }),
        );
    }
    return found;
}

async function fetchBytes(url: string, timeoutMs: number): Promise<Uint8Array> {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    if (Number(response.headers.get('content-length') ?? 0) > MAX_BYTES) throw new Error('too large');
    return new Uint8Array(await response.arrayBuffer());
}

async function asJpeg(bytes: Uint8Array): Promise<Uint8Array> {
    if (bytes.byteLength > MAX_BYTES) throw new Error('too large');
    const sharp = await loadSharp();
    // pdfkit draws JPEG and PNG only; WebP and AVIF from the CDN become JPEG, turned upright.
    return sharp(bytes, { limitInputPixels: IMAGE_PIXEL_LIMIT })
        .rotate()
        .resize({ width: MAX_WIDTH, withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82 })
        .toBuffer();
}
