import { randomUUID } from 'node:crypto';
import type {
    MessageQueue,
    MessageQueueDepth,
    MessageQueueEnqueueOptions,
    MessageQueueListenOptions,
} from '@fedify/fedify';
import type { Logger } from '../../logger';
import { durationMs } from './duration';
import { CoalescedJsonWriter, readJsonFile } from './json-file';
import { type ClaimedMessage, runQueueListener, Wakeup } from './queue-listener';

interface QueuedMessage {
    id: string;
    /** When it may run, in epoch milliseconds. */
    dueAt: number;
    orderingKey?: string;
    message: unknown;
}

interface QueueFile {
    version: 1;
    /** In the order they were enqueued, which breaks ties between messages due at once. */
    messages: QueuedMessage[];
}

function parseQueueFile(file: string, content: unknown): QueuedMessage[] {
    if (content === undefined) return [];
    const queue = content as Partial<QueueFile> | null;
    if (
        queue === null ||
        typeof queue !== 'object' ||
        queue.version !== 1 ||
        !Array.isArray(queue.messages) ||
        !queue.messages.every(
            (entry) =>
                entry !== null &&
                typeof entry === 'object' &&
                typeof entry.id === 'string' &&
                typeof entry.dueAt === 'number' &&
                (entry.orderingKey === undefined || typeof entry.orderingKey === 'string') &&
                'message' in entry,
        )
    ) {
        throw new Error(
            `The federation queue ${file} is not a queue this site wrote (expected {"version":1,"messages":[…]}); it is left as it is, as it holds deliveries not made yet`,
        );
    }
    return queue.messages;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface FileMessageQueueOptions {
    /** How many handlers run at once (messages sharing an ordering key never do). 4 by default. */
    concurrency?: number;
    /** The longest a listener waits before looking for messages fallen due. 250 ms by default. */
    pollMs?: number;
}

/**
 * Fedify's message queue for a site without Redis (no REDIS_URL): the messages waiting (the
 * deliveries to followers' servers, their retries, incoming activities) are kept in one JSON
 * file, so a restart delivers what was still to send. `enqueue` resolves once the message is on
 * disk. A message leaves the file when its handler is done, so one whose handler was cut short
 * by a crash runs again after the restart (at least once).
 * A `delay` is honoured; messages sharing an ordering key run one at a time, in order.
 *
 * Single process only: two processes on one file would each overwrite the other's messages
 * and deliver them twice. Several processes or instances need REDIS_URL (RedisMessageQueue).
 */
export class FileMessageQueue implements MessageQueue {
    /** No retries here: Fedify retries a failed task itself, with backoff, when this is false. */
    readonly nativeRetrial = false;
    readonly #messages: QueuedMessage[];
    readonly #inFlight = new Set<string>();
    readonly #busyOrderingKeys = new Set<string>();
    readonly #writer: CoalescedJsonWriter;
    readonly #wakeup = new Wakeup();
    readonly #logger: Logger;
    readonly #concurrency: number;
    readonly #pollMs: number;

    private constructor(file: string, messages: QueuedMessage[], logger: Logger, options: FileMessageQueueOptions) {
        this.#messages = messages;
        this.#logger = logger;
        this.#concurrency = options.concurrency ?? 4;
        this.#pollMs = options.pollMs ?? 250;
        this.#writer = new CoalescedJsonWriter(
            file,
            (): QueueFile => ({ version: 1, messages: this.#messages }),
            (error) => logger.error(`Could not write the federation queue ${file}: ${errorText(error)}`),
        );
    }

    /** The queue kept in `file`: empty when there is no such file, an error when it is unreadable. */
    static async open(file: string, logger: Logger, options: FileMessageQueueOptions = {}): Promise<FileMessageQueue> {
        return new FileMessageQueue(file, parseQueueFile(file, await readJsonFile(file)), logger, options);
    }

    enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
        return this.enqueueMany([message], options);
    }

    async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
        if (messages.length === 0) return;
        const dueAt = Date.now() + durationMs(options?.delay);
        for (const message of messages) {
            this.#messages.push({
                id: randomUUID(),
                dueAt,
                ...(options?.orderingKey === undefined ? {} : { orderingKey: options.orderingKey }),
                // As JSON now, so a handler gets the same message before a restart as after one.
                message: JSON.parse(JSON.stringify(message) ?? 'null'),
            });
        }
        this.#wakeup.notify();
        // On disk before Fedify takes the activity as sent: written at once rather than
        // coalesced, as Fedify enqueues a story's deliveries one by one when they share an
        // ordering key; enqueues made while a write is under way share the next one.
        void this.#writer.changed();
        await this.#writer.flush();
    }

    listen(handler: (message: unknown) => Promise<void> | void, options?: MessageQueueListenOptions): Promise<void> {
        return runQueueListener({
            claim: () => Promise.resolve(this.#claim()),
            handler,
            signal: options?.signal,
            concurrency: this.#concurrency,
            pollMs: this.#pollMs,
            wakeup: this.#wakeup,
            logger: this.#logger,
            name: 'federation queue',
        });
    }

    getDepth(): Promise<MessageQueueDepth> {
        const now = Date.now();
        const waiting = this.#messages.filter((entry) => !this.#inFlight.has(entry.id));
        const ready = waiting.filter((entry) => entry.dueAt <= now).length;
        return Promise.resolve({ queued: waiting.length, ready, delayed: waiting.length - ready });
    }

    /** Writes the queue now; listeners are stopped by their signal. */
    close(): Promise<void> {
        return this.#writer.flush();
    }

    #claim(): ClaimedMessage | undefined {
        const now = Date.now();
        let next: QueuedMessage | undefined;
        for (const entry of this.#messages) {
            if (entry.dueAt > now || this.#inFlight.has(entry.id)) continue;
            if (entry.orderingKey !== undefined && this.#busyOrderingKeys.has(entry.orderingKey)) continue;
            if (next === undefined || entry.dueAt < next.dueAt) next = entry;
        }
        if (next === undefined) return undefined;
        const claimed = next;
        this.#inFlight.add(claimed.id);
        if (claimed.orderingKey !== undefined) this.#busyOrderingKeys.add(claimed.orderingKey);
        return {
            message: claimed.message,
            settle: async () => {
                const index = this.#messages.findIndex((entry) => entry.id === claimed.id);
                if (index >= 0) this.#messages.splice(index, 1);
                this.#inFlight.delete(claimed.id);
                if (claimed.orderingKey !== undefined) this.#busyOrderingKeys.delete(claimed.orderingKey);
                void this.#writer.changed();
            },
        };
    }
}
