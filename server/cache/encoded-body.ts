import type { ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Encoding } from './accept-encoding';
import type { CachedPage } from './page-cache';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * How hard to compress. An entry kept in the cache is compressed once and sent thousands of
 * times, so it gets gzip's best level; brotli stops at quality 5, because on our pages 9 takes
 * 30 times as long (8.6 ms against 0.3 ms for a 25 KB story) for 0.6% fewer bytes. A response
 * sent once (cache off, or not a 200) is compressed quickly.
 */
const LEVELS = {
    best: { gzip: 9, brotli: 5 },
    fast: { gzip: 5, brotli: 4 },
} as const;

export type Effort = keyof typeof LEVELS;

/**
 * A body sent once and no larger than this is compressed on the main thread, at once. Handing
 * it to the thread pool costs more than compressing it: a zlib stream, a hop to a worker thread
 * and back, and a callback. For a 33 KB story page at gzip level 5 that was 0.30 ms of CPU
 * against 0.18 ms (docs/benchmarks.md), with the same bytes out. Larger bodies (sitemaps, long
 * feeds) still go to the pool, so no single one holds the event loop for long.
 */
const COMPRESS_AT_ONCE_BYTES = 256 * 1024;

/**
 * The entry's body in an encoding: at once when it has been made, else a promise of it.
 * An entry kept in the cache is compressed on libuv's thread pool rather than the main thread:
 * rendering keeps one core busy, and the other can compress meanwhile. Each entry is compressed
 * once per encoding, however many requests ask for it while that runs. A small body sent once
 * is compressed at once instead (COMPRESS_AT_ONCE_BYTES).
 */
export function encodedBody(entry: CachedPage, encoding: Encoding, effort: Effort): Buffer | Promise<Buffer> {
    if (encoding === 'identity') return entry.body;
    const made = entry[encoding];
    if (made) return made;
    if (effort === 'fast' && entry.body.length <= COMPRESS_AT_ONCE_BYTES) {
        const compressed = compressNow(entry.body, encoding);
        entry[encoding] = compressed;
        return compressed;
    }
    const pending = compress(entry.body, encoding, effort).then(
        (compressed) => {
            entry[encoding] = compressed;
            return compressed;
        },
        (error: unknown) => {
            entry[encoding] = undefined; // let a later request try again
            throw error;
        },
    );
    entry[encoding] = pending;
    return pending;
}

function compress(body: Buffer, encoding: 'br' | 'gzip', effort: Effort): Promise<Buffer> {
    const levels = LEVELS[effort];
    if (encoding === 'gzip') return gzipAsync(body, { level: levels.gzip });
    return brotliAsync(body, brotliOptions(body, levels.brotli));
}

/** The same compression as `compress` at the `fast` levels, on the main thread. */
function compressNow(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
    const levels = LEVELS.fast;
    if (encoding === 'gzip') return gzipSync(body, { level: levels.gzip });
    return brotliCompressSync(body, brotliOptions(body, levels.brotli));
}

function brotliOptions(body: Buffer, quality: number) {
    return {
        params: {
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
    };
}

/** Calls `send` with the payload now, or once it is compressed. */
export function whenEncoded(
    payload: Buffer | Promise<Buffer>,
    res: ServerResponse,
    send: (body: Buffer) => void,
): void {
    if (Buffer.isBuffer(payload)) {
        send(payload);
        return;
    }
    payload.then(send, () => {
        // Only an out-of-memory zlib fails on a buffer; the visitor gets a bare 500.
        if (res.headersSent) res.destroy();
        else res.writeHead(500).end();
    });
}
