/**
 * Rendered derivatives on disk, under MEDIA_CACHE_DIR: `{dir}/{key[0..2]}/{key}.{ext}`, the key
 * a hash of the source (uuid, name, size, mtime), the effects and the output format. Writes are
 * atomic (a temporary file renamed into place), concurrent requests for the same derivative
 * share one rendering, and the folder is kept under a size cap by removing the oldest files.
 * Small derivatives are also kept in memory (bounded), so hot images are served without I/O.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../logger';

export function derivativeKey(parts: readonly unknown[]): string {
    return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 40);
}

export interface DerivativeCacheOptions {
    directory: string;
    maxBytes: number;
    /** Memory for small derivatives; 0 turns it off. */
    memoryBytes: number;
    logger: Logger;
}

/** A cached derivative: always its file, and its bytes when they are small enough to keep in memory. */
export interface CachedDerivative {
    path: string;
    data: Buffer | null;
}

/** Larger derivatives are not kept in memory: a few big files would push out many small ones. */
const MAX_MEMORY_ITEM_BYTES = 512 * 1024;

/** Small derivatives by file, bounded by their total bytes, least recently used dropped first. */
function memoryCache(maxBytes: number): LRUCache<string, Buffer> | null {
    if (maxBytes <= 0) return null;
    return new LRUCache<string, Buffer>({
        maxSize: maxBytes,
        maxEntrySize: Math.min(MAX_MEMORY_ITEM_BYTES, maxBytes),
        sizeCalculation: (data) => Math.max(1, data.length),
    });
}

export class DerivativeCache {
    private readonly inFlight = new Map<string, Promise<CachedDerivative>>();
    private readonly memory: LRUCache<string, Buffer> | null;
    private totalBytes: number | null = null;
    private evicting = false;

    constructor(private readonly options: DerivativeCacheOptions) {
        this.memory = memoryCache(options.memoryBytes);
    }

    pathOf(key: string, extension: string): string {
        return path.join(this.options.directory, key.slice(0, 2), `${key}.${extension}`);
    }

    /** The cached derivative, rendering it with `produce` first when it is not there yet. */
    async get(key: string, extension: string, produce: () => Promise<Buffer>): Promise<CachedDerivative> {
        const file = this.pathOf(key, extension);
        const remembered = this.memory?.get(file);
        if (remembered) return { path: file, data: remembered };
        const info = await stat(file).catch(() => null);
        if (info) {
            const data = info.size <= MAX_MEMORY_ITEM_BYTES ? await readFile(file).catch(() => null) : null;
            if (data) this.memory?.set(file, data);
            return { path: file, data };
        }
        let pending = this.inFlight.get(file);
        if (!pending) {
            pending = this.store(file, produce).finally(() => this.inFlight.delete(file));
            this.inFlight.set(file, pending);
        }
        return pending;
    }

    /** A stored file's bytes from memory (read once), when it is small enough to keep; else null. */
    async small(file: { path: string; size: number; mtime: Date }): Promise<Buffer | null> {
        if (!this.memory || file.size > MAX_MEMORY_ITEM_BYTES) return null;
        // Keyed by modification time too: a file replaced in place is read again.
        const key = `${file.path}@${file.mtime.getTime()}`;
        const remembered = this.memory.get(key);
        if (remembered) return remembered;
        const data = await readFile(file.path).catch(() => null);
        if (data) this.memory.set(key, data);
        return data;
    }

    private async store(file: string, produce: () => Promise<Buffer>): Promise<CachedDerivative> {
        const data = await produce();
        await mkdir(path.dirname(file), { recursive: true });
        const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
        try {
            await writeFile(temporary, data);
            await rename(temporary, file);
        } catch (error) {
            await rm(temporary, { force: true });
            throw error;
        }
        this.memory?.set(file, data);
        void this.account(data.length);
        return { path: file, data };
    }

    private async account(bytes: number): Promise<void> {
        this.totalBytes ??= await this.measure().catch(() => 0);
        this.totalBytes += bytes;
        if (this.totalBytes > this.options.maxBytes && !this.evicting) {
            this.evicting = true;
            await this.evict()
                .catch((error) => this.options.logger.warn(`Media cache eviction failed: ${(error as Error).message}`))
                .finally(() => {
                    this.evicting = false;
                });
        }
    }

    private async files(): Promise<{ file: string; size: number; mtimeMs: number }[]> {
        const found: { file: string; size: number; mtimeMs: number }[] = [];
        const buckets = await readdir(this.options.directory).catch(() => [] as string[]);
        for (const bucket of buckets) {
            const folder = path.join(this.options.directory, bucket);
            const names = await readdir(folder).catch(() => [] as string[]);
            for (const name of names) {
                if (name.endsWith('.tmp')) continue;
                const info = await stat(path.join(folder, name)).catch(() => null);
                if (info?.isFile())
                    found.push({ file: path.join(folder, name), size: info.size, mtimeMs: info.mtimeMs });
            }
        }
        return found;
    }

    private async measure(): Promise<number> {
        return (await this.files()).reduce((sum, entry) => sum + entry.size, 0);
    }

    /** Removes the oldest derivatives until the cache is at 90% of its cap. */
    private async evict(): Promise<void> {
        const files = (await this.files()).sort((a, b) => a.mtimeMs - b.mtimeMs);
        let total = files.reduce((sum, entry) => sum + entry.size, 0);
        const target = this.options.maxBytes * 0.9;
        for (const entry of files) {
            if (total <= target) break;
            await rm(entry.file, { force: true });
            this.memory?.delete(entry.file);
            total -= entry.size;
        }
        this.totalBytes = total;
        this.options.logger.info(`Media cache trimmed to ${Math.round(total / 1e6)} MB`);
    }
}
