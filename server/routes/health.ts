import type { AppDeps } from '../app-deps';
import { RouteAnswers } from '../http/route-answers';
import { healthCheck } from '../middleware/health-check';

/**
 * For the platform's health checks and operators. 200 when pages can be served (content is
 * usable), 503 otherwise (with `Retry-After` while there is no content at all). `stale` means the
 * content served is not known to be current (the last refresh failed, or it was restored from a
 * persisted snapshot and not refreshed yet), with its age; `degraded` means pages work but search
 * does not (only search says so).
 */
export function healthRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('health', healthCheck(deps));
    return routes;
}
