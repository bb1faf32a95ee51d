/**
 * Renders one derivative with sharp: the geometry of the effect chain in URL order, then the
 * output encoding. Sharp applies at most one resize per pipeline and in its own order, so when a
 * chain has several geometric effects each one's result is handed on as raw pixels to the next.
 */
import type { Sharp } from 'sharp';
import { IMAGE_PIXEL_LIMIT } from '../../domain/content/uploads';
import type { ImageQuality } from '../../domain/media/media-image';
import type { EffectChain, Operation } from './effect-chain-model';
import { loadSharp, type SharpFactory } from './load-sharp';
import type { OutputFormat, SourceInfo } from './output-format';

export interface SourceImage extends SourceInfo {
    /** Width and height as displayed (after EXIF orientation). */
    width: number;
    height: number;
}

/** The source is not an image sharp can read, or it is over the pixel limit (docs/product-rules.md §9.16). */
export class UnprocessableImageError extends Error {}

export async function readSourceImage(file: string): Promise<SourceImage> {
    const sharp = await loadSharp();
    try {
        const meta = await sharp(file).metadata();
        const width = meta.autoOrient?.width ?? meta.width;
        const height = meta.autoOrient?.height ?? meta.height;
        if (!meta.format || !width || !height) throw new Error('no dimensions');
        const pages = meta.pages ?? 1;
        return {
            format: meta.format,
            hasAlpha: meta.hasAlpha ?? false,
            animated: pages > 1,
            width,
            height: pages > 1 ? (meta.pageHeight ?? height) : height,
        };
    } catch {
        throw new UnprocessableImageError('The file is not an image the CDN can process');
    }
}

/** JPEG/WebP qualities for the CDN's named levels; AVIF reaches the same look at lower numbers. */
const QUALITY: Record<ImageQuality, number> = {
    lightest: 50,
    lighter: 62,
    smart_retina: 65,
    normal: 75,
    smart: 75,
    better: 85,
    best: 92,
};
const avifQuality = (quality: number) => Math.round(quality * 0.7);

interface Size {
    width: number;
    height: number;
}

function applyOperation(sharp: SharpFactory, image: Sharp, operation: Operation, size: Size): Sharp {
    switch (operation.kind) {
        case 'preview':
            return image.resize({
                width: operation.width,
                height: operation.height,
                fit: 'inside',
                withoutEnlargement: true,
            });
        case 'resize':
            // Both sides: exactly that size (the proportions may change). One side: the other follows.
            return image.resize({
                width: operation.width ?? undefined,
                height: operation.height ?? undefined,
                fit: operation.width !== null && operation.height !== null ? 'fill' : 'inside',
            });
        case 'crop': {
            const width = Math.min(operation.width, size.width);
            const height = Math.min(operation.height, size.height);
            const { align } = operation;
            const room = { x: size.width - width, y: size.height - height };
            const left = align.type === 'offset' ? Math.min(align.x, room.x) : Math.round((room.x * align.x) / 100);
            const top = align.type === 'offset' ? Math.min(align.y, room.y) : Math.round((room.y * align.y) / 100);
            return image.extract({ left, top, width, height });
        }
        case 'scale_crop':
            return image.resize({
                width: operation.width,
                height: operation.height,
                fit: 'cover',
                position:
                    operation.align === 'smart'
                        ? sharp.strategy.attention
                        : operation.align === 'center'
                          ? 'centre'
                          : 'left top',
            });
        case 'rotate':
            return image.rotate(operation.degrees);
        case 'flip':
            return image.flip();
        case 'mirror':
            return image.flop();
        case 'grayscale':
            return image.grayscale();
    }
}

/** Ends a pipeline as raw pixels and starts the next one from them. */
async function materialize(sharp: SharpFactory, image: Sharp): Promise<{ image: Sharp; size: Size }> {
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    return {
        image: sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }),
        size: { width: info.width, height: info.height },
    };
}

function encode(image: Sharp, output: OutputFormat, chain: EffectChain, source: SourceImage): Sharp {
    const quality = QUALITY[chain.quality ?? 'normal'];
    switch (output) {
        case 'jpeg':
            return (source.hasAlpha ? image.flatten({ background: '#ffffff' }) : image).jpeg({
                quality,
                progressive: chain.progressive,
            });
        case 'png':
            return image.png({ progressive: chain.progressive });
        case 'webp':
            return image.webp({ quality, effort: 4 });
        case 'avif':
            return image.avif({ quality: avifQuality(quality), effort: 2 });
        case 'gif':
            return image.gif();
    }
}

export interface RenderedImage {
    data: Buffer;
    width: number;
    height: number;
}

export async function renderImage(
    file: string,
    source: SourceImage,
    chain: EffectChain,
    output: OutputFormat,
): Promise<RenderedImage> {
    const { operations } = chain;
    // Frames survive only a single resize into a format that animates; otherwise the first frame is used.
    const animated =
        source.animated &&
        (output === 'gif' || output === 'webp') &&
        operations.every((operation) => operation.kind === 'preview' || operation.kind === 'resize') &&
        operations.length <= 1;
    const sharp = await loadSharp();
    try {
        let image = sharp(file, { limitInputPixels: IMAGE_PIXEL_LIMIT, animated, failOn: 'error' });
        if (chain.autorotate) image = image.autoOrient();
        let size: Size = { width: source.width, height: source.height };
        for (const [index, operation] of operations.entries()) {
            if (index > 0) ({ image, size } = await materialize(sharp, image));
            image = applyOperation(sharp, image, operation, size);
        }
        const { data, info } = await encode(image, output, chain, source).toBuffer({ resolveWithObject: true });
        return { data, width: info.width, height: info.pageHeight ?? info.height };
    } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (/pixel limit/i.test(message)) {
            throw new UnprocessableImageError('The image is larger than 78,643,200 pixels');
        }
        if (/unsupported image format|corrupt|premature end|VipsJpeg|bad seek|extract_area/i.test(message)) {
            throw new UnprocessableImageError('The file is not an image the CDN can process');
        }
        throw error;
    }
}
