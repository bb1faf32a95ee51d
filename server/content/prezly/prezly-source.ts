import type { Story } from '../../../domain/content';
import type { Logger } from '../../logger';
import { ContentSnapshot } from '../content-snapshot';
import type { ContentSource, ContentStatus, ReloadRequest } from '../content-source';
import type { PersistedContent, SnapshotKeeper } from '../persisted/snapshot-keeper';
import { createProblemLog, createSnapshotListeners } from '../snapshot-listeners';
import type { ChangeSharing, ContentRole } from './change-sharing';
import type { ContentChange, NewsroomState } from './newsroom-state';
import { PrezlyError } from './prezly-errors';
import { RefreshRecord } from './refresh-record';
import { nextDueAt, type RefreshKind, RefreshQueue, requestedKind } from './refresh-schedule';
import { logApplied, logRead, type Refresh, readFromPrezly } from './refreshes';
import type { SlugLookup } from './slug-lookup';
import { acceptStory } from './story-records';

/** Previews read from Prezly at once, at most: fewer than PREZLY_CONCURRENCY's default of 4. */
const PREVIEWS_AT_ONCE = 2;

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
    /** A follower reads Prezly only when asked (a webhook), and applies what the reader shares. */
    role: ContentRole;
    sharing: ChangeSharing;
    /** Prezly's by-slug lookup, bounded and cached. */
    slugLookup: SlugLookup;
}

/**
 * A newsroom hosted on Prezly, read through @prezly/sdk into the same in-memory snapshot as the
 * files source (decision 16). At start it serves the last good content saved (snapshot-keeper.ts)
 * at once, when there is some, and brings it up to date; else it reads the whole newsroom. Then
 * a refresh reads only what changed (refreshes.ts): past CONTENT_CACHE_TTL_SECONDS the next
 * request still answers from memory and starts one in the background, a sweep every
 * PREZLY_SWEEP_INTERVAL_SECONDS. A failed refresh keeps the last good content serving, marked
 * stale, and is tried again later and later; with nothing to serve it is retried in the
 * background and pages answer 503 meanwhile. Subscribers hear only of content that changed; the
 * site's other processes apply what it read (change-sharing.ts): one worker reads for all.
 */
export class PrezlyContentSource implements ContentSource {
    readonly kind = 'prezly';
    readonly mediaDirectory = null;
    readonly keepsTrying = true;
    readonly sharesChanges = true;
    private readonly listeners: ReturnType<typeof createSnapshotListeners>;
    private readonly logProblems: ReturnType<typeof createProblemLog>;
    private readonly queue = new RefreshQueue((kind) => this.perform(kind));
    private current: ContentSnapshot | null = null;
    private started: Promise<void> | null = null;
    private readonly record: RefreshRecord;
    private retryTimer: NodeJS.Timeout | null = null;
    private previewsInFlight = 0;
    private closed = false;

    constructor(
        private readonly newsroom: NewsroomState,
        private readonly closing: AbortController,
        private readonly settings: PrezlySourceSettings,
    ) {
        this.listeners = createSnapshotListeners(settings.logger);
        this.logProblems = createProblemLog(settings.logger);
        this.record = new RefreshRecord(settings.now);
        settings.sharing.listen({
            apply: (change, loadedAt) => this.applyShared(change, loadedAt),
            reread: () => void this.restore(this.record.state.loadedAt),
        });
    }

    readonly get = (): Promise<ContentSnapshot> => {
        if (this.current) {
            this.refreshIfDue();
            return Promise.resolve(this.current);
        }
        this.started ??= this.start();
        return this.started.then(
            () =>
                this.current ?? Promise.reject(new PrezlyError(this.record.state.lastError ?? 'No content loaded yet')),
        );
    };

    readonly reload = async (request: ReloadRequest = {}): Promise<void> => {
        if (!this.current) {
            await this.get();
            return;
        }
        // SIGHUP reaches every worker: the reader checks everything for all of them.
        if (request.everything && this.settings.role === 'follower') return;
        await this.queue.run(requestedKind(request));
    };

    readonly previewStory = async (uuid: string): Promise<Story | null> => {
        // Previews share the calls' queue and Prezly's rate limit with the refreshes: a flood of
        // them (any uuid can be asked for) must not hold the newsroom's own reads back.
        if (this.previewsInFlight >= PREVIEWS_AT_ONCE) {
            throw new PrezlyError(`Already reading ${PREVIEWS_AT_ONCE} previews from Prezly; try again shortly`);
        }
        this.previewsInFlight++;
        try {
            const snapshot = await this.get();
            const raw = await this.settings.refresh.api.storyByUuid(uuid);
            if (!raw) return null;
            const languages = new Set(snapshot.languages.all.map((language) => language.code));
            // Packed as the snapshot's stories are, so the page reads it the same way; never kept.
            return acceptStory(raw, languages).story;
        } finally {
            this.previewsInFlight--;
        }
    };

    readonly storyUuidBySlug = (slug: string): Promise<string | null> => this.settings.slugLookup.storyUuid(slug);

    readonly liftDueEmbargoes = (): void => {
        const due = (this.current?.nextEmbargoLift ?? Number.POSITIVE_INFINITY) <= this.settings.now();
        // Not saved: the reader saves what it reads; this is the same content, a moment later.
        if (due) this.publishState(false);
    };

    readonly subscribe = (listener: (snapshot: ContentSnapshot) => void): (() => void) => this.listeners.add(listener);

    readonly status = (): ContentStatus => {
        const ok = this.current !== null && !this.record.tooOld(this.settings.staleLimitMs);
        return { ...this.record.state, ok, problems: this.newsroom.problems() };
    };

    readonly close = async (): Promise<void> => {
        this.closed = true;
        if (this.retryTimer) clearTimeout(this.retryTimer);
        this.closing.abort();
        await this.queue.idle();
        await this.settings.keeper.close();
        await this.settings.sharing.close();
    };

    /** Serves the persisted snapshot when there is one, then reads Prezly (a follower waits for the reader). */
    private async start(): Promise<void> {
        const restored = await this.restore();
        if (this.settings.role === 'follower') return;
        if (!restored) return this.queue.run({ kind: 'everything' });
        void this.queue.run({ kind: 'changes' }).then(() => this.queue.run({ kind: 'sweep' }));
    }

    /**
     * Takes the saved snapshot as the content served, stale until a refresh confirms it. When a
     * sibling announces a snapshot it saved, `heldSince` is when the content this process serves
     * was read from Prezly: a saved snapshot read no later is left alone. A sibling's cold load
     * can be saved after this process has read a newer change (two instances on one host with one
     * snapshot folder both start, one takes an edit), and taking it would bring old content back.
     */
    private async restore(heldSince: string | null = null): Promise<PersistedContent | null> {
        const { keeper, newsroomUuid, logger } = this.settings;
        const restored = await keeper.restore({ newsroomUuid, source: 'prezly' });
        if (!restored) return null;
        if (heldSince !== null && Date.parse(restored.header.loadedAt) <= Date.parse(heldSince)) {
            logger.info(
                `Kept the content read from Prezly at ${heldSince}: the snapshot in ${restored.from} was read at ${restored.header.loadedAt}`,
            );
            return null;
        }
        this.newsroom.restore(restored.content, restored.problems, restored.header.watermark);
        this.record.restored(restored.header.loadedAt, restored.from, this.settings.role === 'reader');
        logger.info(
            `Serving the content snapshot in ${restored.from} (${restored.content.stories.length} stories, loaded from Prezly at ${restored.header.loadedAt})`,
        );
        this.publish(new ContentSnapshot(restored.content, this.settings.now()));
        return restored;
    }

    /** A change another process read: applied here without reading Prezly. */
    private applyShared(change: ContentChange, loadedAt: string): void {
        // Without content of its own, a partial change would make a partial newsroom.
        if (!this.newsroom.site) return;
        this.record.current(loadedAt);
        logApplied(this.settings.logger, change);
        if (this.newsroom.apply(change)) this.publishState(this.settings.role === 'reader');
    }

    private refreshIfDue(): void {
        const { ttlMs, sweepIntervalMs, maxBackoffMs } = this.settings;
        if (this.queue.busy || this.closed || this.settings.role === 'follower') return;
        if (!this.record.due(ttlMs, maxBackoffMs)) return;
        void this.queue.run(this.record.sweepDue(sweepIntervalMs) ? { kind: 'sweep' } : { kind: 'changes' });
    }

    private async perform(requested: RefreshKind): Promise<void> {
        const { now } = this.settings;
        // Nothing held yet (or no watermark to look for changes from): read everything.
        const kind: RefreshKind = !this.newsroom.site || !this.newsroom.watermark ? { kind: 'everything' } : requested;
        this.record.attempted();
        try {
            const started = now();
            const change = await readFromPrezly(kind, this.settings.refresh, this.newsroom);
            const changed = this.newsroom.apply(change);
            this.record.succeeded(kind);
            logRead(this.settings.logger, kind, change, now() - started);
            // An embargo that lifted since the last snapshot needs a new one even when Prezly has
            // not published the story yet (docs/product-rules.md §4.9).
            const embargoLifted = (this.current?.nextEmbargoLift ?? Number.POSITIVE_INFINITY) <= now();
            if (!changed && this.current && !embargoLifted) return;
            this.publishState(true);
            this.settings.sharing.shareRead(change, this.record.state.loadedAt!, kind.kind === 'everything');
        } catch (error) {
            this.failed(error);
        }
    }

    /** A new snapshot of the state, for subscribers, and saved for the next start when `save`. */
    private publishState(save: boolean): void {
        const content = this.newsroom.content();
        if (!content) return;
        this.logProblems(this.newsroom.problems());
        const snapshot = new ContentSnapshot(content, this.settings.now());
        this.settings.logger.info(
            `Loaded content from Prezly newsroom ${this.settings.newsroomUuid}: ${content.stories.length} stories, ${snapshot.languages.all.length} languages`,
        );
        this.publish(snapshot);
        const { keeper, newsroomUuid } = this.settings;
        if (save) keeper.save(() => this.newsroom.toSave(newsroomUuid, this.record.state.loadedAt));
    }

    private publish(snapshot: ContentSnapshot): void {
        this.current = snapshot;
        this.listeners.publish(snapshot);
    }

    private failed(error: unknown): void {
        const message = error instanceof Error ? error.message : String(error);
        const { logger, ttlMs, maxBackoffMs } = this.settings;
        this.record.failed(message, this.current !== null);
        if (this.current) {
            logger.error(
                `Prezly refresh failed; still serving content loaded at ${this.record.state.loadedAt}: ${message}`,
            );
            return;
        }
        if (this.closed) return;
        // Nothing to serve: try again by ourselves, sooner than a TTL at first, later and later.
        const delay = nextDueAt(0, this.record.failures, Math.min(ttlMs, 1000), Math.min(maxBackoffMs, 60_000));
        logger.error(
            `Prezly could not be read and there is no content to serve; trying again in ${Math.round(delay / 1000)} s: ${message}`,
        );
        this.retryTimer = setTimeout(() => void this.queue.run({ kind: 'everything' }), delay);
        this.retryTimer.unref();
    }
}
