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
    /**
     * Prezly by-slug lookups in flight at once per process, for a story path the snapshot has no
     * story for (server/content/prezly/slug-lookup.ts); 0 turns the lookup off.
     */
    PREZLY_SLUG_LOOKUPS: z.coerce
        .number({ error: 'expected a number of lookups' })
        .int('expected a number of lookups')
        .min(0, 'expected 0 to 16')
        .max(16, 'expected 0 to 16')
        .default(2),
    /** By-slug lookups begun per minute per process: Prezly's rate limit is the newsroom's to share. */
    PREZLY_SLUG_LOOKUPS_PER_MINUTE: z.coerce
        .number({ error: 'expected a number of lookups' })
        .int('expected a number of lookups')
        .min(1, 'expected 1 to 600')
        .max(600, 'expected 1 to 600')
        .default(30),
    /** Time limit of one by-slug lookup: a visitor waits on it, so shorter than PREZLY_TIMEOUT_MS. */
    PREZLY_SLUG_LOOKUP_TIMEOUT_MS: positiveInt('a timeout in milliseconds').default(1500),
    /** `off` keeps nothing on disk. */
    CONTENT_SNAPSHOT_DIR: z.string().min(1).default('.cache/content-snapshot'),
};

/** The snapshot folder, or null when CONTENT_SNAPSHOT_DIR is `off`. */
export function snapshotDirectory(value: string): string | null {
    return value.trim().toLowerCase() === 'off' ? null : value;
}
