import { Redis } from 'ioredis';
import type { Config } from '../../config/config';
import { snapshotDirectory } from '../../config/content-settings';
import type { Logger } from '../../logger';
import { fileSnapshotStore, redisSnapshotStore, type SnapshotStore } from './snapshot-stores';

/**
 * With REDIS_URL, the snapshot is kept in Redis too (key `{REDIS_CHANNEL}:snapshot`), after the
 * file: a fresh instance with an empty disk starts from what another one saved. Without it, the
 * content source keeps its default (the file alone).
 */
export async function redisSnapshotStores(
    config: Config,
    logger: Logger,
): Promise<{ snapshotStores?: SnapshotStore[] }> {
    if (!config.REDIS_URL) return {};
    const redis = new Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
    let warned = false;
    redis.on('error', (error: Error) => {
        if (warned) return;
        warned = true;
        logger.warn(`Redis unavailable for the content snapshot (${error.message}): the file alone is kept`);
    });
    redis.on('ready', () => {
        warned = false;
    });
    const directory = snapshotDirectory(config.CONTENT_SNAPSHOT_DIR);
    return {
        snapshotStores: [
            ...(directory ? [fileSnapshotStore(directory)] : []),
            redisSnapshotStore(redis, `${config.REDIS_CHANNEL}:snapshot`),
        ],
    };
}
