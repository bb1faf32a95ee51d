import { z } from 'zod';
import { positiveInt } from './field-parsers';

/**
 * Settings of content loading from Prezly and of the persisted snapshot (README, Content;
 * docs/prezly.md).
 */
export const contentLoadingFields = {
    PREZLY_CONCURRENCY: z.coerce
        .number({ error: 'expected a number of calls' })
        .int('expected a number of calls')
        .min(1, 'expected 1 to 16')
        .max(16, 'expected 1 to 16')
        .default(4),
    PREZLY_RETRIES: z.coerce
        .number({ error: 'expected a number of retries' })
        .int('expected a number of retries')
        .min(0, 'expected 0 to 10')
        .max(10, 'expected 0 to 10')
        .default(4),
    PREZLY_SWEEP_INTERVAL_SECONDS: positiveInt('a number of seconds').default(900),
    /** `off` keeps nothing on disk. */
    CONTENT_SNAPSHOT_DIR: z.string().min(1).default('.cache/content-snapshot'),
};

/** The snapshot folder, or null when CONTENT_SNAPSHOT_DIR is `off`. */
export function snapshotDirectory(value: string): string | null {
    return value.trim().toLowerCase() === 'off' ? null : value;
}
