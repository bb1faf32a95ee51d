/** One rendered response, kept with its compressed variants (made on first demand). */
export interface CachedPage {
    contentVersion: number;
    status: number;
    /**
     * Every header the rendered response carried that is the same for every visitor (security
     * policies, type, caching, language), as name, value, name, value… ready for writeHead.
     */
    headers: string[];
    etag: string;
    body: Buffer;
    /** Compressed variants, made on first demand (a promise while being made). */
    gzip?: Buffer | Promise<Buffer>;
    br?: Buffer | Promise<Buffer>;
}

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
