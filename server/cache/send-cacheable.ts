import type { ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';
import type { Request, Response } from 'express';
import { type CachedPage, cacheKey, type PageCache } from './page-cache';
import { ANY_CONTENT_KEY, CDN_SETTING, normalizedKeys, SITE_KEY, surrogateKeyHeaders } from './surrogate-keys';
import { writeEntry } from './write-entry';

/**
 * Headers that belong to one request or to one encoding of the body, never replayed from the
 * cache as they were: they are set anew for every answer.
 */
const PER_ANSWER_HEADERS = new Set([
    'x-request-id',
    'x-cache',
    'content-length',
    'content-encoding',
    'set-cookie',
    'date',
    'connection',
    'keep-alive',
    'transfer-encoding',
]);

export interface CacheableResponse {
    status?: number;
    contentType: string;
    body: string | Buffer;
    cacheControl: string;
    /** Extra headers to store and replay (Content-Language, Link…). */
    headers?: Record<string, string>;
    /**
     * Surrogate keys of what the response shows (surrogate-keys.ts), beside `site`, which every
     * response carries. Left out, the response is evicted by any content change.
     */
    keys?: readonly string[];
}

/**
 * Sends a response that is the same for every visitor: with a strong ETag (answering 304 to a
 * matching If-None-Match), compressed once rather than per request, and kept in the page cache
 * when it is a 200 to a GET, headers and all, so that the cache-hit path can replay it exactly.
 */
export function sendCacheable(
    req: Request,
    res: Response,
    cache: PageCache | null,
    contentVersion: number,
    response: CacheableResponse,
): void {
    const body = typeof response.body === 'string' ? Buffer.from(response.body) : response.body;
    const status = response.status ?? 200;
    const etag = entityTag(body);
    res.setHeader('Content-Type', response.contentType);
    res.setHeader('Cache-Control', response.cacheControl);
    for (const [name, value] of Object.entries(response.headers ?? {})) res.setHeader(name, value);
    res.setHeader('ETag', etag);
    res.setHeader('Vary', 'Accept-Encoding');
    const keys = normalizedKeys([SITE_KEY, ...(response.keys ?? [ANY_CONTENT_KEY])]);
    const withCacheTag = req.app?.get(CDN_SETTING) === 'cloudflare';
    for (const [name, value] of Object.entries(surrogateKeyHeaders(keys, withCacheTag))) res.setHeader(name, value);
    const kept = cache !== null && cache.maxEntries > 0 && status === 200 && req.method === 'GET';
    // Only a kept entry answers later requests, so only it needs the headers to replay.
    const entry: CachedPage = { contentVersion, status, etag, body, keys, headers: kept ? replayableHeaders(res) : [] };
    if (kept) cache.set(cacheKey(req.originalUrl), entry);
    // The entry's headers are on the response already; only the per-answer ones are added.
    writeEntry(req, res, entry, [], kept ? 'best' : 'fast');
}

/**
 * A strong validator of the body's bytes: its length and CRC-32, the same in every process that
 * renders the same bytes. A page that changes changes its tag but for a chance of one in four
 * billion when its length stays the same. CRC-32 is much cheaper than SHA-1, which was a
 * visible share of an uncached page (figures: docs/benchmarks.md#figures-behind-the-codes-choices).
 */
export function entityTag(body: Buffer): string {
    return `"${body.length.toString(16)}-${crc32(body).toString(16).padStart(8, '0')}"`;
}

/** The response's headers so far, minus per-answer ones. */
function replayableHeaders(res: ServerResponse): string[] {
    const flat: string[] = [];
    for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value === undefined || PER_ANSWER_HEADERS.has(name)) continue;
        for (const one of Array.isArray(value) ? value : [value]) flat.push(name, String(one));
    }
    return flat;
}
