/**
 * Finds a stored media file: `{media directory}/{uuid}/{filename}`. The requested name must be
 * the stored file's name or its download form (sanitised, docs/product-rules.md §5.8), compared with names read from
 * the folder, so the request never builds a path itself. Folder listings are cached in memory
 * (bounded) and dropped when the content is reloaded.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { sanitizeFileName } from '../../domain/media/filename';
import { UUID_PATTERN } from './cdn-path';

export interface StoredFile {
    uuid: string;
    /** The name on disk. */
    name: string;
    path: string;
    size: number;
    mtime: Date;
}

export interface MediaFiles {
    /** The stored file of `uuid` that `requestedName` names, or null. */
    find(uuid: string, requestedName: string): Promise<StoredFile | null>;
    /** Every regular file stored under `uuid` (usually one). */
    list(uuid: string): Promise<StoredFile[]>;
    clear(): void;
}

const MAX_CACHED_FOLDERS = 10_000;

export function createMediaFiles(
    directory: () => string | null,
    { maxFolders = MAX_CACHED_FOLDERS }: { maxFolders?: number } = {},
): MediaFiles {
    // The least recently listed folders are forgotten first.
    const cache = new LRUCache<string, Promise<StoredFile[]>>({ max: maxFolders });

    async function read(root: string, uuid: string): Promise<StoredFile[]> {
        const folder = path.join(root, uuid);
        let entries: import('node:fs').Dirent[];
        try {
            entries = await readdir(folder, { withFileTypes: true });
        } catch {
            return [];
        }
        // Regular files only: a symbolic link could point outside the media folder.
        const files = entries.filter((entry) => entry.isFile());
        const stats = await Promise.all(
            files.map(async (entry) => {
                const file = path.join(folder, entry.name);
                const info = await stat(file).catch(() => null);
                return info ? [{ uuid, name: entry.name, path: file, size: info.size, mtime: info.mtime }] : [];
            }),
        );
        return stats.flat();
    }

    const media: MediaFiles = {
        list(uuid) {
            const root = directory();
            if (!root || !UUID_PATTERN.test(uuid)) return Promise.resolve([]);
            let listing = cache.get(uuid);
            if (!listing) {
                listing = read(root, uuid);
                cache.set(uuid, listing);
            }
            return listing;
        },
        async find(uuid, requestedName) {
            const files = await media.list(uuid);
            const wanted = requestedName.normalize('NFC');
            return (
                files.find((file) => file.name.normalize('NFC') === wanted) ??
                files.find((file) => sanitizeFileName(file.name.normalize('NFC')) === wanted) ??
                null
            );
        },
        clear() {
            cache.clear();
        },
    };
    return media;
}
