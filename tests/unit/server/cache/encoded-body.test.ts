import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESSED_INLINE_LIMIT, encodedBody } from '../../../../server/cache/encoded-body';
import type { CachedPage } from '../../../../server/cache/page-cache';

/** A page-like body of about `size` bytes: markup that compresses, with some noise that does not. */
function body(size: number): Buffer {
    const piece = `<li class="card"><a href="/story-${randomBytes(6).toString('hex')}">A story</a></li>\n`;
    return Buffer.from(piece.repeat(Math.ceil(size / piece.length)).slice(0, size));
}

const entry = (bytes: Buffer): CachedPage => ({
    contentVersion: 1,
    status: 200,
    headers: [],
    etag: '"x"',
    body: bytes,
    keys: [],
});

describe('encodedBody', () => {
    it('compresses a page sent once on the spot, in both encodings, to bytes that decode to the page', () => {
        const page = entry(body(40_000));
        const gzip = encodedBody(page, 'gzip', 'fast');
        const brotli = encodedBody(page, 'br', 'fast');
        expect(Buffer.isBuffer(gzip) && Buffer.isBuffer(brotli)).toBe(true);
        expect(gunzipSync(gzip as Buffer).equals(page.body)).toBe(true);
        expect(brotliDecompressSync(brotli as Buffer).equals(page.body)).toBe(true);
        expect((gzip as Buffer).length).toBeLessThan(page.body.length / 4);
    });

    it('sends a body sent once but larger than the inline limit (a big sitemap) to the pool', async () => {
        const large = entry(body(COMPRESSED_INLINE_LIMIT + 1));
        const gzip = encodedBody(large, 'gzip', 'fast');
        expect(gzip).toBeInstanceOf(Promise);
        expect(gunzipSync(await gzip).equals(large.body)).toBe(true);
    });

    it('compresses a kept page once in the pool, every request asking meanwhile sharing the work', async () => {
        const kept = entry(body(40_000));
        const first = encodedBody(kept, 'br', 'best');
        expect(first).toBeInstanceOf(Promise);
        expect(encodedBody(kept, 'br', 'best')).toBe(first);
        const made = await first;
        expect(brotliDecompressSync(made).equals(kept.body)).toBe(true);
        expect(encodedBody(kept, 'br', 'best')).toBe(made);
    });

    it('leaves the body as it is for identity', () => {
        const page = entry(body(2_000));
        expect(encodedBody(page, 'identity', 'fast')).toBe(page.body);
    });
});
