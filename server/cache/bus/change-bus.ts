/**
 * Carries content changes between the processes serving one site: sibling workers of one
 * instance (cluster IPC) or every instance (Redis). A process that finds a change (webhook,
 * refresh, file watch) publishes the changed keys; the others reload their content and evict
 * those keys too. Delivery is best effort: a process that misses a message catches up at its
 * next refresh (CONTENT_CACHE_TTL_SECONDS).
 */
export interface ChangeBus {
    /** `redis`, `cluster` (sibling workers only) or `none`. */
    readonly kind: string;
    publish(keys: readonly string[]): void;
    /** Called with the keys of each change another process published; never with our own. */
    subscribe(listener: (keys: string[]) => void): void;
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

/** The shape of one message on the bus. */
export interface ChangeMessage {
    /** The process that sent it, so it can ignore its own. */
    origin: string;
    keys: string[];
}

export function isChangeMessage(value: unknown): value is ChangeMessage {
    if (typeof value !== 'object' || value === null) return false;
    const { origin, keys } = value as Partial<ChangeMessage>;
    return typeof origin === 'string' && Array.isArray(keys) && keys.every((key) => typeof key === 'string');
}
