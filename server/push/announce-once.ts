import type { Redis } from 'ioredis';
import type { Config } from '../config/config';
import type { Logger } from '../logger';

/**
 * How long an instance's claim on a change stands. Instances apply a change within seconds of
 * each other (the one that read it shares it over Redis, and embargo timers fire together); a
 * new edit is a new change, whatever the time, because it moves the story's `updated_at`.
 */
const CLAIM_TTL_MS = 60 * 60 * 1000;

/** Which instance announces a change (WebSub, IndexNow) when several apply it. */
export interface AnnouncementClaims {
    /** True when this instance is the one to announce the change named `changeId`. */
    claim(changeId: string): Promise<boolean>;
    close(): Promise<void>;
}

/** One instance alone: it announces every change it applies. */
export const ANNOUNCE_EVERY_CHANGE: AnnouncementClaims = {
    claim: () => Promise.resolve(true),
    close: () => Promise.resolve(),
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * With REDIS_URL, the instances sharing it announce each change once (docs/journalists.md): the
 * first to `SET {REDIS_CHANNEL}:announced:{change id} NX PX` announces it, the others find the
 * key and stay quiet. Hubs and IndexNow take a repeated ping as one, so when Redis cannot be
 * asked the instance announces anyway: a ping twice is better than none. The connection is
 * made on the first claim (ioredis loaded only then), so an instance that announces nothing
 * opens none.
 */
export function announceOnce(config: Pick<Config, 'REDIS_URL' | 'REDIS_CHANNEL'>, logger: Logger): AnnouncementClaims {
    const { REDIS_URL: url, REDIS_CHANNEL: channel } = config;
    if (!url) return ANNOUNCE_EVERY_CHANGE;
    let client: Promise<Redis> | null = null;
    const connect = async () => {
        const { Redis } = await import('ioredis');
        // A claim made while connecting waits for the connection; one Redis cannot take after a
        // retry fails, and is announced anyway.
        const redis = new Redis(url, {
            connectTimeout: 2000,
            maxRetriesPerRequest: 1,
            retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
        });
        redis.on('error', () => {}); // each failed claim says so below
        return redis;
    };
    return {
        async claim(changeId) {
            try {
                client ??= connect();
                const answer = await (await client).set(
                    `${channel}:announced:${changeId}`,
                    '1',
                    'PX',
                    CLAIM_TTL_MS,
                    'NX',
                );
                if (answer === 'OK') return true;
                logger.info(`Content change ${changeId} is announced by another instance`);
                return false;
            } catch (error) {
                logger.warn(
                    `Could not ask Redis who announces content change ${changeId} (${errorText(error)}): announcing it here`,
                );
                return true;
            }
        },
        async close() {
            if (!client) return;
            const redis = await client;
            await redis.quit().catch(() => {});
            redis.disconnect();
        },
    };
}
