import { createHash } from 'node:crypto';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { ContentSnapshot } from '../content-snapshot';
import type { ContentProblem, ContentSource, ContentStatus } from '../content-source';
import { loadPrezlyContent } from './load-prezly-content';
import { createPrezlyApi } from './prezly-api';
import { PrezlyError } from './prezly-errors';

export interface PrezlySourceOptions {
    /** Records per request when paging (Prezly accepts up to a few hundred). */
    pageSize?: number;
    fetch?: typeof fetch;
    /** The clock, in milliseconds; tests move it forward instead of waiting. */
    now?: () => number;
}

const DEFAULT_PAGE_SIZE = 100;

/**
 * A newsroom hosted on Prezly, read through @prezly/sdk into the same in-memory snapshot as
 * the files source.
 *
 * Caching: content is fresh for CONTENT_CACHE_TTL_SECONDS. After that, get() still answers at
 * once with what it has and starts one refresh in the background (stale-while-revalidate).
 * When a refresh fails, the last good content keeps serving and status() says stale, with the
 * error; once it is older than CONTENT_STALE_LIMIT_SECONDS, status().ok turns false so
 * /healthz alerts, while pages keep serving. reload() (webhook, SIGHUP) refreshes now.
 * Subscribers hear only of content that changed, so page caches and the search index are not
 * rebuilt every minute for nothing.
 */
export function createPrezlyContentSource(
    config: Config,
    logger: Logger,
    options: PrezlySourceOptions = {},
): ContentSource {
    const { PREZLY_ACCESS_TOKEN: accessToken, PREZLY_NEWSROOM_UUID: newsroomUuid } = config;
    if (!accessToken || !newsroomUuid) {
        throw new PrezlyError('CONTENT_SOURCE=prezly needs PREZLY_ACCESS_TOKEN and PREZLY_NEWSROOM_UUID');
    }
    const now = options.now ?? Date.now;
    const ttlMs = config.CONTENT_CACHE_TTL_SECONDS * 1000;
    const staleLimitMs = config.CONTENT_STALE_LIMIT_SECONDS * 1000;
    const closing = new AbortController();
    const api = createPrezlyApi({
        accessToken,
        newsroomUuid,
        apiUrl: config.PREZLY_API_URL,
        timeoutMs: config.PREZLY_TIMEOUT_MS,
        themeUuid: config.PREZLY_THEME_UUID,
        signal: closing.signal,
        fetch: options.fetch,
    });
    const listeners = new Set<(snapshot: ContentSnapshot) => void>();
    let current: ContentSnapshot | null = null;
    let fingerprint = '';
    let lastSuccessAt = 0;
    let lastAttemptAt = 0;
    let running: Promise<ContentSnapshot> | null = null;
    let queued: Promise<ContentSnapshot> | null = null;
    let closed = false;
    const state: Omit<ContentStatus, 'ok'> = {
        source: 'prezly',
        loadedAt: null,
        stale: false,
        lastError: null,
        problems: [],
    };

    function publish(snapshot: ContentSnapshot, problems: ContentProblem[]) {
        for (const problem of problems) {
            logger.warn(`Skipped invalid content: ${problem.file} ${problem.field}: ${problem.message}`, {
                file: problem.file,
                field: problem.field,
            });
        }
        current = snapshot;
        logger.info(
            `Loaded content from Prezly newsroom ${newsroomUuid}: ${snapshot.content.stories.length} stories, ${snapshot.languages.length} languages`,
        );
        for (const listener of listeners) {
            try {
                listener(snapshot);
            } catch (error) {
                logger.error(`A content subscriber failed: ${error instanceof Error ? error.message : String(error)}`);
            }
        }
    }

    async function load(): Promise<ContentSnapshot> {
        lastAttemptAt = now();
        try {
            const { content, problems } = await loadPrezlyContent(api, {
                pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
            });
            const print = createHash('sha256').update(JSON.stringify({ content, problems })).digest('hex');
            lastSuccessAt = now();
            Object.assign(state, {
                stale: false,
                lastError: null,
                loadedAt: new Date(lastSuccessAt).toISOString(),
                problems,
            });
            if (current && print === fingerprint) {
                logger.debug('Prezly content unchanged');
                return current;
            }
            fingerprint = print;
            const snapshot = new ContentSnapshot(content);
            publish(snapshot, problems);
            return snapshot;
        } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            state.lastError = message;
            if (current) {
                state.stale = true;
                logger.error(`Prezly refresh failed; still serving content loaded at ${state.loadedAt}: ${message}`);
                return current;
            }
            // Not logged: with nothing to serve, the caller reports it (main.ts prints this one
            // line and exits 1).
            throw error instanceof PrezlyError ? error : new PrezlyError(message);
        }
    }

    function run(): Promise<ContentSnapshot> {
        running ??= load().finally(() => {
            running = null;
        });
        return running;
    }

    return {
        kind: 'prezly',
        mediaDirectory: null,
        get() {
            if (!current) return run();
            if (!running && !closed && now() - lastAttemptAt >= ttlMs) void run().catch(() => {});
            return Promise.resolve(current);
        },
        async reload() {
            if (!running) {
                await run();
                return;
            }
            // The refresh under way may have started before the change we are told about: one
            // more follows it, shared by every reload asked for meanwhile.
            queued ??= running
                .catch(() => undefined)
                .then(() => {
                    queued = null;
                    return run();
                });
            await queued;
        },
        subscribe(listener) {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
        status() {
            const tooOld = state.stale && now() - lastSuccessAt > staleLimitMs;
            return { ...state, ok: current !== null && !tooOld, problems: [...state.problems] };
        },
        async close() {
            closed = true;
            closing.abort();
            await Promise.allSettled([running, queued]);
        },
    };
}
