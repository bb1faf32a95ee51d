import { Router } from 'express';
import type { AppDeps } from '../app-deps';

/**
 * For the platform's health checks: 200 when content is usable, 503 otherwise. `stale` means the
 * last refresh failed and the last good content is being served; `lastError` says why.
 */
export function healthRoutes(deps: AppDeps): Router {
    const router = Router();
    router.get('/healthz', (_req, res) => {
        const content = deps.content.status();
        res.setHeader('Cache-Control', 'no-store');
        res.status(content.ok ? 200 : 503).json({
            status: !content.ok ? 'unavailable' : content.stale ? 'stale' : 'ok',
            content: {
                source: content.source,
                ok: content.ok,
                stale: content.stale,
                loadedAt: content.loadedAt,
                lastError: content.lastError,
                skippedRecords: content.problems.length,
            },
        });
    });
    return router;
}
