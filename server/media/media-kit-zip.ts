/**
 * A story's media kit as one zip, streamed with yazl: `README.txt`, the images at full size
 * under `images/` and the attachments under `attachments/`. Files are stored, not deflated
 * (pictures and most documents are compressed already). They are read from the content's media
 * folder when it has one (the files source, and tests), else fetched from the assets CDN one at
 * a time as the archive is written (the Prezly source: Prezly's CDN has no archive of a story).
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { UploadedFile } from '../../domain/content';
import { sanitizeFileName } from '../../domain/media/filename';
import type { StoryMediaFile } from '../../domain/stories/story-media';
import { uniqueName } from './gallery-zip';
import type { MediaFiles } from './media-files';

/** Where a kit's files come from: a size when known up front, and the bytes when asked for. */
export interface KitFileSource {
    open(file: UploadedFile): Promise<{ size: number | null; mtime: Date; read: () => Promise<Readable> } | null>;
}

export function localKitFiles(files: MediaFiles): KitFileSource {
    return {
        async open(file) {
            const stored = await files.find(file.uuid, file.filename);
            if (!stored) return null;
            return { size: stored.size, mtime: stored.mtime, read: async () => createReadStream(stored.path) };
        },
    };
}

/** The original file on the assets CDN: `{cdn}/{uuid}/{filename}` (SPEC §7), no effects. */
export function remoteKitFiles(cdnUrl: string, timeoutMs: number): KitFileSource {
    return {
        async open(file) {
            return {
                size: null,
                mtime: new Date(0),
                read: async () => {
                    const url = `${cdnUrl}/${file.uuid}/${encodeURIComponent(file.filename)}`;
                    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
                    if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
                    return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
                },
            };
        },
    };
}

export interface MediaKit {
    stream: Readable;
    /** The archive's exact length, when every file's size was known. */
    size: number | null;
    /** Files of the story that could not be found. */
    missing: UploadedFile[];
}

const FOLDERS = { image: 'images', attachment: 'attachments' } as const;

/** The archive: the README first, then every file found, under unique sanitised names. */
export async function createMediaKit(
    media: readonly StoryMediaFile[],
    source: KitFileSource,
    readme: { text: (names: Map<StoryMediaFile, string>) => string; mtime: Date },
): Promise<MediaKit> {
    const opened = await Promise.all(media.map(async (item) => ({ item, found: await source.open(item.file) })));
    const used = new Set<string>();
    const names = new Map<StoryMediaFile, string>();
    for (const { item, found } of opened) {
        if (found) names.set(item, `${FOLDERS[item.kind]}/${uniqueName(sanitizeFileName(item.file.filename), used)}`);
    }
    const { ZipFile } = await import('yazl');
    const zip = new ZipFile();
    // Stored like the rest, so the archive's length is known before it is written.
    zip.addBuffer(Buffer.from(readme.text(names)), 'README.txt', { compress: false, mtime: readme.mtime });
    for (const { item, found } of opened) {
        if (!found) continue;
        const options = { mtime: found.mtime, compress: false, ...(found.size === null ? {} : { size: found.size }) };
        zip.addReadStreamLazy(names.get(item)!, options, (callback) => {
            found.read().then(
                (stream) => callback(null, stream),
                (error: Error) => callback(error, undefined as never),
            );
        });
    }
    let size: number | null = null;
    (zip.end as (options: undefined, callback: (total: number) => void) => void)(undefined, (total) => {
        size = total >= 0 ? total : null;
    });
    const stream = zip.outputStream as Readable;
    zip.on('error', (error: Error) => stream.destroy(error));
    return { stream, size, missing: opened.filter(({ found }) => !found).map(({ item }) => item.file) };
}
