import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import type { Redis } from 'ioredis';
import { durationMs } from './duration';
import { stableJson } from './stable-json';

/**
 * One part of a key as it appears in the Redis key: letters, digits and `_.:@-` as they are,
 * any other character as the %XX of its UTF-8 bytes. So `/` joins parts unambiguously, and
 * nothing in an encoded key means anything to SCAN's MATCH (`*`, `?`, `[`, `\`).
 */
const encodePart = (part: string) =>
    part.replace(/[^A-Za-z0-9_.:@-]/gu, (character) =>
        Array.from(
            Buffer.from(character, 'utf8'),
            (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
        ).join(''),
    );

const encodeKey = (key: KvKey) => key.map(encodePart).join('/');
const decodeKey = (encoded: string) => encoded.split('/').map(decodeURIComponent) as unknown as KvKey;

/** `text` matched literally by a MATCH pattern. */
const escapeGlob = (text: string) => text.replace(/[*?[\]\\]/g, '\\$&');

/**
 * Compare-and-swap in one step: the stored JSON against the expected JSON (ARGV[1] '0': the
 * expected value is none), then the new JSON set (with PX when ARGV[5] is given) or, when there
 * is no new value (ARGV[3] '0'), the key deleted.
 */
const CAS_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if ARGV[1] == '1' then
    if current ~= ARGV[2] then return 0 end
elseif current then
    return 0
end
if ARGV[3] == '0' then
    redis.call('DEL', KEYS[1])
elseif ARGV[5] ~= '' then
    redis.call('SET', KEYS[1], ARGV[4], 'PX', ARGV[5])
else
    redis.call('SET', KEYS[1], ARGV[4])
end
return 1
`;

/** How many keys a SCAN step asks for, and an MGET then reads. */
const SCAN_COUNT = 200;

/** A ttl in PX milliseconds: at least 1, which Redis accepts (0 it refuses). */
const ttlMs = (options: KvStoreSetOptions | undefined) =>
    options?.ttl === undefined ? undefined : Math.max(1, durationMs(options.ttl));

/**
 * Fedify's key–value store on our ioredis client (REDIS_URL), shared by every instance of the
 * site: the actors' keys, the followers, Fedify's caches. A key is `{keyPrefix}` and its parts,
 * each encoded (see encodePart) and joined by `/`, so `list(["a"])` finds `["a"]` and
 * `["a", …]` but never `["ab"]`; a value is its JSON (object keys sorted), a ttl a PX expiry.
 * `cas` is one Lua script, so of two instances racing on a key one wins. The client is the
 * caller's to open and close.
 */
export class RedisKvStore implements KvStore {
    readonly #redis: Redis;
    readonly #keyPrefix: string;

    constructor(redis: Redis, keyPrefix: string) {
        this.#redis = redis;
        this.#keyPrefix = keyPrefix;
    }

    async get<T = unknown>(key: KvKey): Promise<T | undefined> {
        const json = await this.#redis.get(this.#redisKey(key));
        return json === null ? undefined : (JSON.parse(json) as T);
    }

    async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
        const json = stableJson(value);
        // undefined is not JSON: storing it is storing nothing, as `get` would answer.
        if (json === undefined) return this.delete(key);
        const ttl = ttlMs(options);
        if (ttl === undefined) await this.#redis.set(this.#redisKey(key), json);
        else await this.#redis.set(this.#redisKey(key), json, 'PX', ttl);
    }

    async delete(key: KvKey): Promise<void> {
        await this.#redis.del(this.#redisKey(key));
    }

    /** Sets `newValue` when the current value equals `expectedValue` (undefined: when there is none). */
    async cas(key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions): Promise<boolean> {
        const expected = stableJson(expectedValue);
        const next = stableJson(newValue);
        const swapped = await this.#redis.eval(
            CAS_SCRIPT,
            1,
            this.#redisKey(key),
            expected === undefined ? '0' : '1',
            expected ?? '',
            next === undefined ? '0' : '1',
            next ?? '',
            String(ttlMs(options) ?? ''),
        );
        return swapped === 1;
    }

    async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
        const escapedPrefix = escapeGlob(this.#keyPrefix);
        if (prefix) {
            // The prefix itself is a key it matches, as in Fedify's MemoryKvStore.
            const exact = await this.#redis.get(this.#redisKey(prefix));
            if (exact !== null) yield { key: [...prefix] as unknown as KvKey, value: JSON.parse(exact) };
        }
        const pattern = prefix ? `${escapedPrefix}${encodeKey(prefix)}/*` : `${escapedPrefix}*`;
        // SCAN may return a key twice; each is listed once.
        const seen = new Set<string>();
        let cursor = '0';
        do {
            const [nextCursor, found] = await this.#redis.scan(cursor, 'MATCH', pattern, 'COUNT', SCAN_COUNT);
            cursor = nextCursor;
            const keys = found.filter((redisKey) => !seen.has(redisKey));
            for (const redisKey of keys) seen.add(redisKey);
            if (keys.length === 0) continue;
            const values = await this.#redis.mget(...keys);
            for (const [index, redisKey] of keys.entries()) {
                const json = values[index];
                // null: deleted or expired since the SCAN.
                if (json === null || json === undefined) continue;
                yield { key: decodeKey(redisKey.slice(this.#keyPrefix.length)), value: JSON.parse(json) };
            }
        } while (cursor !== '0');
    }

    #redisKey(key: KvKey) {
        return `${this.#keyPrefix}${encodeKey(key)}`;
    }
}
