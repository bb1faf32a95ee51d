import { LRUCache } from 'lru-cache';

/** One rendered response, kept with its compressed variants (made on first demand). */
export interface CachedPage {
    contentVersion: number;
    status: number;
    /**
     * Every header the rendered response carried that is the same for every visitor (security
     * policies, type, caching, language, surrogate keys), as name, value, name, value… ready for
     * writeHead.
     */
    headers: string[];
    etag: string;
    body: Buffer;
    /** The surrogate keys of what the page shows (surrogate-keys.ts); evicting one drops the page. */
    keys: readonly string[];
    /** Compressed variants, made on first demand (a promise while being made). */
    gzip?: Buffer | Promise<Buffer>;
    br?: Buffer | Promise<Buffer>;
}

/** Pages are the same for everyone (docs/architecture.md): the URL, query included, is the whole key. */
export function cacheKey(url: string): string {
    return url;
}

/**
 * The compressed variants are made after an entry is stored, so its size is counted up front:
 * gzip and brotli of our HTML each come to a fifth of the body or less (figures:
 * docs/benchmarks.md#figures-behind-the-codes-choices).
 */
const COMPRESSED_SHARE = 0.4;

/** Bytes an entry is counted for against the cache's byte budget. */
function entryBytes(entry: CachedPage): number {
    let headerBytes = 0;
    for (const part of entry.headers) headerBytes += part.length;
    return Math.ceil(entry.body.length * (1 + COMPRESSED_SHARE)) + headerBytes + 200;
}

/**
 * Rendered pages, feeds and JSON by URL, bounded by entries and bytes (lru-cache evicts the
 * least recently used). Pages are the same for every visitor (docs/architecture.md), so the URL is the
 * whole key. Each entry names what it shows with surrogate keys, and an index from key to URLs
 * lets a content change evict only the pages that show what changed (`invalidate`).
 *
 * An entry is valid for one content version. `invalidate` moves the surviving entries to the new
 * version; an entry rendered from an older snapshot that arrives afterwards is not stored.
 */
export class PageCache {
    private readonly lru: LRUCache<string, CachedPage> | null;
    private readonly urlsByKey = new Map<string, Set<string>>();
    /** The newest content version the cache has been told about. */
    private version = 0;

    constructor(
        readonly maxEntries: number,
        readonly maxBytes = 64 * 1024 * 1024,
    ) {
        this.lru =
            maxEntries > 0
                ? new LRUCache<string, CachedPage>({
                      max: maxEntries,
                      maxSize: maxBytes,
                      sizeCalculation: entryBytes,
                      dispose: (entry, url) => this.unindex(url, entry),
                  })
                : null;
    }

    get size(): number {
        return this.lru?.size ?? 0;
    }

    /** Bytes counted for the entries held (their compressed variants estimated). */
    get bytes(): number {
        return this.lru?.calculatedSize ?? 0;
    }

    get(url: string, contentVersion: number): CachedPage | undefined {
        const entry = this.lru?.get(url);
        return entry?.contentVersion === contentVersion ? entry : undefined;
    }

    set(url: string, entry: CachedPage): void {
        if (!this.lru || entry.contentVersion < this.version) return;
        this.lru.set(url, entry);
        // lru-cache refuses an entry larger than the whole budget; index only what it kept.
        if (this.lru.peek(url) !== entry) return;
        for (const key of entry.keys) {
            const urls = this.urlsByKey.get(key);
            if (urls) urls.add(url);
            else this.urlsByKey.set(key, new Set([url]));
        }
    }

    /**
     * The content moved to `contentVersion`, and `changedKeys` name what changed: drops every
     * entry carrying one of them and keeps the rest, valid for the new version. Returns how many
     * entries were dropped.
     */
    invalidate(changedKeys: Iterable<string>, contentVersion: number): number {
        this.version = Math.max(this.version, contentVersion);
        if (!this.lru) return 0;
        const doomed = new Set<string>();
        for (const key of changedKeys) for (const url of this.urlsByKey.get(key) ?? []) doomed.add(url);
        for (const url of doomed) this.lru.delete(url);
        for (const entry of this.lru.values()) entry.contentVersion = contentVersion;
        return doomed.size;
    }

    clear(): void {
        this.lru?.clear();
        this.urlsByKey.clear();
    }

    private unindex(url: string, entry: CachedPage): void {
        for (const key of entry.keys) {
            const urls = this.urlsByKey.get(key);
            if (!urls) continue;
            urls.delete(url);
            if (urls.size === 0) this.urlsByKey.delete(key);
        }
    }
}
