import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from '../logger';
import { type ChangeBus, isChangeMessage } from './change-bus';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Every instance (and every worker) of the site, through a Redis channel (REDIS_URL): a content
 * change is published there, and each subscriber reloads and evicts the same keys. Redis being
 * down is a warning, logged once per outage, never a failure: ioredis keeps reconnecting (and
 * subscribes again), and meanwhile each instance catches up at its own refresh.
 */
export function createRedisBus(options: { url: string; channel: string; logger: Logger }): ChangeBus {
    const { url, channel, logger } = options;
    const origin = randomUUID();
    const settings: RedisOptions = {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
    };
    // The publisher fails fast while Redis is away; the subscriber queues its SUBSCRIBE until
    // the connection is up.
    const publisher = new Redis(url, { ...settings, enableOfflineQueue: false });
    const subscriber = new Redis(url, settings);
    let down = false;
    const onError = (error: unknown) => {
        if (down) return;
        down = true;
        logger.warn(
            `Redis unavailable (${errorText(error)}): other instances see content changes at their next refresh (CONTENT_CACHE_TTL_SECONDS)`,
        );
    };
    const onReady = () => {
        if (!down || publisher.status !== 'ready' || subscriber.status !== 'ready') return;
        down = false;
        logger.info('Redis reachable again: content changes reach every instance');
    };
    for (const client of [publisher, subscriber]) {
        client.on('error', onError);
        client.on('ready', onReady);
    }
    subscriber.subscribe(channel).catch(onError);
    return {
        kind: 'redis',
        publish(change) {
            publisher.publish(channel, JSON.stringify({ ...change, origin })).catch((error: unknown) => {
                logger.warn(`Could not publish a content change on Redis: ${errorText(error)}`);
            });
        },
        subscribe(listener) {
            subscriber.on('message', (from: string, text: string) => {
                if (from !== channel) return;
                let message: unknown;
                try {
                    message = JSON.parse(text);
                } catch {
                    return;
                }
                if (isChangeMessage(message) && message.origin !== origin) listener(message);
            });
        },
        connected: () => publisher.status === 'ready' && subscriber.status === 'ready',
        async close() {
            await Promise.allSettled([publisher.quit(), subscriber.quit()]);
            publisher.disconnect();
            subscriber.disconnect();
        },
    };
}
