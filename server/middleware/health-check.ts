import cluster from 'node:cluster';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../app-deps';

/**
 * How long the platform, a visitor, a crawler or a CDN is asked to wait before trying again
 * while there is no content at all (the health check, middleware/content-unavailable.ts, a preview Prezly cannot give yet).
 */
export const RETRY_AFTER_SECONDS = 10;

/** The answer to `GET /healthz`; it needs no content, so it also answers before any has loaded. */
export function healthCheck(
    deps: Pick<AppDeps, 'content' | 'search' | 'changeBus' | 'cdnPurger' | 'limits'>,
): RequestHandler {
    return async (_req, res) => {
        const content = deps.content.status();
        const searchOk = await deps.search.health();
        const status = !content.ok ? 'unavailable' : content.stale ? 'stale' : searchOk ? 'ok' : 'degraded';
        res.setHeader('Cache-Control', 'no-store');
        if (!content.ok) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
        const loadedAt = content.loadedAt ? Date.parse(content.loadedAt) : Number.NaN;
        res.status(content.ok ? 200 : 503).json({
            status,
            content: {
                source: content.source,
                ok: content.ok,
                stale: content.stale,
                loadedAt: content.loadedAt,
                ageSeconds: Number.isNaN(loadedAt) ? null : Math.max(0, Math.round((Date.now() - loadedAt) / 1000)),
                restoredFrom: content.restoredFrom ?? null,
                lastError: content.lastError,
                skippedRecords: content.problems.length,
            },
            search: { backend: deps.search.kind, ok: searchOk },
            // Which process answered (each worker has its own content and cache) and whether
            // content changes reach the other processes.
            process: { pid: process.pid, worker: cluster.worker?.id ?? null },
            sync: {
                bus: deps.changeBus?.kind ?? 'none',
                connected: deps.changeBus?.connected() ?? true,
                cdnPurge: deps.cdnPurger?.kind ?? null,
            },
            // Where the request limits count clients: in Redis for every process, in this one, or off.
            limits: deps.limits?.counting() ?? 'off',
        });
    };
}
