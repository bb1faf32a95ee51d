import { LRUCache } from 'lru-cache';

/** Looks an answer up by key, computing and keeping it on a miss. */
export type Memo<V> = (key: string, compute: () => V) => V;

/**
 * A memo of at most `max` answers, the least recently used forgotten first (lru-cache's
 * `memo`). The caller passes the computation with each call, so one memo can serve a function
 * of several arguments folded into the key. An answer that throws is not kept.
 */
export function createMemo<V extends {}>(max: number): Memo<V> {
    const cache = new LRUCache<string, V, () => V>({
        max,
        memoMethod: (_key, _stale, { context }) => context(),
    });
    return (key, compute) => cache.memo(key, { context: compute });
}
