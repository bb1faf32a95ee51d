import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody } from '../../../../server/cache/encoded-body';
import type { CachedPage } from '../../../../server/cache/page-cache';

/** A page-like body: repetitive markup, so that compression has something to find. */
const html = (bytes: number) =>
    Buffer.from(
        '<!doctype html><p class="story">Northwind opens a plant in Ghent.</p>'.repeat(bytes / 70 + 1),
    ).subarray(0, bytes);

const entryOf = (body: Buffer): CachedPage => ({
    contentVersion: 1,
    status: 200,
    headers: [],
    etag: '"e"',
    body,
    keys: [],
});

const decompress = { gzip: gunzipSync, br: brotliDecompressSync } as const;

describe('encodedBody', () => {
    it.each(['gzip', 'br'] as const)(
        'compresses a small page sent once at once (%s), a large one on the thread pool',
        async (encoding) => {
            const body = html(33_000);
            const now = encodedBody(entryOf(body), encoding, 'fast');
            expect(Buffer.isBuffer(now)).toBe(true);
            expect(decompress[encoding](now as Buffer).equals(body)).toBe(true);
            // A page larger than the main thread's share goes to the pool at the same level.
            const pooled = encodedBody(entryOf(Buffer.concat([body, html(300_000)])), encoding, 'fast');
            expect(pooled).toBeInstanceOf(Promise);
            const pooledBody = decompress[encoding](await pooled);
            expect(pooledBody.subarray(0, body.length).equals(body)).toBe(true);
        },
    );

    it('keeps the encoding made at once on the entry, so the next request reuses it', () => {
        const entry = entryOf(html(5_000));
        const first = encodedBody(entry, 'gzip', 'fast');
        expect(encodedBody(entry, 'gzip', 'fast')).toBe(first);
        expect(entry.gzip).toBe(first);
    });

    it('compresses an entry kept in the cache on the thread pool, at the best level', async () => {
        const body = html(33_000);
        const best = encodedBody(entryOf(body), 'gzip', 'best');
        expect(best).toBeInstanceOf(Promise);
        expect(gunzipSync(await best).equals(body)).toBe(true);
    });

    it('leaves a body uncompressed for identity', () => {
        const body = html(2_000);
        expect(encodedBody(entryOf(body), 'identity', 'fast')).toBe(body);
    });
});
