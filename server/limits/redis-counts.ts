import {
    type ClientRateLimitInfo,
    type IncrementResponse,
    MemoryStore,
    type Options,
    type Store,
} from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { type RedisReply, RedisStore } from 'rate-limit-redis';
import type { Logger } from '../logger';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The Redis connection the request limits count in, shared by every limit of the process. */
export interface RedisCounts {
    /** A store for one limit, its counters under `{prefix}{client}` in Redis. */
    store(prefix: string): Store;
    /** Whether counts go to Redis now (connected, scripts loaded). */
    shared(): boolean;
    close(): Promise<void>;
}

/** What a store asks of the connection. */
interface Connection {
    usable(): boolean;
    failed(error: unknown): void;
    send(command: string, ...args: string[]): Promise<RedisReply>;
}

/**
 * Counts in Redis (rate-limit-redis: one counter a client, expiring with its window), so that
 * every process of every instance holds a client to one budget. Redis is an accelerator, not a
 * dependency (docs/deploying.md): until the connection is up, and whenever a count fails, the
 * process counts in its own memory instead, as it would without REDIS_URL. The connection is one
 * ioredis client for every limit, loaded and made with the app, failing fast while Redis is away
 * (no offline queue, a time limit on each command) so no request waits for it. The stores load
 * their scripts each time it is ready: rate-limit-redis loads them once, when its limiter is made,
 * and a store whose load failed (Redis away at start) would never count in Redis after.
 */
export function redisCounts(options: { url: string; logger: Logger }): RedisCounts {
    const { url, logger } = options;
    const stores: RedisOrLocalStore[] = [];
    let client: Redis | null = null;
    let usable = false;
    let down = false;
    let closed = false;

    const failed = (error: unknown) => {
        usable = false;
        if (down) return;
        down = true;
        logger.warn(
            `Redis unavailable for the request limits (${errorText(error)}): each process counts its clients itself until it is back`,
        );
    };
    const ready = async () => {
        try {
            await Promise.all(stores.map((store) => store.connect()));
        } catch (error) {
            return failed(error);
        }
        usable = true;
        if (down) logger.info('Redis reachable again: the request limits count there for every process');
        down = false;
    };
    const connecting = import('ioredis').then(({ Redis }) => {
        if (closed) return null;
        const redis = new Redis(url, {
            connectTimeout: 2000,
            commandTimeout: 1000,
            maxRetriesPerRequest: 1,
            enableOfflineQueue: false,
            retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
        });
        redis.on('ready', () => void ready());
        redis.on('error', failed);
        redis.on('close', () => {
            if (!closed) failed(new Error('the connection closed'));
        });
        client = redis;
        return redis;
    });
    const connection: Connection = {
        usable: () => usable,
        failed,
        send: (command, ...args) =>
            client
                ? (client.call(command, ...args) as Promise<RedisReply>)
                : Promise.reject(new Error('Redis is not connected yet')),
    };

    return {
        store(prefix) {
            const store = new RedisOrLocalStore(prefix, connection);
            stores.push(store);
            return store;
        },
        shared: () => usable,
        async close() {
            closed = true;
            usable = false;
            for (const store of stores) store.shutdown();
            const redis = await connecting.catch(() => null);
            if (!redis) return;
            await redis.quit().catch(() => {});
            redis.disconnect();
        },
    };
}

/**
 * One limit's counts: in Redis while the connection is usable, else in this process's memory
 * (express-rate-limit's own MemoryStore). A count Redis could not make is made in memory, so a
 * request is never refused nor let through for want of Redis.
 */
class RedisOrLocalStore implements Store {
    /** Counts are shared with other processes (express-rate-limit's checks read this). */
    readonly localKeys = false;
    readonly #local = new MemoryStore();
    readonly #redis: RedisStore;
    #options: Options | null = null;

    constructor(
        readonly prefix: string,
        private readonly connection: Connection,
    ) {
        this.#redis = new RedisStore({ prefix, sendCommand: (command, ...args) => connection.send(command, ...args) });
    }

    init(options: Options): void {
        this.#options = options;
        this.#local.init(options);
    }

    /** Loads the store's scripts into Redis (rate-limit-redis's init); called on every connection. */
    async connect(): Promise<void> {
        if (this.#options) await this.#redis.init(this.#options);
    }

    async increment(key: string): Promise<IncrementResponse> {
        return this.#either((store) => store.increment(key));
    }

    async decrement(key: string): Promise<void> {
        return this.#either((store) => store.decrement(key));
    }

    async resetKey(key: string): Promise<void> {
        return this.#either((store) => store.resetKey(key));
    }

    async get(key: string): Promise<ClientRateLimitInfo | undefined> {
        return this.#either((store) => store.get(key));
    }

    shutdown(): void {
        this.#local.shutdown();
    }

    async #either<T>(use: (store: RedisStore | MemoryStore) => Promise<T>): Promise<T> {
        if (this.connection.usable()) {
            try {
                return await use(this.#redis);
            } catch (error) {
                this.connection.failed(error);
            }
        }
        return use(this.#local);
    }
}
