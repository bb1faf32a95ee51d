import compression from 'compression';
import type { RequestHandler } from 'express';
import { COMPRESSION_THRESHOLD } from '../cache/write-entry';

/**
 * The compression middleware, in front of the answers that write their own bodies: static files
 * without a pre-compressed copy, the theme stylesheet, the search and story-list APIs, the local
 * CDN and a story's preview. Every other page, feed and document answers through
 * server/cache/send-cacheable.ts, which compresses its body itself (once for the page cache, or on
 * the spot) and sets Content-Encoding; in front of those the middleware only wrapped the
 * response's methods for nothing, a measurable share of an uncached page's CPU (figures:
 * docs/benchmarks.md#figures-behind-the-codes-choices).
 * Short answers (errors as JSON or text, redirects) stay below its threshold either way.
 */
export const compressAnswer: RequestHandler = compression({ threshold: COMPRESSION_THRESHOLD });

/** A handler with the compression middleware in front of it, for a mounted answer. */
export function compressed(handler: RequestHandler): RequestHandler {
    return (req, res, next) => {
        compressAnswer(req, res, (error?: unknown) => {
            if (error) next(error);
            else handler(req, res, next);
        });
    };
}
