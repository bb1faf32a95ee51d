import type { KvKey, KvStore } from '@fedify/fedify';

/**
 * Writes `next` only if the key still holds `expected` (undefined: nothing), and says whether it
 * did: how instances sharing Redis agree which of them posts a change or keeps the keys it made.
 * Both of our stores compare-and-set (stores/); a store without it just sets, which is right for
 * one process alone.
 */
export async function compareAndSet(kv: KvStore, key: KvKey, expected: unknown, next: unknown): Promise<boolean> {
    if (kv.cas) return kv.cas(key, expected, next);
    await kv.set(key, next);
    return true;
}
