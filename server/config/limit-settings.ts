import { z } from 'zod';
import { booleanFlag, positiveInt } from './field-parsers';

/** A budget of requests per client and window; 0 turns that limit off. */
const budget = (fallback: number) =>
    z.coerce
        .number({ error: 'expected a number of requests (0 turns this limit off)' })
        .int('expected a number of requests (0 turns this limit off)')
        .min(0, 'expected a number of requests (0 turns this limit off)')
        .default(fallback);

/**
 * What an anonymous client can cost (docs/deploying.md, "Limits"): the per-client request limits
 * of the routes that do work for every request Express sees, and the analytics log's disk cap.
 * Part of config.ts's schema; the defaults and why they are what they are are in
 * docs/deploying.md.
 */
export const limitFields = {
    RATE_LIMITS: booleanFlag.default(true),
    RATE_LIMIT_WINDOW_SECONDS: positiveInt('a number of seconds').max(86400, 'expected 1 to 86400 seconds').default(60),
    RATE_LIMIT_ANALYTICS: budget(300),
    RATE_LIMIT_SEARCH: budget(300),
    RATE_LIMIT_PDF: budget(20),
    RATE_LIMIT_SUBSCRIBE: budget(10),
    RATE_LIMIT_SHARE: budget(30),
    RATE_LIMIT_FEDERATION: budget(300),
    ANALYTICS_LOG_MAX_MB: positiveInt('a size in megabytes').default(100),
    ANALYTICS_LOG_FILES: z.coerce
        .number({ error: 'expected a number of files' })
        .int('expected a number of files')
        .min(1, 'expected 1 to 100')
        .max(100, 'expected 1 to 100')
        .default(4),
};

/**
 * The smallest share of the analytics log's cap one file may get: room for a few hundred
 * ordinary events, and for at least ten of the largest (server/analytics/analytics-log.ts).
 */
const SMALLEST_LOG_FILE_BYTES = 256 * 1024;

/**
 * The cap is shared by every worker's file and its rotated ones (ANALYTICS_LOG_FILES of them):
 * too small a cap for that many files is a wrong setting, said at start-up. Null when it fits,
 * else the message of the ConfigError.
 */
export function analyticsLogCapProblem(values: {
    ANALYTICS_LOG_MAX_MB: number;
    ANALYTICS_LOG_FILES: number;
    workers: number;
}): string | null {
    const files = values.workers * (values.ANALYTICS_LOG_FILES + 1);
    const perFile = (values.ANALYTICS_LOG_MAX_MB * 1024 * 1024) / files;
    if (perFile >= SMALLEST_LOG_FILE_BYTES) return null;
    const needed = Math.ceil((files * SMALLEST_LOG_FILE_BYTES) / (1024 * 1024));
    return `ANALYTICS_LOG_MAX_MB expected at least ${needed} for ${values.workers} worker(s) keeping ${values.ANALYTICS_LOG_FILES} rotated file(s) each (got ${values.ANALYTICS_LOG_MAX_MB})`;
}
