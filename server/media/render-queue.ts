/**
 * Bounds the work of rendering derivatives: at most `concurrency` at once, at most `maxQueued`
 * waiting. Past that the CDN answers 503 rather than letting a burst of new sizes pile up
 * memory and latency for everyone.
 */
export class QueueFullError extends Error {}

export class RenderQueue {
    private running = 0;
    private readonly waiting: (() => void)[] = [];

    constructor(
        private readonly concurrency: number,
        private readonly maxQueued: number,
    ) {}

    get pending(): number {
        return this.running + this.waiting.length;
    }

    async run<T>(task: () => Promise<T>): Promise<T> {
        if (this.running >= this.concurrency) {
            if (this.waiting.length >= this.maxQueued) throw new QueueFullError('Too many images are being rendered');
            await new Promise<void>((resolve) => this.waiting.push(resolve));
        } else {
            this.running++;
        }
        try {
            return await task();
        } finally {
            const next = this.waiting.shift();
            // The slot passes straight to the next task, so `running` stays the same.
            if (next) next();
            else this.running--;
        }
    }
}
