import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { ContentSnapshot } from '../content/content-snapshot';
import type { ContentSource } from '../content/content-source';
import type { Logger } from '../logger';
import { logFinishedRequest, requestIdFor } from '../observability/request-log';
import { type CachedPage, cacheKey, type PageCache } from './page-cache';
import { writeEntry } from './write-entry';

export interface CacheHitOptions {
    caches: PageCache[];
    content: ContentSource;
    logger: Logger;
    /** Requests no cached page answers though their address has one (ActivityPub JSON of a story page). */
    bypass?: (req: IncomingMessage) => boolean;
}

/**
 * Where a request the cache did not answer goes on (the Express app), with the snapshot content
 * gave, or null while there is none at all.
 */
export type CacheMiss = (req: IncomingMessage, res: ServerResponse, snapshot: ContentSnapshot | null) => void;

/**
 * The one place a request asks for content. Answers GET and HEAD requests for cached pages
 * straight on Node's request and response, and hands everything else to `next` (the Express
 * app) with the snapshot it fetched, so nothing after it asks again.
 *
 * Why before Express: Express's own routing costs more than the rest of a cache hit put together
 * (it alone caps a do-nothing app at about 7,000 requests a second on our 2-core machine, while
 * Node answers 30,000). A cached entry already holds every header the rendered page was sent
 * with, security policies and ETag included, so the replay is the page Express sent, plus the
 * request's own id and the encoding.
 *
 * When the content changes, invalidation.ts evicts the entries showing what changed and moves
 * the others to the new version; an entry rendered from older content is ignored by its version.
 */
export function answerCacheHits(options: CacheHitOptions, next: CacheMiss): RequestListener {
    const { caches, content, logger } = options;
    return (req, res) => {
        const started = process.hrtime.bigint();
        const cacheable = (req.method === 'GET' || req.method === 'HEAD') && !options.bypass?.(req);
        // get() answers from memory; it is still asked, since it is where a remote source
        // notices that its content is due for a refresh.
        content
            .get()
            .then(
                (snapshot) => {
                    const entry = cacheable ? lookUp(caches, cacheKey(req.url ?? '/'), snapshot.version) : undefined;
                    if (entry) replay(req, res, entry, { logger, started });
                    else next(req, res, snapshot);
                },
                // No content at all yet: middleware/content-unavailable.ts answers.
                () => next(req, res, null),
            )
            .catch((error: unknown) => {
                logger.error(`Cache hit failed: ${error instanceof Error ? error.message : String(error)}`);
                if (!res.headersSent) res.writeHead(500).end();
                else res.destroy();
            });
    };
}

function lookUp(caches: PageCache[], key: string, version: number): CachedPage | undefined {
    for (const cache of caches) {
        const entry = cache.get(key, version);
        if (entry) return entry;
    }
    return undefined;
}

function replay(
    req: IncomingMessage,
    res: ServerResponse,
    entry: CachedPage,
    context: { logger: Logger; started: bigint },
): void {
    const requestId = requestIdFor(req.headers['x-request-id']);
    const headers = [...entry.headers, 'X-Request-Id', requestId, 'X-Cache', 'HIT'];
    writeEntry(req, res, entry, headers, 'best', (status) =>
        logFinishedRequest(context.logger, {
            requestId,
            method: req.method ?? 'GET',
            path: req.url ?? '/',
            status,
            started: context.started,
        }),
    );
}
