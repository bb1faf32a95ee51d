import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Redis } from 'ioredis';
import type { Config } from '../config/config';
import { snapshotDirectory } from '../config/content-settings';

/**
 * Where a stop saves what the outbox could not send (outbox.ts), as the text of one saved outbox
 * each time; the next start takes them all. Taking is atomic: a saved outbox goes to one process.
 */
export interface OutboxStore {
    /** For log lines: `folder .cache/content-snapshot`, `Redis key …`. */
    readonly name: string;
    save(text: string): Promise<void>;
    /** Every outbox saved here, removed as it is taken: no other process gets it too. */
    take(): Promise<string[]>;
    close(): Promise<void>;
}

const FILE = /^outbox-[0-9a-z-]+\.json$/;

/**
 * Files in the snapshot's folder, one per stop (`outbox-{time}-{random}.json`): the workers of a
 * cluster and instances sharing the folder each save their own, written beside it and renamed so
 * no reader sees half of one. A start takes each by renaming it to a name of its own first, so
 * of two processes taking at once, one gets it.
 */
export function fileOutboxStore(directory: string): OutboxStore {
    return {
        name: `folder ${directory}`,
        async save(text) {
            await mkdir(directory, { recursive: true });
            const file = path.join(directory, `outbox-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}.json`);
            const partial = `${file}.partial`;
            try {
                await writeFile(partial, text);
                await rename(partial, file);
            } finally {
                await rm(partial, { force: true });
            }
        },
        async take() {
            const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
                if (error.code === 'ENOENT') return [];
                throw error;
            });
            const taken: string[] = [];
            for (const name of names.filter((entry) => FILE.test(entry)).sort()) {
                const mine = path.join(directory, `${name}.taken-${randomUUID().slice(0, 8)}`);
                try {
                    await rename(path.join(directory, name), mine);
                } catch (error) {
                    if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // another process took it
                    throw error;
                }
                try {
                    taken.push(await readFile(mine, 'utf8'));
                } finally {
                    await rm(mine, { force: true });
                }
            }
            return taken;
        },
        close: () => Promise.resolve(),
    };
}

/** Saved outboxes a Redis list keeps at most; older ones are dropped first. */
const REDIS_KEPT = 100;

/**
 * A Redis list (`{REDIS_CHANNEL}:outbox`), for platforms whose disk starts empty at each start
 * (Heroku): whichever instance starts next takes it, in one transaction. Connected on first use,
 * each command within a second, so a stop never waits long on a Redis that is not there.
 */
export function redisOutboxStore(url: string, key: string): OutboxStore {
    let client: Promise<Redis> | null = null;
    const connect = async () => {
        const { Redis } = await import('ioredis');
        const redis = new Redis(url, { connectTimeout: 1000, commandTimeout: 1000, maxRetriesPerRequest: 0 });
        redis.on('error', () => {}); // each failed command says so to the outbox, which logs it
        return redis;
    };
    const redis = () => {
        client ??= connect();
        return client;
    };
    return {
        name: `Redis key ${key}`,
        async save(text) {
            await (await redis()).multi().rpush(key, text).ltrim(key, -REDIS_KEPT, -1).exec();
        },
        async take() {
            const answers = await (await redis()).multi().lrange(key, 0, -1).del(key).exec();
            const [error, list] = answers?.[0] ?? [new Error('the transaction was not run'), null];
            if (error) throw error;
            return list as string[];
        },
        async close() {
            if (!client) return;
            const connected = await client;
            await connected.quit().catch(() => {});
            connected.disconnect();
        },
    };
}

/**
 * The outbox's stores from the settings: with REDIS_URL, Redis first, which any instance's next
 * start reads (the folder then holds only what Redis could not take); the snapshot's folder
 * (CONTENT_SNAPSHOT_DIR) unless it is `off`.
 */
export function outboxStores(config: Pick<Config, 'REDIS_URL' | 'REDIS_CHANNEL' | 'CONTENT_SNAPSHOT_DIR'>) {
    const directory = snapshotDirectory(config.CONTENT_SNAPSHOT_DIR);
    return [
        ...(config.REDIS_URL ? [redisOutboxStore(config.REDIS_URL, `${config.REDIS_CHANNEL}:outbox`)] : []),
        ...(directory ? [fileOutboxStore(directory)] : []),
    ];
}
