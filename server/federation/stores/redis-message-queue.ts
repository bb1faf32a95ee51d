import type {
    MessageQueue,
    MessageQueueDepth,
    MessageQueueEnqueueOptions,
    MessageQueueListenOptions,
} from '@fedify/fedify';
import type { Redis } from 'ioredis';
import type { Logger } from '../../logger';
import { durationMs } from './duration';
import { type ClaimedMessage, runQueueListener, Wakeup } from './queue-listener';

/**
 * A member of the queue's sorted set is `{sequence}\n{ordering key as JSON, or nothing}\n{message
 * as JSON}`: the sequence (a counter in Redis, 16 digits) makes each member unique and orders
 * messages due at the same millisecond as they were enqueued; JSON has no raw newline, so the
 * first two split the parts. Its score is when it is due, in Redis's own clock (TIME), so the
 * instances' clocks need not agree.
 *
 * Enqueue: KEYS[1] the set, KEYS[2] the sequence; ARGV[1] the delay in ms, ARGV[2] the ordering
 * key part, ARGV[3] the channel to wake listeners on, ARGV[4…] the messages.
 */
const ENQUEUE_SCRIPT = `
local time = redis.call('TIME')
local due = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000) + tonumber(ARGV[1])
for index = 4, #ARGV do
    local sequence = redis.call('INCR', KEYS[2])
    redis.call('ZADD', KEYS[1], due, string.format('%016d', sequence) .. '\\n' .. ARGV[2] .. '\\n' .. ARGV[index])
end
redis.call('PUBLISH', ARGV[3], '1')
return #ARGV - 3
`;

/**
 * Claim: the first member due (score <= now) whose ordering key is free, removed from the set
 * in the same step, so of the instances asking at once exactly one gets it. A message with an
 * ordering key also takes that key (ARGV[1] .. key, holding the message's sequence, for
 * ARGV[2] ms at most) until its handler is done: the next message with the key waits for it.
 * ARGV[3]: how many due members to look through for one with a free key.
 */
const CLAIM_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0, tonumber(ARGV[3]))
for _, member in ipairs(due) do
    local first = string.find(member, '\\n', 1, true)
    local second = string.find(member, '\\n', first + 1, true)
    local key = string.sub(member, first + 1, second - 1)
    if key == '' or redis.call('SET', ARGV[1] .. key, string.sub(member, 1, first - 1), 'NX', 'PX', ARGV[2]) then
        redis.call('ZREM', KEYS[1], member)
        return member
    end
end
return false
`;

/**
 * Frees an ordering key if the message that took it (ARGV[1]) still holds it, and wakes the
 * listeners (ARGV[2]): the next message with that key may be waiting for it.
 */
const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('PUBLISH', ARGV[2], '1')
return 1
`;

const DEPTH_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
return { redis.call('ZCARD', KEYS[1]), redis.call('ZCOUNT', KEYS[1], '-inf', now) }
`;

/** How long a handler may hold its ordering key before another instance may take it. */
const ORDERING_LEASE_MS = 5 * 60 * 1000;
/** How many due messages a claim looks through for one whose ordering key is free. */
const CLAIM_LOOKAHEAD = 50;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface RedisMessageQueueOptions {
    /** Where the queue's keys go: `{keyPrefix}messages`, `{keyPrefix}sequence`, `{keyPrefix}ordering:…`, the channel `{keyPrefix}wake`. */
    keyPrefix: string;
    logger: Logger;
    /** How many handlers a listener runs at once (messages sharing an ordering key never do). 4 by default. */
    concurrency?: number;
    /** The longest a listener waits before asking again (delayed messages fall due without a notice). 500 ms by default. */
    pollMs?: number;
}

/**
 * Fedify's message queue in Redis (REDIS_URL), shared by every instance of the site: each
 * message is handled once in all, by whichever instance claims it first (see CLAIM_SCRIPT).
 * A listener asks for a due message at once when one is enqueued (a notice on a pub/sub
 * channel, heard on a connection of its own, as a subscribed connection takes no commands) and
 * at least every `pollMs` otherwise, for delayed messages. A message is taken off the queue as
 * it is claimed: an instance that dies while handling it loses that one attempt (Fedify's
 * retries are messages too, enqueued only when an attempt fails). `nativeRetrial` is false:
 * Fedify retries failed deliveries itself, with its backoff. The Lua scripts name keys they
 * compute, so this is for a single Redis server, not a Redis Cluster.
 */
export class RedisMessageQueue implements MessageQueue {
    readonly nativeRetrial = false;
    readonly #redis: Redis;
    readonly #setKey: string;
    readonly #sequenceKey: string;
    readonly #orderingPrefix: string;
    readonly #channel: string;
    readonly #logger: Logger;
    readonly #concurrency: number;
    readonly #pollMs: number;

    /** `redis` carries the commands (it may be shared, nothing blocks on it); the caller closes it. */
    constructor(redis: Redis, options: RedisMessageQueueOptions) {
        this.#redis = redis;
        this.#setKey = `${options.keyPrefix}messages`;
        this.#sequenceKey = `${options.keyPrefix}sequence`;
        this.#orderingPrefix = `${options.keyPrefix}ordering:`;
        this.#channel = `${options.keyPrefix}wake`;
        this.#logger = options.logger;
        this.#concurrency = options.concurrency ?? 4;
        this.#pollMs = options.pollMs ?? 500;
    }

    enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
        return this.enqueueMany([message], options);
    }

    async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
        if (messages.length === 0) return;
        await this.#redis.eval(
            ENQUEUE_SCRIPT,
            2,
            this.#setKey,
            this.#sequenceKey,
            String(durationMs(options?.delay)),
            options?.orderingKey === undefined ? '' : JSON.stringify(options.orderingKey),
            this.#channel,
            ...messages.map((message) => JSON.stringify(message) ?? 'null'),
        );
    }

    async listen(
        handler: (message: unknown) => Promise<void> | void,
        options?: MessageQueueListenOptions,
    ): Promise<void> {
        const signal = options?.signal;
        if (signal?.aborted) return;
        const wakeup = new Wakeup();
        const subscriber = this.#redis.duplicate();
        let subscriberFailing = false;
        subscriber.on('error', (error: unknown) => {
            if (subscriberFailing) return;
            subscriberFailing = true;
            this.#logger.warn(
                `The federation queue's notices are unavailable (${errorText(error)}): messages are found by polling`,
            );
        });
        // Subscribed at each (re)connection, including when Redis was away at the start; a
        // second SUBSCRIBE of a channel changes nothing. Meanwhile the poll finds the messages.
        subscriber.on('ready', () => {
            subscriberFailing = false;
            subscriber.subscribe(this.#channel).catch(() => {}); // the 'error' handler says why
        });
        subscriber.on('message', () => wakeup.notify());
        try {
            await runQueueListener({
                claim: () => this.#claim(),
                handler,
                signal,
                concurrency: this.#concurrency,
                pollMs: this.#pollMs,
                wakeup,
                logger: this.#logger,
                name: 'federation queue',
            });
        } finally {
            await subscriber.quit().catch(() => {});
            subscriber.disconnect();
        }
    }

    async getDepth(): Promise<MessageQueueDepth> {
        const [queued, ready] = (await this.#redis.eval(DEPTH_SCRIPT, 1, this.#setKey)) as [number, number];
        return { queued, ready, delayed: queued - ready };
    }

    async #claim(): Promise<ClaimedMessage | undefined> {
        const member = (await this.#redis.eval(
            CLAIM_SCRIPT,
            1,
            this.#setKey,
            this.#orderingPrefix,
            String(ORDERING_LEASE_MS),
            String(CLAIM_LOOKAHEAD),
        )) as string | null;
        if (member === null) return undefined;
        const first = member.indexOf('\n');
        const second = member.indexOf('\n', first + 1);
        const sequence = member.slice(0, first);
        const orderingKey = member.slice(first + 1, second);
        return {
            message: JSON.parse(member.slice(second + 1)),
            settle: async () => {
                if (orderingKey === '') return;
                await this.#redis.eval(
                    RELEASE_SCRIPT,
                    1,
                    `${this.#orderingPrefix}${orderingKey}`,
                    sequence,
                    this.#channel,
                );
            },
        };
    }
}
