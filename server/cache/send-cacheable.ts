import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { type CachedPage, type Encoding, encodedBody, type PageCache } from './page-cache';

/** Below this size compression costs more than it saves. */
const COMPRESSION_THRESHOLD = 1024;

export interface CacheableResponse {
    status?: number;
    contentType: string;
    body: string | Buffer;
    cacheControl: string;
    /** Extra headers to store and replay (Content-Language, Link…). */
    headers?: Record<string, string>;
}

/**
 * Sends a response that is the same for every visitor: with a strong ETag (answering 304 to a
 * matching If-None-Match), compressed once rather than per request, and kept in the page cache
 * when it is a 200 to a GET.
 */
export function sendCacheable(
    req: Request,
    res: Response,
    cache: PageCache | null,
    contentVersion: number,
    response: CacheableResponse,
): void {
    const body = typeof response.body === 'string' ? Buffer.from(response.body) : response.body;
    const entry: CachedPage = {
        contentVersion,
        status: response.status ?? 200,
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        body,
        headers: { 'Content-Type': response.contentType, 'Cache-Control': response.cacheControl, ...response.headers },
    };
    const kept = cache !== null && cache.maxEntries > 0 && entry.status === 200 && req.method === 'GET';
    if (kept) cache.set(cacheKey(req), entry);
    sendCachedPage(req, res, entry, kept ? 'best' : 'fast');
}

/** Replays a cached entry: 304 when the client has it, else the best encoding it accepts. */
export function sendCachedPage(req: Request, res: Response, entry: CachedPage, effort: 'best' | 'fast' = 'best'): void {
    for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
    res.setHeader('ETag', entry.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    if (entry.status === 200 && matchesEtag(req.get('if-none-match'), entry.etag)) {
        res.status(304).end();
        return;
    }
    const encoding = pickEncoding(req, entry.body.length);
    const payload = encodedBody(entry, encoding, effort);
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(payload.length));
    res.status(entry.status);
    if (req.method === 'HEAD') res.end();
    else res.end(payload);
}

export function cacheKey(req: Request): string {
    return req.originalUrl;
}

function pickEncoding(req: Request, size: number): Encoding {
    if (size < COMPRESSION_THRESHOLD) return 'identity';
    const accepted = req.acceptsEncodings('br', 'gzip', 'identity');
    return accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
}

function matchesEtag(header: string | undefined, etag: string): boolean {
    if (!header) return false;
    if (header.trim() === '*') return true;
    return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
