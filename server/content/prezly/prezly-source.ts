import { createHash } from 'node:crypto';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { ContentSnapshot } from '../content-snapshot';
import type { ContentProblem, ContentSource, ContentStatus } from '../content-source';
import { createSnapshotListeners, logContentProblems } from '../snapshot-listeners';
import { loadPrezlyContent } from './load-prezly-content';
import { createPrezlyApi, type PrezlyApi } from './prezly-api';
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
    return new PrezlyContentSource(api, closing, {
        newsroomUuid,
        logger,
        now: options.now ?? Date.now,
        pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
        ttlMs: config.CONTENT_CACHE_TTL_SECONDS * 1000,
        staleLimitMs: config.CONTENT_STALE_LIMIT_SECONDS * 1000,
    });
}

interface PrezlySourceSettings {
    newsroomUuid: string;
    logger: Logger;
    now: () => number;
    pageSize: number;
    ttlMs: number;
    staleLimitMs: number;
}

class PrezlyContentSource implements ContentSource {
    // The interface's methods are bound properties, so a source can be passed around (or
    // spread into a wrapper) like the plain object the interface describes.
    readonly kind = 'prezly';
    readonly mediaDirectory = null;
    private readonly listeners: ReturnType<typeof createSnapshotListeners>;
    private current: ContentSnapshot | null = null;
    private fingerprint = '';
    private lastSuccessAt = 0;
    private lastAttemptAt = 0;
    private running: Promise<ContentSnapshot> | null = null;
    private queued: Promise<ContentSnapshot> | null = null;
    private closed = false;
    private readonly state: Omit<ContentStatus, 'ok'> = {
        source: 'prezly',
        loadedAt: null,
        stale: false,
        lastError: null,
        problems: [],
    };

    constructor(
        private readonly api: PrezlyApi,
        private readonly closing: AbortController,
        private readonly settings: PrezlySourceSettings,
    ) {
        this.listeners = createSnapshotListeners(settings.logger);
    }

    readonly get = (): Promise<ContentSnapshot> => {
        if (!this.current) return this.run();
        const due = this.settings.now() - this.lastAttemptAt >= this.settings.ttlMs;
        if (!this.running && !this.closed && due) void this.run().catch(() => {});
        return Promise.resolve(this.current);
    };

    readonly reload = async (): Promise<void> => {
        if (!this.running) {
            await this.run();
            return;
        }
        // The refresh under way may have started before the change we are told about: one
        // more follows it, shared by every reload asked for meanwhile.
        this.queued ??= this.running
            .catch(() => undefined)
            .then(() => {
                this.queued = null;
                return this.run();
            });
        await this.queued;
    };

    readonly subscribe = (listener: (snapshot: ContentSnapshot) => void): (() => void) => {
        return this.listeners.add(listener);
    };

    readonly status = (): ContentStatus => {
        const tooOld = this.state.stale && this.settings.now() - this.lastSuccessAt > this.settings.staleLimitMs;
        return { ...this.state, ok: this.current !== null && !tooOld, problems: [...this.state.problems] };
    };

    readonly close = async (): Promise<void> => {
        this.closed = true;
        this.closing.abort();
        await Promise.allSettled([this.running, this.queued]);
    };

    private run(): Promise<ContentSnapshot> {
        this.running ??= this.load().finally(() => {
            this.running = null;
        });
        return this.running;
    }

    private async load(): Promise<ContentSnapshot> {
        const { logger, now } = this.settings;
        this.lastAttemptAt = now();
        try {
            const { content, problems } = await loadPrezlyContent(this.api, { pageSize: this.settings.pageSize });
            const print = createHash('sha256').update(JSON.stringify({ content, problems })).digest('hex');
            this.lastSuccessAt = now();
            Object.assign(this.state, {
                stale: false,
                lastError: null,
                loadedAt: new Date(this.lastSuccessAt).toISOString(),
                problems,
            });
            if (this.current && print === this.fingerprint) {
                logger.debug('Prezly content unchanged');
                return this.current;
            }
            this.fingerprint = print;
            return this.publish(new ContentSnapshot(content), problems);
        } catch (error) {
            return this.failed(error);
        }
    }

    private publish(snapshot: ContentSnapshot, problems: ContentProblem[]): ContentSnapshot {
        logContentProblems(this.settings.logger, problems);
        this.current = snapshot;
        this.settings.logger.info(
            `Loaded content from Prezly newsroom ${this.settings.newsroomUuid}: ${snapshot.content.stories.length} stories, ${snapshot.languages.length} languages`,
        );
        this.listeners.publish(snapshot);
        return snapshot;
    }

    private failed(error: unknown): ContentSnapshot {
        const message = error instanceof Error ? error.message : String(error);
        this.state.lastError = message;
        if (this.current) {
            this.state.stale = true;
            this.settings.logger.error(
                `Prezly refresh failed; still serving content loaded at ${this.state.loadedAt}: ${message}`,
            );
            return this.current;
        }
        // Not logged: with nothing to serve, the caller reports it (main.ts prints this one
        // line and exits 1).
        throw error instanceof PrezlyError ? error : new PrezlyError(message);
    }
}
