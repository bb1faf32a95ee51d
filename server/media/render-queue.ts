import PQueue from 'p-queue';

/** Thrown when more renders are waiting than the queue allows; the CDN answers 503. */
export class QueueFullError extends Error {}

export interface RenderQueue {
    /** Renders running and waiting. */
    readonly pending: number;
    run<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * Bounds the work of rendering derivatives: at most `concurrency` at once (p-queue), at most
 * `maxQueued` waiting. Past that the CDN answers 503 rather than letting a burst of new sizes
 * pile up memory and latency for everyone.
 */
export function createRenderQueue(concurrency: number, maxQueued: number): RenderQueue {
    const queue = new PQueue({ concurrency });
    return {
        get pending() {
            return queue.pending + queue.size;
        },
        run(task) {
            if (queue.pending >= concurrency && queue.size >= maxQueued) {
                return Promise.reject(new QueueFullError('Too many images are being rendered'));
            }
            return queue.add(task);
        },
    };
}
