import type { Config } from '../../config/config';
import { snapshotDirectory } from '../../config/content-settings';
import type { Logger } from '../../logger';
import type { ContentSource } from '../content-source';
import { createSnapshotKeeper, type SnapshotKeeper } from '../persisted/snapshot-keeper';
import { fileSnapshotStore, type SnapshotStore } from '../persisted/snapshot-stores';
import type { ContentChannel } from '../sharing/content-channel';
import { ChangeSharing, type ContentRole, contentRole } from './change-sharing';
import { NewsroomState } from './newsroom-state';
import { createPrezlyApi } from './prezly-api';
import { PrezlyError } from './prezly-errors';
import { PrezlyContentSource } from './prezly-source';
import { SlugLookup } from './slug-lookup';

export interface PrezlySourceOptions {
    /** Records per request when paging (Prezly accepts up to a few hundred). */
    pageSize?: number;
    fetch?: typeof fetch;
    /** The clock, in milliseconds; tests move it forward instead of waiting. */
    now?: () => number;
    /** The first pause before retrying a failed call; tests shorten it. */
    retryBaseDelayMs?: number;
    /** Where the last good content is kept; by default CONTENT_SNAPSHOT_DIR's file. */
    snapshotStores?: SnapshotStore[];
    keeper?: SnapshotKeeper;
    /** The other processes of the site (server/content/sharing/); none when alone. */
    channel?: ContentChannel | null;
    role?: ContentRole;
}

const DEFAULT_PAGE_SIZE = 100;
/** Prezly's search index can lag behind an edit by seconds; changes are looked for this far back. */
const CHANGES_OVERLAP_MS = 10 * 60 * 1000;
const MAX_BACKOFF_MS = 10 * 60 * 1000;
/**
 * By-slug answers are kept ten minutes, found or not: a renamed story's old link and a made-up
 * slug each cost Prezly one call in that time; a failure one a minute. The cache holds the
 * answers of 10,000 slugs (a few hundred kilobytes), the oldest forgotten first.
 */
const SLUG_LOOKUP_TTL_MS = 10 * 60 * 1000;
const SLUG_LOOKUP_FAILURE_TTL_MS = 60 * 1000;
const SLUG_LOOKUP_ENTRIES = 10_000;

/** The Prezly content source with its API client, state and persisted snapshot, from the settings. */
export function createPrezlyContentSource(
    config: Config,
    logger: Logger,
    options: PrezlySourceOptions = {},
): ContentSource {
    const { PREZLY_ACCESS_TOKEN: accessToken, PREZLY_NEWSROOM_UUID: newsroomUuid } = config;
    if (!accessToken || !newsroomUuid) {
        throw new PrezlyError('CONTENT_SOURCE=prezly needs PREZLY_ACCESS_TOKEN and PREZLY_NEWSROOM_UUID');
    }
    const closing = new AbortController();
    const api = createPrezlyApi({
        accessToken,
        newsroomUuid,
        apiUrl: config.PREZLY_API_URL,
        timeoutMs: config.PREZLY_TIMEOUT_MS,
        lookupTimeoutMs: config.PREZLY_SLUG_LOOKUP_TIMEOUT_MS,
        concurrency: config.PREZLY_CONCURRENCY,
        retries: config.PREZLY_RETRIES,
        retryBaseDelayMs: options.retryBaseDelayMs,
        themeUuid: config.PREZLY_THEME_UUID,
        signal: closing.signal,
        fetch: options.fetch,
        logger,
    });
    const directory = snapshotDirectory(config.CONTENT_SNAPSHOT_DIR);
    const stores = options.snapshotStores ?? (directory ? [fileSnapshotStore(directory)] : []);
    const keeper = options.keeper ?? createSnapshotKeeper(stores, logger);
    // A follower starts from the snapshot its reader saves; without one, each process reads for itself.
    const role = stores.length > 0 ? (options.role ?? contentRole()) : 'reader';
    const state = new NewsroomState();
    return new PrezlyContentSource(state, closing, {
        newsroomUuid,
        logger,
        now: options.now ?? Date.now,
        refresh: {
            api,
            newsroomUuid,
            pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
            held: state.stories,
            rejected: state.rejected,
            logger,
            overlapMs: CHANGES_OVERLAP_MS,
            hubSetting: config.PREZLY_HUB_UUID,
            heldHub: () => state.site?.hub ?? null,
            heldHubStories: () => state.hubStories,
        },
        ttlMs: config.CONTENT_CACHE_TTL_SECONDS * 1000,
        sweepIntervalMs: config.PREZLY_SWEEP_INTERVAL_SECONDS * 1000,
        staleLimitMs: config.CONTENT_STALE_LIMIT_SECONDS * 1000,
        maxBackoffMs: MAX_BACKOFF_MS,
        keeper,
        role,
        sharing: new ChangeSharing(options.channel ?? null, keeper, newsroomUuid, logger),
        slugLookup: new SlugLookup((slug) => api.storyFoundBySlug(slug), {
            maxInFlight: config.PREZLY_SLUG_LOOKUPS,
            perMinute: config.PREZLY_SLUG_LOOKUPS_PER_MINUTE,
            ttlMs: SLUG_LOOKUP_TTL_MS,
            failureTtlMs: SLUG_LOOKUP_FAILURE_TTL_MS,
            maxEntries: SLUG_LOOKUP_ENTRIES,
            logger,
        }),
    });
}
