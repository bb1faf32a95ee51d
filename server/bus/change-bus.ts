/**
 * Carries content changes between the processes serving one site: sibling workers of one
 * instance (cluster IPC) or every instance (Redis). A process that finds a change (webhook,
 * refresh, file watch) publishes the changed keys; the others reload their content and evict
 * those keys too. A process told by the publisher (webhook) that content changed says so at once
 * (`reloading`), so the others reload alongside it rather than after it. Delivery is best
 * effort: a process that misses a message catches up at its next refresh
 * (CONTENT_CACHE_TTL_SECONDS).
 */
export interface ChangeBus {
    /** `redis`, `cluster` (sibling workers only) or `none`. */
    readonly kind: string;
    publish(change: ContentChange): void;
    /** Called with each change another process published; never with our own. */
    subscribe(listener: (change: ChangeMessage) => void): void;
    /** For /healthz: whether messages can be sent now. */
    connected(): boolean;
    close(): Promise<void>;
}

/** One process alone: nothing to tell. */
export const NO_BUS: ChangeBus = {
    kind: 'none',
    publish() {},
    subscribe() {},
    connected: () => true,
    close: async () => {},
};

/** What a process tells the others. */
interface ContentChange {
    /** The surrogate keys that changed (none with `reloading`). */
    keys: readonly string[];
    /** Content is changing at the source and this process is reloading now: reload too. */
    reloading?: boolean;
    /**
     * The change itself, for a source that shares what it read (the Prezly source,
     * server/content/sharing/): the others apply it instead of reading the source again.
     */
    content?: unknown;
}

/** One message on the bus. */
export interface ChangeMessage extends ContentChange {
    /** The process that sent it, so it can ignore its own and pair a change with its `reloading`. */
    origin: string;
}

export function isChangeMessage(value: unknown): value is ChangeMessage {
    if (typeof value !== 'object' || value === null) return false;
    const { origin, keys, reloading } = value as Partial<ChangeMessage>;
    return (
        typeof origin === 'string' &&
        Array.isArray(keys) &&
        keys.every((key) => typeof key === 'string') &&
        (reloading === undefined || typeof reloading === 'boolean')
    );
}
