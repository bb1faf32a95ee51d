import { describe, expect, it } from 'vitest';
import { createRenderQueue, QueueFullError } from '../../../../server/media/render-queue';

function deferred() {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => {
        resolve = done;
    });
    return { promise, resolve };
}

describe('RenderQueue', () => {
    it('runs at most `concurrency` tasks at once and the rest in order', async () => {
        const queue = createRenderQueue(2, 10);
        const gates = Array.from({ length: 4 }, deferred);
        const started: number[] = [];
        const runs = gates.map((gate, index) =>
            queue.run(async () => {
                started.push(index);
                await gate.promise;
                return index;
            }),
        );
        await Promise.resolve();
        expect(started).toEqual([0, 1]);
        expect(queue.pending).toBe(4);
        gates[0]!.resolve();
        await runs[0];
        await new Promise((resolve) => setImmediate(resolve));
        expect(started).toEqual([0, 1, 2]);
        for (const gate of gates) gate.resolve();
        expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
        expect(queue.pending).toBe(0);
    });

    it('refuses work beyond the queue bound, and frees the slot after a failure', async () => {
        const queue = createRenderQueue(1, 1);
        const gate = deferred();
        const first = queue.run(() => gate.promise);
        const second = queue.run(async () => 'second');
        await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
        gate.resolve();
        await first;
        expect(await second).toBe('second');
        await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
        expect(await queue.run(async () => 'after')).toBe('after');
        expect(queue.pending).toBe(0);
    });
});
