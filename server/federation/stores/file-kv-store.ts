import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import type { Logger } from '../../logger';
import { durationMs } from './duration';
import { CoalescedJsonWriter, readJsonFile } from './json-file';
import { stableJson } from './stable-json';

/** One value as the file keeps it: `expiresAt` in epoch milliseconds, absent for no ttl. */
interface FileEntry {
    key: KvKey;
    value: unknown;
    expiresAt?: number;
}

interface StoreFile {
    version: 1;
    entries: FileEntry[];
}

interface Entry {
    key: KvKey;
    /** The value's stable JSON: what `get` parses anew (so no caller shares an object) and `cas` compares. */
    json: string;
    expiresAt: number | undefined;
}

const isKey = (key: unknown): key is KvKey =>
    Array.isArray(key) && key.length > 0 && key.every((part) => typeof part === 'string');

function parseStoreFile(file: string, content: unknown): FileEntry[] {
    if (content === undefined) return [];
    const store = content as Partial<StoreFile> | null;
    if (
        store === null ||
        typeof store !== 'object' ||
        store.version !== 1 ||
        !Array.isArray(store.entries) ||
        !store.entries.every(
            (entry) =>
                entry !== null &&
                typeof entry === 'object' &&
                isKey(entry.key) &&
                'value' in entry &&
                (entry.expiresAt === undefined || typeof entry.expiresAt === 'number'),
        )
    ) {
        throw new Error(
            `The federation store ${file} is not a store this site wrote (expected {"version":1,"entries":[…]}); it is left as it is, as it may hold the actors' keys and the followers`,
        );
    }
    return store.entries;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Fedify's key–value store for a site without Redis (no REDIS_URL): the values in memory, kept
 * in one JSON file so they survive a restart. It holds the actors' signing keys and the follower
 * lists, which cannot be lost without breaking every follower: the file is written whole and
 * atomically (a burst of changes in one write, within 100 ms; `flush()` and `close()` at once),
 * and a file that cannot be read stops the start rather than being replaced. Values are JSON;
 * a ttl is honoured (an expired value is never returned and is left out of the next write).
 * One process only: with several, each would overwrite the others' file (use REDIS_URL).
 */
export class FileKvStore implements KvStore {
    readonly #entries = new Map<string, Entry>();
    readonly #writer: CoalescedJsonWriter;

    private constructor(file: string, logger: Logger) {
        this.#writer = new CoalescedJsonWriter(
            file,
            () => this.#snapshot(),
            (error) => logger.error(`Could not write the federation store ${file}: ${errorText(error)}`),
        );
    }

    /** The store kept in `file`: empty when there is no such file, an error when it is unreadable. */
    static async open(file: string, logger: Logger): Promise<FileKvStore> {
        const store = new FileKvStore(file, logger);
        const now = Date.now();
        for (const entry of parseStoreFile(file, await readJsonFile(file))) {
            if (entry.expiresAt !== undefined && entry.expiresAt <= now) continue;
            const json = stableJson(entry.value);
            if (json === undefined) continue;
            store.#entries.set(JSON.stringify(entry.key), { key: entry.key, json, expiresAt: entry.expiresAt });
        }
        return store;
    }

    get<T = unknown>(key: KvKey): Promise<T | undefined> {
        const entry = this.#live(JSON.stringify(key));
        return Promise.resolve(entry === undefined ? undefined : (JSON.parse(entry.json) as T));
    }

    set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
        this.#put(key, value, options);
        return Promise.resolve();
    }

    delete(key: KvKey): Promise<void> {
        if (this.#entries.delete(JSON.stringify(key))) void this.#writer.changed();
        return Promise.resolve();
    }

    /** Sets `newValue` when the current value equals `expectedValue` (undefined: when there is none). */
    cas(key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions): Promise<boolean> {
        const current = this.#live(JSON.stringify(key));
        // Equal values have the same stable JSON; undefined has none, as an absent value.
        if (current?.json !== stableJson(expectedValue)) return Promise.resolve(false);
        this.#put(key, newValue, options);
        return Promise.resolve(true);
    }

    async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
        for (const [encoded, entry] of Array.from(this.#entries)) {
            if (prefix && !prefix.every((part, index) => entry.key[index] === part)) continue;
            if (this.#live(encoded) === undefined) continue;
            yield { key: entry.key, value: JSON.parse(entry.json) };
        }
    }

    /** Writes pending changes now. */
    flush(): Promise<void> {
        return this.#writer.flush();
    }

    /** Writes pending changes; the store is not to be used after. */
    close(): Promise<void> {
        return this.#writer.flush();
    }

    #put(key: KvKey, value: unknown, options: KvStoreSetOptions | undefined) {
        const encoded = JSON.stringify(key);
        const json = stableJson(value);
        // undefined is not JSON: storing it is storing nothing, as `get` would answer.
        if (json === undefined) {
            this.#entries.delete(encoded);
        } else {
            const ttl = options?.ttl === undefined ? undefined : durationMs(options.ttl);
            this.#entries.set(encoded, {
                key: [...key] as unknown as KvKey,
                json,
                expiresAt: ttl === undefined ? undefined : Date.now() + ttl,
            });
        }
        void this.#writer.changed();
    }

    /** The entry under `encoded` unless it has expired (then it is dropped). */
    #live(encoded: string): Entry | undefined {
        const entry = this.#entries.get(encoded);
        if (entry?.expiresAt === undefined || entry.expiresAt > Date.now()) return entry;
        this.#entries.delete(encoded);
        void this.#writer.changed();
        return undefined;
    }

    #snapshot(): StoreFile {
        const now = Date.now();
        const entries: FileEntry[] = [];
        for (const entry of this.#entries.values()) {
            if (entry.expiresAt !== undefined && entry.expiresAt <= now) continue;
            entries.push({
                key: entry.key,
                value: JSON.parse(entry.json),
                ...(entry.expiresAt === undefined ? {} : { expiresAt: entry.expiresAt }),
            });
        }
        return { version: 1, entries };
    }
}
