import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { UploadedFile, UploadedImage } from '../../domain/content';
import { iconSvg, squareLogoSvg, wordmarkSvg } from './logo';
import { DOCUMENT_SPECS, IMAGE_SPECS, type ImageSpec } from './media-specs';
import { uuidFor } from './random';
import { photoSvg } from './scenes';

/** Prezly writes version 2 payloads (docs/product-rules.md §9.18). */
const PAYLOAD_VERSION = 2;

export interface MediaRegistry {
    images: Map<string, UploadedImage>;
    files: Map<string, UploadedFile>;
}

function svgFor(spec: ImageSpec): string {
    if (spec.kind === 'photo') return photoSvg(spec.key, spec);
    if (spec.logo === 'wordmark') return wordmarkSvg(spec.width, spec.height);
    if (spec.logo === 'icon') return iconSvg(spec.width);
    return squareLogoSvg(spec.width);
}

async function encode(spec: ImageSpec): Promise<{ data: Buffer; mime_type: string }> {
    const image = sharp(Buffer.from(svgFor(spec)));
    if (spec.kind === 'logo')
        return { data: await image.png({ compressionLevel: 9, palette: false }).toBuffer(), mime_type: 'image/png' };
    return {
        data: await image.flatten({ background: '#000000' }).jpeg({ quality: 78, mozjpeg: true }).toBuffer(),
        mime_type: 'image/jpeg',
    };
}

async function write(mediaDir: string, uuid: string, filename: string, data: Buffer): Promise<void> {
    const dir = path.join(mediaDir, uuid);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, filename), data);
}

/** Run `task` over `items` with at most `limit` at a time (the machine has two cores). */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
    let next = 0;
    const workers = Array.from({ length: limit }, async () => {
        while (next < items.length) await task(items[next++]!);
    });
    await Promise.all(workers);
}

/**
 * Render every picture and document into media/<uuid>/<filename> and return the upload
 * payloads, with sizes and dimensions read back from the bytes actually written.
 */
export async function renderDemoMedia(
    mediaDir: string,
    log: (line: string) => void = () => {},
): Promise<MediaRegistry> {
    const images = new Map<string, UploadedImage>();
    const files = new Map<string, UploadedFile>();
    await pool(IMAGE_SPECS, 2, async (spec) => {
        const { data, mime_type } = await encode(spec);
        const meta = await sharp(data).metadata();
        const uuid = uuidFor(`media:${spec.key}`);
        await write(mediaDir, uuid, spec.filename, data);
        images.set(spec.key, {
            version: PAYLOAD_VERSION,
            uuid,
            filename: spec.filename,
            mime_type,
            size: data.length,
            original_width: meta.width!,
            original_height: meta.height!,
            effects: [],
        });
        log(`  ${spec.filename} ${meta.width}×${meta.height} ${(data.length / 1024).toFixed(0)} KB`);
    });
    for (const spec of DOCUMENT_SPECS) {
        const data = spec.build();
        const uuid = uuidFor(`media:${spec.key}`);
        await write(mediaDir, uuid, spec.filename, data);
        files.set(spec.key, {
            version: PAYLOAD_VERSION,
            uuid,
            filename: spec.filename,
            mime_type: spec.mime_type,
            size: data.length,
        });
    }
    return { images, files };
}
