import cluster from 'node:cluster';
import type { Config } from '../config/config';
import type { Logger } from '../logger';
import { type ChangeBus, NO_BUS } from './change-bus';
import { createClusterBus } from './cluster-bus';

/**
 * Redis when REDIS_URL is set (it reaches every instance and every worker); else, in a cluster
 * worker, the primary's IPC channel (sibling workers only); else nothing.
 */
export async function createChangeBus(config: Config, logger: Logger): Promise<ChangeBus> {
    if (config.REDIS_URL) {
        // Loaded only when used: the Redis client adds to every start-up otherwise.
        const { createRedisBus } = await import('./redis-bus');
        return createRedisBus({ url: config.REDIS_URL, channel: config.REDIS_CHANNEL, logger });
    }
    if (cluster.isWorker) return createClusterBus();
    return NO_BUS;
}
