import { LRUCache } from 'lru-cache';

/** Looks an answer up by key, computing and keeping it on a miss. */
export type Memo<V> = (key: string, compute: () => V) => V;

/**
 * A memo of at most `max` answers, the least recently used forgotten first (lru-cache). The
 * caller passes the computation with each call, so one memo can serve a function of several
 * arguments folded into the key. An answer that throws is not kept.
 *
 * It uses `get` and `set` rather than lru-cache's `memo()`: memos sit on the render path (about
 * 150 lookups per page: translations, route paths, image URLs), and `memo()`'s option handling
 * made each lookup 60 ns against 24 ns with get and set (decision 15).
 */
export function createMemo<V extends {}>(max: number): Memo<V> {
    const cache = new LRUCache<string, V>({ max });
    return (key, compute) => {
        let answer = cache.get(key);
        if (answer === undefined) {
            answer = compute();
            cache.set(key, answer);
        }
        return answer;
    };
}

/** Looks an answer up by an object and a key, computing and keeping it on a miss. */
export type ObjectMemo<O extends object, V> = (owner: O, key: string, compute: () => V) => V;

/**
 * Answers kept per object and key for as long as the object lives (a WeakMap of Maps): what is
 * derived from a build's asset manifest, from an image of a content snapshot, and the like. No
 * bound of its own: the owner's life bounds it, and the keys an owner is asked for are few.
 */
export function createObjectMemo<O extends object, V>(): ObjectMemo<O, V> {
    const byOwner = new WeakMap<O, Map<string, V>>();
    return (owner, key, compute) => {
        let answers = byOwner.get(owner);
        if (!answers) {
            answers = new Map();
            byOwner.set(owner, answers);
        }
        if (answers.has(key)) return answers.get(key) as V;
        const answer = compute();
        answers.set(key, answer);
        return answer;
    };
}
