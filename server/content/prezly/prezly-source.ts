import type { Logger } from '../../logger';
import { ContentSnapshot } from '../content-snapshot';
import type { ContentSource, ContentStatus, ReloadRequest } from '../content-source';
import type { SnapshotKeeper } from '../persisted/snapshot-keeper';
import { createSnapshotListeners, logContentProblems } from '../snapshot-listeners';
import type { NewsroomState } from './newsroom-state';
import { PrezlyError } from './prezly-errors';
import { nextDueAt, type RefreshKind, RefreshQueue } from './refresh-schedule';
import { logRead, type Refresh, readFromPrezly } from './refreshes';

export interface PrezlySourceSettings {
    newsroomUuid: string;
    logger: Logger;
    now: () => number;
    /** The API and the stories held, as every refresh reads them (refreshes.ts). */
    refresh: Refresh;
    ttlMs: number;
    sweepIntervalMs: number;
    staleLimitMs: number;
    /** The longest pause between attempts while Prezly fails. */
    maxBackoffMs: number;
    keeper: SnapshotKeeper;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A newsroom hosted on Prezly, read through @prezly/sdk into the same in-memory snapshot as the
 * files source (decision 16).
 *
 * At start it serves the last good content persisted (snapshot-keeper.ts) at once, when there is
 * some, and brings it up to date; otherwise it reads the whole newsroom. Afterwards a refresh
 * reads only what changed (refreshes.ts): once CONTENT_CACHE_TTL_SECONDS have passed, the next
 * request still answers at once from memory and starts one in the background; every
 * PREZLY_SWEEP_INTERVAL_SECONDS it is a light listing of every story instead, which notices
 * deletions. A failed refresh keeps the last good content serving, marked stale, and is tried
 * again later and later; with nothing to serve at all it is retried in the background until it
 * succeeds, and pages answer 503 meanwhile. Subscribers hear only of content that changed.
 */
export class PrezlyContentSource implements ContentSource {
    readonly kind = 'prezly';
    readonly mediaDirectory = null;
    readonly keepsTrying = true;
    private readonly listeners: ReturnType<typeof createSnapshotListeners>;
    private readonly queue = new RefreshQueue((kind) => this.perform(kind));
    private current: ContentSnapshot | null = null;
    private started: Promise<void> | null = null;
    private lastAttemptAt = 0;
    private lastSuccessAt = 0;
    private lastSweepAt = 0;
    private failures = 0;
    private retryTimer: NodeJS.Timeout | null = null;
    private closed = false;
    private readonly state: Omit<ContentStatus, 'ok' | 'problems'> = {
        source: 'prezly',
        loadedAt: null,
        stale: false,
        lastError: null,
        restoredFrom: null,
    };

    constructor(
        private readonly newsroom: NewsroomState,
        private readonly closing: AbortController,
        private readonly settings: PrezlySourceSettings,
    ) {
        this.listeners = createSnapshotListeners(settings.logger);
    }

    readonly get = (): Promise<ContentSnapshot> => {
        if (this.current) {
            this.refreshIfDue();
            return Promise.resolve(this.current);
        }
        this.started ??= this.start();
        return this.started.then(
            () => this.current ?? Promise.reject(new PrezlyError(this.state.lastError ?? 'No content loaded yet')),
        );
    };

    readonly reload = async (request: ReloadRequest = {}): Promise<void> => {
        if (!this.current) {
            await this.get();
            return;
        }
        const kind: RefreshKind = request.everything
            ? { kind: 'sweep' }
            : request.stories?.length
              ? { kind: 'stories', uuids: request.stories }
              : { kind: 'changes' };
        await this.queue.run(kind);
    };

    readonly subscribe = (listener: (snapshot: ContentSnapshot) => void): (() => void) => this.listeners.add(listener);

    readonly status = (): ContentStatus => {
        const sinceGood = this.settings.now() - (this.lastSuccessAt || Date.parse(this.state.loadedAt ?? '') || 0);
        const tooOld = this.state.stale && sinceGood > this.settings.staleLimitMs;
        return { ...this.state, ok: this.current !== null && !tooOld, problems: this.newsroom.problems() };
    };

    readonly close = async (): Promise<void> => {
        this.closed = true;
        if (this.retryTimer) clearTimeout(this.retryTimer);
        this.closing.abort();
        await this.queue.idle();
        await this.settings.keeper.flush();
    };

    /** Serves the persisted snapshot when there is one, then reads Prezly. */
    private async start(): Promise<void> {
        const { keeper, newsroomUuid, logger } = this.settings;
        const restored = await keeper.restore({ newsroomUuid, source: 'prezly' });
        if (restored) {
            this.newsroom.restore(restored.content, restored.problems, restored.header.watermark);
            Object.assign(this.state, { loadedAt: restored.header.loadedAt, stale: true, restoredFrom: restored.from });
            logger.info(
                `Serving the content snapshot in ${restored.from} (${restored.content.stories.length} stories, loaded from Prezly at ${restored.header.loadedAt}) while Prezly is read`,
            );
            this.publish(new ContentSnapshot(restored.content));
            void this.queue.run({ kind: 'changes' }).then(() => this.queue.run({ kind: 'sweep' }));
            return;
        }
        await this.queue.run({ kind: 'everything' });
    }

    private refreshIfDue(): void {
        const { now, ttlMs, sweepIntervalMs, maxBackoffMs } = this.settings;
        if (this.queue.busy || this.closed) return;
        if (now() < nextDueAt(this.lastAttemptAt, this.failures, ttlMs, maxBackoffMs)) return;
        const sweepDue = now() - this.lastSweepAt >= sweepIntervalMs;
        void this.queue.run(sweepDue ? { kind: 'sweep' } : { kind: 'changes' });
    }

    private async perform(requested: RefreshKind): Promise<void> {
        const { now } = this.settings;
        // Nothing held yet (or no watermark to look for changes from): read everything.
        const kind: RefreshKind = !this.newsroom.site || !this.newsroom.watermark ? { kind: 'everything' } : requested;
        this.lastAttemptAt = now();
        try {
            const started = now();
            const change = await readFromPrezly(kind, this.settings.refresh, this.newsroom);
            const changed = this.newsroom.apply(change);
            this.lastSuccessAt = now();
            if (kind.kind === 'sweep' || kind.kind === 'everything') this.lastSweepAt = this.lastSuccessAt;
            this.failures = 0;
            Object.assign(this.state, {
                stale: false,
                lastError: null,
                loadedAt: new Date(this.lastSuccessAt).toISOString(),
                restoredFrom: null,
            });
            logRead(this.settings.logger, kind, change, now() - started);
            if (changed || !this.current) this.publishState();
        } catch (error) {
            this.failed(error);
        }
    }

    /** A new snapshot of the state, for subscribers, and saved for the next start. */
    private publishState(): void {
        const content = this.newsroom.content();
        if (!content) return;
        logContentProblems(this.settings.logger, this.newsroom.problems());
        const snapshot = new ContentSnapshot(content);
        this.settings.logger.info(
            `Loaded content from Prezly newsroom ${this.settings.newsroomUuid}: ${content.stories.length} stories, ${snapshot.languages.length} languages`,
        );
        this.publish(snapshot);
        this.settings.keeper.save(() => this.newsroom.toSave(this.settings.newsroomUuid, this.state.loadedAt));
    }

    private publish(snapshot: ContentSnapshot): void {
        this.current = snapshot;
        this.listeners.publish(snapshot);
    }

    private failed(error: unknown): void {
        const message = errorText(error);
        const { logger, ttlMs, maxBackoffMs } = this.settings;
        this.failures++;
        this.state.lastError = message;
        if (this.current) {
            this.state.stale = true;
            logger.error(`Prezly refresh failed; still serving content loaded at ${this.state.loadedAt}: ${message}`);
            return;
        }
        if (this.closed) return;
        // Nothing to serve: try again by ourselves, sooner than a TTL at first, later and later.
        const delay = nextDueAt(0, this.failures, Math.min(ttlMs, 1000), Math.min(maxBackoffMs, 60_000));
        logger.error(
            `Prezly could not be read and there is no content to serve; trying again in ${Math.round(delay / 1000)} s: ${message}`,
        );
        this.retryTimer = setTimeout(() => void this.queue.run({ kind: 'everything' }), delay);
        this.retryTimer.unref();
    }
}
