/**
 * The message queue of a site without Redis (server/federation/stores/file-message-queue.ts):
 * deliveries still to make survive a restart, a delay is honoured, a failing handler does not
 * stop the listener, and the listener resolves when its signal aborts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Temporal } from '@js-temporal/polyfill';
import { afterEach, describe, expect, it } from 'vitest';
import { FileMessageQueue } from '../../../../server/federation/stores/file-message-queue';
import { memoryLogger } from '../../../helpers/memory-logger';

const folders: string[] = [];
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function queueFile(): string {
    const folder = mkdtempSync(path.join(tmpdir(), 'federation-queue-'));
    folders.push(folder);
    return path.join(folder, 'federation.queue.json');
}

async function open(file: string) {
    const log = memoryLogger();
    const queue = await FileMessageQueue.open(file, log.logger, { pollMs: 20 });
    stops.push(() => queue.close());
    return { queue, lines: log.lines };
}

/** Listens until stopped, recording each message handled; `until` resolves once `count` are. */
function listen(queue: FileMessageQueue, handle: (message: unknown) => void | Promise<void> = () => {}) {
    const handled: unknown[] = [];
    const controller = new AbortController();
    const waiters: { count: number; resolve(): void }[] = [];
    const listening = queue.listen(
        async (message) => {
            await handle(message);
            handled.push(message);
            for (const waiter of waiters.filter((candidate) => handled.length >= candidate.count)) waiter.resolve();
        },
        { signal: controller.signal },
    );
    const stop = async () => {
        controller.abort();
        await listening;
    };
    stops.push(stop);
    return {
        handled,
        stop,
        until: (count: number) =>
            handled.length >= count
                ? Promise.resolve()
                : new Promise<void>((resolve) => waiters.push({ count, resolve })),
    };
}

describe('FileMessageQueue', () => {
    it('hands each message to the handler once, in the order they were enqueued', async () => {
        const { queue } = await open(queueFile());
        const listener = listen(queue);
        await queue.enqueue({ n: 1 });
        await queue.enqueueMany([{ n: 2 }, { n: 3 }]);
        await listener.until(3);
        expect(listener.handled).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
        expect(await queue.getDepth()).toEqual({ queued: 0, ready: 0, delayed: 0 });
    });

    it('delivers after a restart a message enqueued before it', async () => {
        const file = queueFile();
        const before = await open(file);
        await before.queue.enqueue({ activity: 'Create', to: 'https://example.social/inbox' });
        await before.queue.close();
        const after = await open(file);
        expect(await after.queue.getDepth()).toEqual({ queued: 1, ready: 1, delayed: 0 });
        const listener = listen(after.queue);
        await listener.until(1);
        expect(listener.handled).toEqual([{ activity: 'Create', to: 'https://example.social/inbox' }]);
        await listener.stop();
        await after.queue.close();
        // Handled, it is gone from the file.
        expect(await (await open(file)).queue.getDepth()).toEqual({ queued: 0, ready: 0, delayed: 0 });
    });

    it('holds a delayed message back: one enqueued after it without a delay comes first', async () => {
        const { queue } = await open(queueFile());
        await queue.enqueue('later', { delay: Temporal.Duration.from({ milliseconds: 300 }) });
        await queue.enqueue('now');
        const depth = await queue.getDepth();
        expect(depth.queued).toBe(2);
        expect(depth.delayed).toBeGreaterThanOrEqual(1);
        const listener = listen(queue);
        await listener.until(2);
        expect(listener.handled).toEqual(['now', 'later']);
    });

    it('keeps a delayed message across a restart', async () => {
        const file = queueFile();
        const before = await open(file);
        await before.queue.enqueue('retry', { delay: Temporal.Duration.from({ milliseconds: 200 }) });
        await before.queue.close();
        const listener = listen((await open(file)).queue);
        await listener.until(1);
        expect(listener.handled).toEqual(['retry']);
    });

    it('runs messages sharing an ordering key one at a time, in order', async () => {
        const { queue } = await open(queueFile());
        let running = 0;
        let most = 0;
        const listener = listen(queue, async () => {
            running++;
            most = Math.max(most, running);
            await new Promise((resolve) => setTimeout(resolve, 10));
            running--;
        });
        for (const n of [1, 2, 3, 4]) await queue.enqueue(n, { orderingKey: 'story-1' });
        await listener.until(4);
        expect(listener.handled).toEqual([1, 2, 3, 4]);
        expect(most).toBe(1);
    });

    it('goes on after a handler fails, and logs the failure', async () => {
        const { queue, lines } = await open(queueFile());
        const listener = listen(queue, (message) => {
            if (message === 'bad') throw new Error('remote server said 500');
        });
        await queue.enqueue('bad');
        await queue.enqueue('good');
        await listener.until(1);
        expect(listener.handled).toEqual(['good']);
        expect(lines.some((line) => line.level === 'error' && line.message.includes('remote server said 500'))).toBe(
            true,
        );
    });

    it('resolves listen when the signal aborts, and at once when it already has', async () => {
        const { queue } = await open(queueFile());
        const controller = new AbortController();
        const listening = queue.listen(() => {}, { signal: controller.signal });
        controller.abort();
        await expect(listening).resolves.toBeUndefined();
        await expect(queue.listen(() => {}, { signal: AbortSignal.abort() })).resolves.toBeUndefined();
    });

    it('refuses a corrupt file, naming it', async () => {
        const file = queueFile();
        writeFileSync(file, '{"version":1,"messages":[');
        await expect(FileMessageQueue.open(file, memoryLogger().logger)).rejects.toThrow(file);
    });
});
