/**
 * A gallery's images as one zip (docs/product-rules.md §7.5: `{cdn}/{group uuid}/archive/zip/{name}.zip`), streamed
 * with yazl. Images are stored, not deflated: JPEG, PNG and WebP are compressed already, and with
 * every size known up front the archive's length is too, so the response has a Content-Length.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { type Gallery, galleryImages } from '../../domain/content';
import { sanitizeFileName } from '../../domain/media/filename';
import type { MediaFiles, StoredFile } from './media-files';

export interface ZipEntry {
    /** The name inside the archive: sanitised and unique. */
    name: string;
    /** A whole file on disk, of known size. */
    file: Pick<StoredFile, 'path' | 'size' | 'mtime'>;
}

/** A small text written into the archive before the files (a media kit's README). */
export interface ZipText {
    name: string;
    text: string;
    mtime: Date;
}

/** `photo.jpg`, then `photo (2).jpg`, `photo (3).jpg`… */
export function uniqueName(name: string, used: Set<string>): string {
    let candidate = name;
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    used.add(candidate.toLowerCase());
    return candidate;
}

/**
 * The gallery's stored image files in the album's order (the editor's, domain/content/gallery.ts
 * galleryImages); an image whose file is missing is left out.
 */
export async function galleryZipEntries(gallery: Gallery, media: MediaFiles): Promise<ZipEntry[]> {
    const files = await Promise.all(galleryImages(gallery).map(({ image }) => media.find(image.uuid, image.filename)));
    const used = new Set<string>();
    return files.flatMap((file) => (file ? [{ name: uniqueName(sanitizeFileName(file.name), used), file }] : []));
}

export interface ZipStream {
    stream: Readable;
    /** The archive's exact length in bytes. */
    size: number;
}

/**
 * yazl is loaded with the first archive asked for: most processes never make one. Texts come
 * first, then the files; everything is stored, so the length is known before the first byte.
 */
export async function createZipStream(
    entries: readonly ZipEntry[],
    texts: readonly ZipText[] = [],
): Promise<ZipStream> {
    const { ZipFile } = await import('yazl');
    const zip = new ZipFile();
    for (const { name, text, mtime } of texts) zip.addBuffer(Buffer.from(text), name, { compress: false, mtime });
    for (const { name, file } of entries) {
        zip.addReadStreamLazy(name, { size: file.size, mtime: file.mtime, compress: false }, (callback) =>
            callback(null, createReadStream(file.path)),
        );
    }
    let size = -1;
    // With stored entries of known size yazl computes the total synchronously inside end().
    (zip.end as (options: undefined, callback: (total: number) => void) => void)(undefined, (total) => {
        size = total;
    });
    const stream = zip.outputStream as Readable;
    zip.on('error', (error: Error) => stream.destroy(error));
    return { stream, size };
}
