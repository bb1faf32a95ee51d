/** What a refresh reads from Prezly (refreshes.ts). */
export type RefreshKind =
    /** Everything, bodies included: only when nothing is held yet. */
    | { kind: 'everything' }
    /** The site parts and the stories saved since the last look. */
    | { kind: 'changes' }
    /** The site parts and a light listing of every story (notices deletions). */
    | { kind: 'sweep' }
    /** The named stories only (a webhook naming them). */
    | { kind: 'stories'; uuids: string[] };

/** The refresh a reload asks for: a sweep for everything, the named stories, else the changes. */
export function requestedKind(request: { stories?: string[]; everything?: boolean }): RefreshKind {
    if (request.everything) return { kind: 'sweep' };
    if (request.stories?.length) return { kind: 'stories', uuids: request.stories };
    return { kind: 'changes' };
}

const WEIGHT = { stories: 0, changes: 1, sweep: 2, everything: 3 } as const;

/**
 * Two refreshes asked for while one runs become one: the larger kind wins, and named stories
 * add up (a changes refresh or more reads them anyway).
 */
export function merge(a: RefreshKind | null, b: RefreshKind): RefreshKind {
    if (!a) return b;
    if (a.kind === 'stories' && b.kind === 'stories')
        return { kind: 'stories', uuids: [...new Set([...a.uuids, ...b.uuids])] };
    return WEIGHT[a.kind] >= WEIGHT[b.kind] ? a : b;
}

/**
 * One refresh at a time. A refresh asked for while one runs waits for it and then runs once for
 * everyone who asked meanwhile (the running one may have read Prezly before the change they were
 * told of). Each caller gets the outcome of the refresh that covers its request.
 */
export class RefreshQueue {
    private running: Promise<void> | null = null;
    private next: { kind: RefreshKind; done: Promise<void> } | null = null;

    constructor(private readonly perform: (kind: RefreshKind) => Promise<void>) {}

    get busy(): boolean {
        return this.running !== null;
    }

    run(kind: RefreshKind): Promise<void> {
        if (!this.running) return this.start(kind);
        if (this.next) {
            this.next.kind = merge(this.next.kind, kind);
            return this.next.done;
        }
        const waiting = { kind, done: Promise.resolve() };
        waiting.done = this.running
            .catch(() => undefined)
            .then(() => {
                this.next = null;
                return this.start(waiting.kind);
            });
        this.next = waiting;
        return waiting.done;
    }

    /** Resolves once nothing runs or waits. */
    async idle(): Promise<void> {
        while (this.running || this.next) await Promise.allSettled([this.running, this.next?.done]);
    }

    private start(kind: RefreshKind): Promise<void> {
        const running = this.perform(kind).finally(() => {
            if (this.running === running) this.running = null;
        });
        this.running = running;
        return running;
    }
}

/**
 * When the next refresh is due: one TTL after the last attempt while all is well; after
 * failures, later and later (twice as long each time, up to `maxBackoffMs`), so an outage is
 * not met with a storm of calls.
 */
export function nextDueAt(lastAttemptAt: number, failures: number, baseMs: number, maxBackoffMs: number): number {
    if (failures === 0) return lastAttemptAt + baseMs;
    return lastAttemptAt + Math.min(maxBackoffMs, baseMs * 2 ** (failures - 1));
}
