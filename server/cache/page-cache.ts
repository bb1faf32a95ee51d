import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One rendered response, kept with its compressed variants (made on first demand). */
export interface CachedPage {
    contentVersion: number;
    status: number;
    headers: Record<string, string>;
    etag: string;
    body: Buffer;
    gzip?: Buffer;
    br?: Buffer;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Rendered pages, feeds and JSON by URL, least recently used evicted first. Pages are the same
 * for every visitor (DESIGN.md §3), so the URL is the whole key; entries from an older content
 * version are ignored and the cache is cleared whenever content changes.
 */
export class PageCache {
    private readonly entries = new Map<string, CachedPage>();

    constructor(readonly maxEntries: number) {}

    get size(): number {
        return this.entries.size;
    }

    get(key: string, contentVersion: number): CachedPage | undefined {
        const entry = this.entries.get(key);
        if (!entry) return undefined;
        if (entry.contentVersion !== contentVersion) {
            this.entries.delete(key);
            return undefined;
        }
        // Re-insert to mark as most recently used.
        this.entries.delete(key);
        this.entries.set(key, entry);
        return entry;
    }

    set(key: string, entry: CachedPage): void {
        if (this.maxEntries === 0) return;
        this.entries.delete(key);
        this.entries.set(key, entry);
        while (this.entries.size > this.maxEntries) {
            const oldest = this.entries.keys().next().value;
            if (oldest === undefined) break;
            this.entries.delete(oldest);
        }
    }

    clear(): void {
        this.entries.clear();
    }
}

/** The body in the requested encoding, compressing once and keeping the result on the entry. */
export function encodedBody(entry: CachedPage, encoding: Encoding, effort: 'best' | 'fast' = 'best'): Buffer {
    // A cached entry is compressed once and served thousands of times: spend effort. One that
    // is sent once (cache off or full of other pages) is compressed quickly.
    const best = effort === 'best';
    if (encoding === 'br') {
        entry.br ??= brotliCompressSync(entry.body, {
            params: {
                [constants.BROTLI_PARAM_QUALITY]: best ? 9 : 4,
                [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
            },
        });
        return entry.br;
    }
    if (encoding === 'gzip') {
        entry.gzip ??= gzipSync(entry.body, { level: best ? 9 : 5 });
        return entry.gzip;
    }
    return entry.body;
}
