import type { Logger } from '../../logger';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Wakes a waiting listener early: a message was enqueued, or a handler finished (its slot and
 * its ordering key are free again). A notice that finds nobody waiting is kept for the next wait,
 * so one sent between an empty claim and the wait is not lost.
 */
export class Wakeup {
    readonly #waiters = new Set<() => void>();
    #pending = false;

    notify(): void {
        if (this.#waiters.size === 0) {
            this.#pending = true;
            return;
        }
        for (const wake of Array.from(this.#waiters)) wake();
    }

    /** Resolves after `ms`, at a notice or when `signal` aborts, whichever comes first. */
    wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
        if (this.#pending || signal?.aborted) {
            this.#pending = false;
            return Promise.resolve();
        }
        return new Promise((resolve) => {
            const done = () => {
                clearTimeout(timer);
                signal?.removeEventListener('abort', done);
                this.#waiters.delete(done);
                resolve();
            };
            const timer = setTimeout(done, ms);
            signal?.addEventListener('abort', done, { once: true });
            this.#waiters.add(done);
        });
    }
}

/** A message taken off a queue for this listener alone. */
export interface ClaimedMessage {
    message: unknown;
    /** Called once its handler is done, failed or not: removes it for good, frees its ordering key. */
    settle(): Promise<void>;
}

export interface QueueListenerOptions {
    /** The first message due and free to run (its ordering key not taken), or undefined. */
    claim(): Promise<ClaimedMessage | undefined>;
    handler(message: unknown): Promise<void> | void;
    signal: AbortSignal | undefined;
    /** How many handlers run at once. */
    concurrency: number;
    /** The longest wait before looking again (delayed messages fall due without a notice). */
    pollMs: number;
    wakeup: Wakeup;
    logger: Logger;
    /** What the log calls the queue. */
    name: string;
}

/**
 * Fedify's `MessageQueue.listen`: claims due messages and runs their handlers, a few at a time,
 * until the signal aborts; then waits for the handlers still running and resolves. It never
 * rejects: a handler that throws is logged and the loop goes on (Fedify retries a failed
 * delivery itself, re-enqueuing it with a delay, as these queues have no retries of their own),
 * and a queue that cannot be read (Redis away) is logged once and asked again at each poll.
 */
export async function runQueueListener(options: QueueListenerOptions): Promise<void> {
    const { claim, handler, signal, concurrency, pollMs, wakeup, logger, name } = options;
    const running = new Set<Promise<void>>();
    let claimFailing = false;
    const run = async (claimed: ClaimedMessage) => {
        try {
            await handler(claimed.message);
        } catch (error) {
            logger.error(`A ${name} message's handler failed: ${errorText(error)}`);
        } finally {
            try {
                await claimed.settle();
            } catch (error) {
                logger.warn(`Could not settle a handled ${name} message: ${errorText(error)}`);
            }
        }
    };
    while (!signal?.aborted) {
        if (running.size >= concurrency) {
            await wakeup.wait(pollMs, signal);
            continue;
        }
        let claimed: ClaimedMessage | undefined;
        try {
            claimed = await claim();
            if (claimFailing) logger.info(`The ${name} can be read again`);
            claimFailing = false;
        } catch (error) {
            if (!claimFailing) logger.warn(`Could not read the ${name} (${errorText(error)}): trying again`);
            claimFailing = true;
            await wakeup.wait(pollMs, signal);
            continue;
        }
        if (claimed === undefined) {
            await wakeup.wait(pollMs, signal);
            continue;
        }
        const work = run(claimed).finally(() => {
            running.delete(work);
            wakeup.notify();
        });
        running.add(work);
    }
    await Promise.allSettled(Array.from(running));
}
