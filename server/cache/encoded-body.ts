import type { ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Encoding } from './accept-encoding';
import type { CachedPage } from './page-cache';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * How hard to compress, and where. An entry kept in the cache is compressed once and sent
 * thousands of times, so it gets gzip's best level, on libuv's thread pool (rendering keeps one
 * core busy, and the other compresses meanwhile); brotli stops at quality 5, because on our pages
 * higher qualities take many times as long for almost no fewer bytes.
 *
 * A response sent once (page cache off, or not a 200) is compressed at once on the main thread
 * at gzip 3 and brotli 3: zlib's stream on the thread pool costs more CPU than the synchronous
 * call for the same bytes, and the next levels up take much longer for few fewer bytes.
 * Figures for both: docs/benchmarks.md#figures-behind-the-codes-choices.
 */
const LEVELS = {
    best: { gzip: 9, brotli: 5 },
    fast: { gzip: 3, brotli: 3 },
} as const;

export type Effort = keyof typeof LEVELS;

/**
 * A body sent once is compressed on the main thread up to this size (every page: it takes a
 * fraction of a millisecond); a larger one (a sitemap of thousands of stories) goes to the pool,
 * so no other request waits milliseconds behind it. Sending pages to the pool too cost more CPU
 * per request, for no consistent gain in one process's requests a second or p99 (figures:
 * docs/benchmarks.md#figures-behind-the-codes-choices;
 * docs/deploying.md, "Where pages are compressed").
 */
export const COMPRESSED_INLINE_LIMIT = 256 * 1024;

/**
 * The entry's body in an encoding: at once when it has been made (or, for a response sent once
 * and no larger than COMPRESSED_INLINE_LIMIT, made on the spot), else a promise of it. Each
 * kept entry is compressed once per encoding, however many requests ask for it while that runs.
 */
export function encodedBody(entry: CachedPage, encoding: Encoding, effort: Effort): Buffer | Promise<Buffer> {
    if (encoding === 'identity') return entry.body;
    const made = entry[encoding];
    if (made) return made;
    const levels = LEVELS[effort];
    if (effort === 'fast' && entry.body.length <= COMPRESSED_INLINE_LIMIT)
        return compressNow(entry.body, encoding, levels);
    const pending = compressInPool(entry.body, encoding, levels).then(
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

type Levels = (typeof LEVELS)[Effort];

function compressInPool(body: Buffer, encoding: 'br' | 'gzip', levels: Levels): Promise<Buffer> {
    if (encoding === 'gzip') return gzipAsync(body, { level: levels.gzip });
    return brotliAsync(body, brotliOptions(body, levels.brotli));
}

function compressNow(body: Buffer, encoding: 'br' | 'gzip', levels: Levels): Buffer {
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
