import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Encoding, preferredEncoding } from './accept-encoding';
import { type Effort, encodedBody, whenEncoded } from './encoded-body';
import type { CachedPage } from './page-cache';

/** Below this size compression costs more than it saves; the compression middleware uses it too. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Answers one request with an entry, sending `headers` with it: 304 when the client holds it
 * already, else the body in the best encoding it accepts (headers only for HEAD), then tells
 * `onWritten` the status sent. Both the first render (send-cacheable.ts) and every cache hit
 * (cache-hits.ts) answer through here.
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
