import cluster from 'node:cluster';
import type { ChangeBus } from '../../bus/change-bus';
import { createClusterBus } from '../../bus/cluster-bus';
import type { Config } from '../../config/config';
import type { Logger } from '../../logger';

/** Carries shared changes (shared-change.ts) to the other processes of the site. */
export interface ContentChannel {
    publish(change: object): void;
    subscribe(listener: (change: unknown) => void): void;
    close(): Promise<void>;
}

/** Recent message ids remembered, so a change that arrives on both ways is applied once. */
const REMEMBERED = 200;

/**
 * Sibling workers over the cluster primary's IPC (always, as it never loses a message), and
 * every process of every instance over Redis (REDIS_URL, on REDIS_CHANNEL + `:content`). A
 * change sent both ways arrives twice at a sibling and is applied once. Null for a process
 * alone without Redis: it has no one to tell.
 */
export async function createContentChannel(config: Config, logger: Logger): Promise<ContentChannel | null> {
    const buses: ChangeBus[] = [];
    if (cluster.isWorker) buses.push(createClusterBus());
    if (config.REDIS_URL) {
        const { createRedisBus } = await import('../../bus/redis-bus');
        buses.push(createRedisBus({ url: config.REDIS_URL, channel: `${config.REDIS_CHANNEL}:content`, logger }));
    }
    if (buses.length === 0) return null;
    let sent = 0;
    const prefix = `${process.pid}:${Date.now()}`;
    const seen: string[] = [];
    return {
        publish(change) {
            const content = { ...change, id: `${prefix}:${++sent}` };
            for (const bus of buses) bus.publish({ keys: [], content });
        },
        subscribe(listener) {
            for (const bus of buses) {
                bus.subscribe(({ content }) => {
                    const id = (content as { id?: unknown } | undefined)?.id;
                    if (content === undefined || typeof id !== 'string' || seen.includes(id)) return;
                    seen.push(id);
                    if (seen.length > REMEMBERED) seen.shift();
                    listener(content);
                });
            }
        },
        async close() {
            await Promise.all(buses.map((bus) => bus.close()));
        },
    };
}
