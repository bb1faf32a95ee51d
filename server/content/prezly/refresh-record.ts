import type { ContentStatus } from '../content-source';
import { nextDueAt, type RefreshKind } from './refresh-schedule';

/**
 * The record of the source's refreshes: when it last tried, succeeded and swept, how many
 * failed in a row, and what /healthz says of the content served (content-source.ts).
 */
export class RefreshRecord {
    lastAttemptAt = 0;
    lastSuccessAt = 0;
    lastSweepAt = 0;
    failures = 0;
    readonly state: Omit<ContentStatus, 'ok' | 'problems'> = {
        source: 'prezly',
        loadedAt: null,
        stale: false,
        lastError: null,
        restoredFrom: null,
    };

    constructor(private readonly now: () => number) {}

    attempted(): void {
        this.lastAttemptAt = this.now();
    }

    /** A refresh read Prezly: the content served is current as of now. */
    succeeded(kind: RefreshKind): void {
        this.lastSuccessAt = this.now();
        if (kind.kind === 'sweep' || kind.kind === 'everything') this.lastSweepAt = this.lastSuccessAt;
        this.failures = 0;
        this.current(new Date(this.lastSuccessAt).toISOString());
    }

    /** Content read elsewhere (another process) at `loadedAt` is served. */
    current(loadedAt: string): void {
        Object.assign(this.state, { loadedAt, stale: false, lastError: null, restoredFrom: null });
    }

    /** A saved snapshot is served: stale (for a reader) until a refresh confirms it. */
    restored(loadedAt: string, from: string, stale: boolean): void {
        Object.assign(this.state, { loadedAt, stale, restoredFrom: from });
    }

    failed(message: string, serving: boolean): void {
        this.failures++;
        this.state.lastError = message;
        if (serving) this.state.stale = true;
    }

    /** Whether a refresh is due: a TTL after the last attempt, later and later after failures. */
    due(ttlMs: number, maxBackoffMs: number): boolean {
        return this.now() >= nextDueAt(this.lastAttemptAt, this.failures, ttlMs, maxBackoffMs);
    }

    sweepDue(intervalMs: number): boolean {
        return this.now() - this.lastSweepAt >= intervalMs;
    }

    /** Stale for longer than `limitMs` (CONTENT_STALE_LIMIT_SECONDS): /healthz alerts. */
    tooOld(limitMs: number): boolean {
        const since = this.now() - (this.lastSuccessAt || Date.parse(this.state.loadedAt ?? '') || 0);
        return this.state.stale && since > limitMs;
    }
}
