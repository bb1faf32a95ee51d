import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Redis } from 'ioredis';
import { decodeSnapshot, type PersistedContent, UnusableSnapshot } from './snapshot-format';

/** Where a snapshot is kept: a file of the working directory, or a Redis key shared by every instance. */
export interface SnapshotStore {
    /** For log lines: `file .cache/content-snapshot/content.ndjson.gz`, `Redis key …`. */
    readonly name: string;
    /** The stored snapshot; null when there is none; UnusableSnapshot when there is one we cannot use. */
    read(expect: { newsroomUuid: string; source: string }): Promise<PersistedContent | null>;
    write(encoded: Readable): Promise<void>;
    close?(): Promise<void>;
}

const FILE_NAME = 'content.ndjson.gz';

/**
 * Decodes, turning a damaged stream (gzip, truncation) into UnusableSnapshot; a snapshot left
 * half read (ignored) lets its file go at once.
 */
async function decodeOrExplain(stream: Readable, expect: { newsroomUuid: string; source: string }) {
    try {
        return await decodeSnapshot(stream, expect);
    } catch (error) {
        if (error instanceof UnusableSnapshot) throw error;
        throw new UnusableSnapshot(`it cannot be read (${error instanceof Error ? error.message : String(error)})`);
    } finally {
        stream.destroy();
    }
}

/** One file in `directory`, replaced whole (written beside it, then renamed) so a reader never sees half of one. */
export function fileSnapshotStore(directory: string): SnapshotStore {
    const file = path.join(directory, FILE_NAME);
    return {
        name: `file ${file}`,
        async read(expect) {
            const stream = createReadStream(file);
            const opened = await new Promise<boolean>((resolve, reject) => {
                stream.once('open', () => resolve(true));
                stream.once('error', (error: NodeJS.ErrnoException) =>
                    error.code === 'ENOENT' ? resolve(false) : reject(error),
                );
            });
            return opened ? decodeOrExplain(stream, expect) : null;
        },
        async write(encoded) {
            await mkdir(directory, { recursive: true });
            const partial = `${file}.${process.pid}.partial`;
            try {
                await pipeline(encoded, createWriteStream(partial));
                await rename(partial, file);
            } finally {
                await rm(partial, { force: true });
            }
        },
    };
}

/** One Redis key, so a fresh instance with an empty disk starts from what another one saved. */
export function redisSnapshotStore(redis: Redis, key: string): SnapshotStore {
    return {
        name: `Redis key ${key}`,
        async read(expect) {
            const value = await redis.getBuffer(key);
            return value ? decodeOrExplain(Readable.from([value]), expect) : null;
        },
        async write(encoded) {
            const chunks: Buffer[] = [];
            for await (const chunk of encoded) chunks.push(chunk as Buffer);
            await redis.set(key, Buffer.concat(chunks));
        },
        async close() {
            await redis.quit().catch(() => redis.disconnect());
        },
    };
}
