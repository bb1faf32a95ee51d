/**
 * The outbox in Redis (server/push/outbox-stores.ts, docs/deploying.md, "Stopping"), with a real
 * redis-server (Debian's, on a free port): what a stop leaves unsent is kept in
 * `{REDIS_CHANNEL}:outbox`, not on the disk, so an instance whose disk starts empty sends it; of
 * two instances starting at once, one takes it; with Redis out of reach, the snapshot's folder
 * keeps it.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbox, type OutboxSender } from '../../../server/push/outbox';
import { outboxStores } from '../../../server/push/outbox-stores';
import { type Engine, startRedis } from '../../helpers/engines';
import { memoryLogger } from '../../helpers/memory-logger';

let redis: Engine;
const folders: string[] = [];
beforeAll(async () => {
    redis = await startRedis();
});
afterAll(async () => {
    await redis?.stop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function settings(redisUrl: string) {
    const folder = mkdtempSync(path.join(tmpdir(), 'outbox-redis-'));
    folders.push(folder);
    return { REDIS_URL: redisUrl, REDIS_CHANNEL: 'outbox-test', CONTENT_SNAPSHOT_DIR: folder };
}

/** A sender that records what it is given; halted, it sends nothing and names it all unsent. */
function recorder() {
    const sent: string[][] = [];
    const send: OutboxSender = async (targets, stop) => {
        if (stop.halted.aborted) return { ok: false, unsent: [...targets] };
        sent.push([...targets]);
        return { ok: true, unsent: [] };
    };
    return { sent, send };
}

describe('the outbox with REDIS_URL', () => {
    it('keeps what a stop leaves unsent in Redis, and one of two instances starting at once sends it', async () => {
        const { logger, lines } = memoryLogger();
        const stopping = settings(redis.url);
        const outbox = createOutbox({ purge: recorder().send }, outboxStores(stopping), logger);
        const closing = outbox.close(Date.now() + 10_000);
        outbox.send('purge', ['story:1', 'content']);
        await closing;
        expect(lines.map((line) => line.message)).toContain(
            'Stopping: 2 CDN purge keys left unsent, saved in Redis key outbox-test:outbox for the next start',
        );
        expect(readdirSync(stopping.CONTENT_SNAPSHOT_DIR)).toEqual([]);

        // Two fresh instances, each with an empty folder of its own.
        const starting = [recorder(), recorder()];
        const outboxes = starting.map(({ send }) =>
            createOutbox({ purge: send }, outboxStores(settings(redis.url)), memoryLogger().logger),
        );
        await Promise.all(outboxes.map((each) => each.resume()));
        expect(starting.flatMap(({ sent }) => sent)).toEqual([['story:1', 'content']]);
        await Promise.all(outboxes.map((each) => each.close(Date.now() + 10_000)));
        const client = new Redis(redis.url);
        try {
            expect(await client.exists('outbox-test:outbox')).toBe(0);
        } finally {
            client.disconnect();
        }
    });

    it('with Redis out of reach, keeps it in the snapshot’s folder, and says so', async () => {
        const { logger, lines } = memoryLogger();
        // A port nothing listens on.
        const unreachable = settings('redis://127.0.0.1:1');
        const outbox = createOutbox({ websub: recorder().send }, outboxStores(unreachable), logger);
        const closing = outbox.close(Date.now() + 10_000);
        outbox.send('websub', ['https://news.example/feed']);
        await closing;
        const messages = lines.map((line) => line.message);
        expect(messages).toContainEqual(
            expect.stringMatching(/^Could not save the outbox in Redis key outbox-test:outbox: /),
        );
        expect(messages).toContain(
            `Stopping: 1 WebSub pings left unsent, saved in folder ${unreachable.CONTENT_SNAPSHOT_DIR} for the next start`,
        );

        const next = recorder();
        const restarted = createOutbox({ websub: next.send }, outboxStores(unreachable), memoryLogger().logger);
        await restarted.resume();
        expect(next.sent).toEqual([['https://news.example/feed']]);
        await restarted.close(Date.now() + 10_000);
    });
});
