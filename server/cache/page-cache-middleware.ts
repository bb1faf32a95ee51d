import type { RequestHandler } from 'express';
import type { ContentSource } from '../content/content-source';
import type { CachedPage, PageCache } from './page-cache';
import { cacheKey, sendCachedPage } from './send-cacheable';

/**
 * Answers GET and HEAD requests from the page cache before any rendering work, and empties the
 * cache whenever the content changes.
 */
export function pageCacheMiddleware(caches: PageCache[], content: ContentSource): RequestHandler {
    content.subscribe(() => {
        for (const cache of caches) cache.clear();
    });
    return async (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const snapshot = await content.get();
        const key = cacheKey(req);
        let entry: CachedPage | undefined;
        for (const cache of caches) {
            entry = cache.get(key, snapshot.version);
            if (entry) break;
        }
        if (!entry) return next();
        res.setHeader('X-Cache', 'HIT');
        sendCachedPage(req, res, entry);
    };
}
