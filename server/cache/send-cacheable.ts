import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { type Encoding, preferredEncoding } from './accept-encoding';
import { type Effort, encodedBody, whenEncoded } from './encoded-body';
import type { CachedPage, PageCache } from './page-cache';
import { ANY_CONTENT_KEY, CDN_SETTING, normalizedKeys, SITE_KEY, surrogateKeyHeaders } from './surrogate-keys';

/** Below this size compression costs more than it saves. */
const COMPRESSION_THRESHOLD = 1024;

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
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    res.setHeader('Content-Type', response.contentType);
    res.setHeader('Cache-Control', response.cacheControl);
    for (const [name, value] of Object.entries(response.headers ?? {})) res.setHeader(name, value);
    res.setHeader('ETag', etag);
    res.setHeader('Vary', 'Accept-Encoding');
    const keys = normalizedKeys([SITE_KEY, ...(response.keys ?? [ANY_CONTENT_KEY])]);
    const withCacheTag = req.app?.get(CDN_SETTING) === 'cloudflare';
    for (const [name, value] of Object.entries(surrogateKeyHeaders(keys, withCacheTag))) res.setHeader(name, value);
    const entry: CachedPage = { contentVersion, status, etag, body, keys, headers: replayableHeaders(res) };
    const kept = cache !== null && cache.maxEntries > 0 && status === 200 && req.method === 'GET';
    if (kept) cache.set(cacheKey(req.originalUrl), entry);
    // The entry's headers are on the response already; only the per-answer ones are added.
    writeEntry(req, res, entry, [], kept ? 'best' : 'fast');
}

/**
 * Answers one request with an entry, sending `headers` with it: 304 when the client holds it
 * already, else the body in the best encoding it accepts (headers only for HEAD). Returns the
 * status sent. Both the first render and every cache hit answer through here.
 */
export function writeEntry(
    req: IncomingMessage,
    res: ServerResponse,
    entry: CachedPage,
    headers: string[],
    effort: Effort,
    onWritten: (status: number) => void = () => {},
): void {
    if (isNotModified(entry, req.headers['if-none-match'])) {
        res.writeHead(304, headers).end();
        onWritten(304);
        return;
    }
    const { encoding, payload } = negotiatedBody(entry, req.headers['accept-encoding'], effort);
    whenEncoded(payload, res, (body) => {
        if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
        headers.push('Content-Length', String(body.length));
        res.writeHead(entry.status, headers);
        if (req.method === 'HEAD') res.end();
        else res.end(body);
        onWritten(entry.status);
    });
}

/** Pages are the same for everyone (docs/architecture.md): the URL, query included, is the whole key. */
export function cacheKey(url: string): string {
    return url;
}

/** The entry's body in the best encoding the client accepts (compressed once, then kept). */
function negotiatedBody(
    entry: CachedPage,
    acceptEncoding: string | undefined,
    effort: Effort,
): { encoding: Encoding; payload: Buffer | Promise<Buffer> } {
    const encoding = entry.body.length < COMPRESSION_THRESHOLD ? 'identity' : preferredEncoding(acceptEncoding);
    return { encoding, payload: encodedBody(entry, encoding, effort) };
}

/** True when the client already holds this 200 (If-None-Match names its ETag, or is `*`). */
function isNotModified(entry: CachedPage, ifNoneMatch: string | undefined): boolean {
    if (entry.status !== 200 || !ifNoneMatch) return false;
    if (ifNoneMatch.trim() === '*') return true;
    return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === entry.etag);
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
