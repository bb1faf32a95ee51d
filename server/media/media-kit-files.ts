/**
 * Where a story's media kit takes its files from, all of them fetched before the archive's
 * first byte goes out, so a journalist never gets a broken archive that looks whole
 * (docs/media.md). Each file ends as a file on disk of known size: from the content's media
 * folder (the files source), or downloaded from the assets CDN into a temporary folder for the
 * length of one download (the Prezly source). A file that cannot be had is reported with the
 * reason, and the kit goes without it.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import PQueue from 'p-queue';
import type { UploadedFile } from '../../domain/content';
import { sanitizeFileName } from '../../domain/media/filename';
import type { StoryMediaFile } from '../../domain/stories/story-media';
import { uniqueName } from './gallery-zip';
import type { MediaFiles } from './media-files';

/** A kit file on disk, whole. Its entry is dated with the story, not with the file (./media-kit.ts). */
export interface KitFile {
    path: string;
    size: number;
}

export type FetchedFile = { ok: true; file: KitFile } | { ok: false; reason: string };

export interface KitFileSource {
    fetch(file: UploadedFile): Promise<FetchedFile>;
    /** Frees what fetching held (downloaded copies), once the archive is sent or abandoned. */
    release(): Promise<void>;
}

/** Files fetched at once from the assets CDN for one kit. */
const DOWNLOADS_AT_ONCE = 4;

/** Every file of the kit, fetched (a few at a time) before anything is sent. */
export async function fetchKitFiles(
    media: readonly StoryMediaFile[],
    source: KitFileSource,
): Promise<Map<StoryMediaFile, FetchedFile>> {
    const queue = new PQueue({ concurrency: DOWNLOADS_AT_ONCE });
    const fetched = await Promise.all(media.map((item) => queue.add(() => source.fetch(item.file))));
    return new Map(media.map((item, index) => [item, fetched[index]!]));
}

export function localKitFiles(files: MediaFiles): KitFileSource {
    return {
        async fetch(file) {
            const stored = await files.find(file.uuid, file.filename);
            return stored
                ? { ok: true, file: { path: stored.path, size: stored.size } }
                : { ok: false, reason: 'not in the media folder' };
        },
        release: async () => {},
    };
}

/**
 * The original files on the assets CDN, `{cdn}/{uuid}/{filename}` (docs/product-rules.md §7.5, no effects), each
 * downloaded whole into a temporary folder. `timeoutMs` bounds the wait for an answer and then
 * every pause in the download; an error status, a broken connection or a short body (fewer bytes
 * than its Content-Length) loses the file, not the kit.
 */
export function remoteKitFiles(cdnUrl: string, timeoutMs: number): KitFileSource {
    let folder: Promise<string> | null = null;
    let count = 0;
    return {
        async fetch(file) {
            folder ??= mkdtemp(path.join(tmpdir(), 'newsroom-media-kit-'));
            const target = path.join(await folder, String(++count));
            const url = `${cdnUrl}/${file.uuid}/${encodeURIComponent(file.filename)}`;
            try {
                const size = await download(url, target, timeoutMs);
                return { ok: true, file: { path: target, size } };
            } catch (error) {
                await rm(target, { force: true });
                return { ok: false, reason: `${url}: ${error instanceof Error ? error.message : String(error)}` };
            }
        },
        async release() {
            if (folder) await rm(await folder, { recursive: true, force: true });
        },
    };
}

/** Downloads `url` whole into `target`; resolves with its length. */
async function download(url: string, target: string, timeoutMs: number): Promise<number> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`nothing for ${timeoutMs} ms`)), timeoutMs);
    try {
        const response = await fetch(url, { signal: controller.signal });
        if (!response.ok || !response.body) throw new Error(`answered ${response.status}`);
        const expected = Number(response.headers.get('content-length') ?? Number.NaN);
        let size = 0;
        await pipeline(
            Readable.fromWeb(response.body as ReadableStream),
            async function* (chunks: AsyncIterable<Buffer>) {
                for await (const chunk of chunks) {
                    size += chunk.length;
                    timer.refresh();
                    yield chunk;
                }
            },
            createWriteStream(target),
        );
        if (Number.isFinite(expected) && size !== expected) throw new Error(`ended after ${size} of ${expected} bytes`);
        return size;
    } finally {
        clearTimeout(timer);
    }
}

/**
 * Where a story's files go in its media kit: `README.txt`, the images at full size under
 * `images/` and the attachments under `attachments/`, with unique sanitised names. The archive
 * itself is written like a gallery's (./gallery-zip.ts), from the files above, so its exact
 * length is known before its first byte.
 */
export const README_NAME = 'README.txt';

const FOLDERS = { image: 'images', attachment: 'attachments' } as const;

/** Where a file goes in the archive (or would have gone): `images/photo.jpg`. */
export function kitEntryName(item: StoryMediaFile, used: Set<string>): string {
    return `${FOLDERS[item.kind]}/${uniqueName(sanitizeFileName(item.file.filename), used)}`;
}
