import path from 'node:path';
import type { KvStore, MessageQueue } from '@fedify/fedify';
import type { Logger } from '../../logger';
import { FileKvStore } from './file-kv-store';
import { FileMessageQueue } from './file-message-queue';

export interface FederationStores {
    kv: KvStore;
    queue: MessageQueue;
    /** Writes what the file stores hold, closes the Redis connections. Stop the queue's listeners first. */
    close(): Promise<void>;
    kind: 'redis' | 'file';
}

export interface FederationStoresOptions {
    /** REDIS_URL: when set, the stores are in Redis and shared by every instance of the site. */
    redisUrl?: string;
    /** Where the Redis keys go, e.g. `newsroom:fedify:`: values under `{keyPrefix}kv:`, the queue under `{keyPrefix}queue:`. */
    keyPrefix: string;
    /** Without Redis, the file of the key–value store; the queue's file is beside it (`….queue.json`). */
    storeFile: string;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The queue's file beside the store's: `federation.json` → `federation.queue.json`. */
export function queueFileFor(storeFile: string): string {
    const { dir, name, ext } = path.parse(storeFile);
    return path.join(dir, `${name}.queue${ext || '.json'}`);
}

/**
 * What Fedify's federation keeps its state in (the actors' keys, the followers, caches) and
 * delivers through. With REDIS_URL, Redis, shared by every instance: one follower list, each
 * activity delivered once. Without it, two JSON files for a single process, which survive a
 * restart. A store file that cannot be read is an error here, so the site does not start
 * rather than start without its keys.
 */
export async function createFederationStores(
    options: FederationStoresOptions,
    logger: Logger,
): Promise<FederationStores> {
    if (options.redisUrl) return createRedisStores(options.redisUrl, options.keyPrefix, logger);
    const kv = await FileKvStore.open(options.storeFile, logger);
    const queue = await FileMessageQueue.open(queueFileFor(options.storeFile), logger);
    return {
        kind: 'file',
        kv,
        queue,
        async close() {
            await Promise.all([kv.close(), queue.close()]);
        },
    };
}

async function createRedisStores(url: string, keyPrefix: string, logger: Logger): Promise<FederationStores> {
    // Loaded only when Redis is asked for, as the other Redis users of the site do.
    const [{ Redis }, { RedisKvStore }, { RedisMessageQueue }] = await Promise.all([
        import('ioredis'),
        import('./redis-kv-store'),
        import('./redis-message-queue'),
    ]);
    // Commands queue while the connection is (re)made and fail after one retry, so a request
    // that needs a follower list while Redis is away fails rather than hangs. Nothing blocks on
    // this connection (the queue's listeners subscribe on connections of their own).
    const redis = new Redis(url, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
    });
    let down = false;
    redis.on('error', (error: unknown) => {
        if (down) return;
        down = true;
        logger.warn(`Redis unavailable for federation (${errorText(error)}): deliveries wait until it is back`);
    });
    redis.on('ready', () => {
        if (!down) return;
        down = false;
        logger.info('Redis reachable again: federation deliveries resume');
    });
    return {
        kind: 'redis',
        kv: new RedisKvStore(redis, `${keyPrefix}kv:`),
        queue: new RedisMessageQueue(redis, { keyPrefix: `${keyPrefix}queue:`, logger }),
        async close() {
            await redis.quit().catch(() => {});
            redis.disconnect();
        },
    };
}
