/**
 * A story's media kit as one zip, streamed with yazl: `README.txt`, the images at full size
 * under `images/` and the attachments under `attachments/`, every file already fetched and on
 * disk (./media-kit-files.ts). Files are stored, not deflated (pictures and most documents are
 * compressed already), so the archive's exact length is known before its first byte.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { sanitizeFileName } from '../../domain/media/filename';
import type { StoryMediaFile } from '../../domain/stories/story-media';
import { uniqueName } from './gallery-zip';
import type { KitFile } from './media-kit-files';

export interface MediaKit {
    stream: Readable;
    /** The archive's exact length in bytes. */
    size: number;
}

const FOLDERS = { image: 'images', attachment: 'attachments' } as const;

/** Where a file goes in the archive (or would have gone): `images/photo.jpg`. */
export function kitEntryName(item: StoryMediaFile, used: Set<string>): string {
    return `${FOLDERS[item.kind]}/${uniqueName(sanitizeFileName(item.file.filename), used)}`;
}

/** The archive: the README first, then every file, under its entry name. */
export async function createMediaKit(
    files: ReadonlyMap<string, KitFile>,
    readme: { text: string; mtime: Date },
): Promise<MediaKit> {
    const { ZipFile } = await import('yazl');
    const zip = new ZipFile();
    zip.addBuffer(Buffer.from(readme.text), 'README.txt', { compress: false, mtime: readme.mtime });
    for (const [name, file] of files) {
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
