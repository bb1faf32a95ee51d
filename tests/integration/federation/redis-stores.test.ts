/**
 * The federation's stores in Redis (server/federation/stores/redis-*.ts), with a real
 * redis-server (Debian's, on a free port) shared by several clients as by several instances of
 * the site: Fedify's KvStore semantics (ttl, compare-and-swap races, exact prefix listing) and a
 * message queue that hands each message to one listener in all, honours delays, survives a
 * failing handler and stops with its signal. Also Fedify itself on these stores: its document
 * cache (keys with URLs, ttls) and its queue worker.
 */
import { randomUUID } from 'node:crypto';
import { createFederation, type KvKey, kvCache } from '@fedify/fedify';
import { Temporal } from '@js-temporal/polyfill';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFederationStores } from '../../../server/federation/stores/federation-stores';
import { RedisKvStore } from '../../../server/federation/stores/redis-kv-store';
import { RedisMessageQueue } from '../../../server/federation/stores/redis-message-queue';
import { type Engine, startRedis } from '../../helpers/engines';
import { memoryLogger } from '../../helpers/memory-logger';

let redis: Engine;
const clients: Redis[] = [];
const stops: (() => Promise<void>)[] = [];
beforeAll(async () => {
    redis = await startRedis();
});
afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
    await Promise.all(clients.splice(0).map((client) => client.quit()));
});
afterAll(async () => {
    await redis?.stop();
});

/** A connection of its own, as each instance of the site has. */
function client(): Redis {
    const connection = new Redis(redis.url);
    clients.push(connection);
    return connection;
}

/** A key prefix of the test's own, so tests never see each other's keys. */
const freshPrefix = () => `newsroom:test:${randomUUID()}:`;

async function listed(store: RedisKvStore, prefix?: KvKey) {
    const entries: { key: readonly string[]; value: unknown }[] = [];
    for await (const entry of store.list(prefix)) entries.push({ key: entry.key, value: entry.value });
    // In key order, part by part.
    return entries.sort((left, right) => (left.key.join('\u0001') < right.key.join('\u0001') ? -1 : 1));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RedisKvStore', () => {
    it('gets what was set, a value for each key however its parts read, and nothing once deleted', async () => {
        const store = new RedisKvStore(client(), freshPrefix());
        const keys: KvKey[] = [
            ['a', 'b'],
            ['a/b'],
            ['a', 'b', ''],
            ['_fedify', 'remoteDocument', 'https://example.social/users/ann#main-key'],
            ['glob*', '[x]?', 'back\\slash', 'Wind – Ørsted 风'],
        ];
        for (const [index, key] of keys.entries()) await store.set(key, { index, key });
        for (const [index, key] of keys.entries()) expect(await store.get(key)).toEqual({ index, key });
        expect((await listed(store)).map((entry) => entry.key)).toEqual(
            [...keys].sort((left, right) => (left.join('\u0001') < right.join('\u0001') ? -1 : 1)),
        );
        await store.delete(['a', 'b']);
        expect(await store.get(['a', 'b'])).toBeUndefined();
        expect(await store.get(['a', 'b', ''])).toEqual({ index: 2, key: ['a', 'b', ''] });
    });

    it('gives a value with a ttl a Redis expiry, and never returns it past it', async () => {
        const connection = client();
        const prefix = freshPrefix();
        const store = new RedisKvStore(connection, prefix);
        await store.set(['cache', 'long'], 'an hour', { ttl: Temporal.Duration.from({ hours: 1 }) });
        await store.set(['cache', 'forever'], 'no ttl');
        const [long] = await connection.keys(`${prefix}cache/long`);
        const [forever] = await connection.keys(`${prefix}cache/forever`);
        const expiry = await connection.pttl(long!);
        expect(expiry).toBeGreaterThan(0);
        expect(expiry).toBeLessThanOrEqual(3_600_000);
        expect(await connection.pttl(forever!)).toBe(-1);
        await store.set(['cache', 'short'], 'soon gone', { ttl: Temporal.Duration.from({ milliseconds: 200 }) });
        await sleep(300);
        expect(await store.get(['cache', 'short'])).toBeUndefined();
        expect((await listed(store, ['cache'])).map((entry) => entry.value)).toEqual(['no ttl', 'an hour']);
    });

    it('lists a prefix exactly: ["a"] finds ["a"] and ["a", …], never ["ab"] nor ["a*"]', async () => {
        const store = new RedisKvStore(client(), freshPrefix());
        for (const key of [['a'], ['a', 'b'], ['a', 'b', 'c'], ['ab'], ['ab', 'x'], ['a*'], ['b']] as KvKey[]) {
            await store.set(key, key.join('.'));
        }
        expect(await listed(store, ['a'])).toEqual([
            { key: ['a'], value: 'a' },
            { key: ['a', 'b'], value: 'a.b' },
            { key: ['a', 'b', 'c'], value: 'a.b.c' },
        ]);
        expect((await listed(store, ['a', 'b'])).map((entry) => entry.value)).toEqual(['a.b', 'a.b.c']);
        expect((await listed(store, ['a*'])).map((entry) => entry.value)).toEqual(['a*']);
        expect(await listed(store, ['nothing'])).toEqual([]);
    });

    it('lists only its own prefix, many keys across SCAN steps, each once', async () => {
        const connection = client();
        const store = new RedisKvStore(connection, freshPrefix());
        const neighbour = new RedisKvStore(connection, freshPrefix());
        await neighbour.set(['followers', 'news', 'other'], 'not ours');
        for (let index = 0; index < 450; index++) await store.set(['followers', 'news', String(index)], index);
        const values = (await listed(store, ['followers'])).map((entry) => entry.value as number);
        expect(values.sort((left, right) => left - right)).toEqual(Array.from({ length: 450 }, (_, index) => index));
    });

    it('compare-and-swap: from the expected value only, undefined expecting none', async () => {
        const store = new RedisKvStore(client(), freshPrefix());
        expect(await store.cas(['lock'], 'someone', 'me')).toBe(false);
        expect(await store.get(['lock'])).toBeUndefined();
        expect(await store.cas(['lock'], undefined, { owner: 'me', at: 1 })).toBe(true);
        expect(await store.cas(['lock'], undefined, 'you')).toBe(false);
        expect(await store.cas(['lock'], { at: 1, owner: 'me' }, { owner: 'you' })).toBe(true);
        expect(await store.get(['lock'])).toEqual({ owner: 'you' });
        expect(await store.cas(['lock'], { owner: 'you' }, undefined)).toBe(true);
        expect(await store.get(['lock'])).toBeUndefined();
        expect(
            await store.cas(['lease'], undefined, 'me', { ttl: Temporal.Duration.from({ milliseconds: 200 }) }),
        ).toBe(true);
        await sleep(300);
        expect(await store.cas(['lease'], undefined, 'you')).toBe(true);
    });

    it('compare-and-swap raced by two instances: one wins each race', async () => {
        const prefix = freshPrefix();
        const first = new RedisKvStore(client(), prefix);
        const second = new RedisKvStore(client(), prefix);
        for (let race = 0; race < 25; race++) {
            const key: KvKey = ['race', String(race)];
            const results = await Promise.all([
                first.cas(key, undefined, 'first'),
                second.cas(key, undefined, 'second'),
            ]);
            expect(results.filter(Boolean)).toHaveLength(1);
            expect(await first.get(key)).toBe(results[0] ? 'first' : 'second');
        }
    });

    it("carries Fedify's document cache: a document loaded once, then read from Redis", async () => {
        const store = new RedisKvStore(client(), freshPrefix());
        let loads = 0;
        const url = 'https://example.social/users/ann';
        const load = kvCache({
            kv: store,
            loader: async (address: string) => {
                loads++;
                return { contextUrl: null, documentUrl: address, document: { id: address, type: 'Person' } };
            },
        });
        const firstLoad = await load(url);
        const secondLoad = await load(url);
        expect(loads).toBe(1);
        expect(secondLoad).toEqual(firstLoad);
        expect((await listed(store, ['_fedify', 'remoteDocument'])).map((entry) => entry.key)).toEqual([
            ['_fedify', 'remoteDocument', url],
        ]);
    });
});

/** A listener on `queue` until stopped, recording what `handle` accepted. */
function listen(queue: RedisMessageQueue, handle: (message: unknown) => void | Promise<void> = () => {}) {
    const handled: unknown[] = [];
    const controller = new AbortController();
    const listening = queue.listen(
        async (message) => {
            await handle(message);
            handled.push(message);
        },
        { signal: controller.signal },
    );
    const stop = async () => {
        controller.abort();
        await listening;
    };
    stops.push(stop);
    return { handled, stop, listening };
}

/** Resolves once a listener of the queue under `keyPrefix` has subscribed to its notices. */
async function subscribed(keyPrefix: string) {
    const control = client();
    for (let attempt = 0; attempt < 500; attempt++) {
        const [, subscribers] = (await control.call('PUBSUB', 'NUMSUB', `${keyPrefix}wake`)) as [string, number];
        if (subscribers > 0) return;
        await sleep(20);
    }
    throw new Error(`Nobody subscribed to ${keyPrefix}wake`);
}

async function eventually(check: () => boolean, what: string) {
    for (let attempt = 0; attempt < 500; attempt++) {
        if (check()) return;
        await sleep(20);
    }
    throw new Error(`Never happened: ${what}`);
}

describe('RedisMessageQueue', () => {
    it('shared by two instances, hands each of 50 messages to one of them, once', async () => {
        const keyPrefix = freshPrefix();
        const { logger } = memoryLogger();
        const first = new RedisMessageQueue(client(), { keyPrefix, logger, pollMs: 50 });
        const second = new RedisMessageQueue(client(), { keyPrefix, logger, pollMs: 50 });
        const work = async () => {
            await sleep(Math.random() * 5);
        };
        const one = listen(first, work);
        const other = listen(second, work);
        await first.enqueueMany(Array.from({ length: 20 }, (_, index) => ({ index })));
        for (let index = 20; index < 50; index++) await (index % 2 ? first : second).enqueue({ index });
        await eventually(() => one.handled.length + other.handled.length >= 50, '50 messages handled');
        await Promise.all([one.stop(), other.stop()]);
        const all = [...one.handled, ...other.handled].map((message) => (message as { index: number }).index);
        expect(all.sort((left, right) => left - right)).toEqual(Array.from({ length: 50 }, (_, index) => index));
        expect(await first.getDepth()).toEqual({ queued: 0, ready: 0, delayed: 0 });
    });

    it('holds a delayed message back: one enqueued after it without a delay comes first', async () => {
        const queue = new RedisMessageQueue(client(), {
            keyPrefix: freshPrefix(),
            logger: memoryLogger().logger,
            pollMs: 50,
        });
        await queue.enqueue('later', { delay: Temporal.Duration.from({ milliseconds: 400 }) });
        await queue.enqueue('now');
        expect((await queue.getDepth()).queued).toBe(2);
        const listener = listen(queue);
        await eventually(() => listener.handled.length === 2, 'both handled');
        expect(listener.handled).toEqual(['now', 'later']);
    });

    it('wakes a listener at once on an enqueue, without waiting for its poll', async () => {
        const keyPrefix = freshPrefix();
        const { logger } = memoryLogger();
        // A poll far longer than the test's timeout: only the pub/sub notice can bring the message.
        const listening = new RedisMessageQueue(client(), { keyPrefix, logger, pollMs: 600_000 });
        const listener = listen(listening);
        // The listener's first look finds nothing; then it waits for a notice on its own connection.
        await subscribed(keyPrefix);
        await new RedisMessageQueue(client(), { keyPrefix, logger }).enqueue('ping');
        await eventually(() => listener.handled.length === 1, 'the message handled');
        expect(listener.handled).toEqual(['ping']);
    });

    it('runs messages sharing an ordering key one at a time across instances, in order', async () => {
        const keyPrefix = freshPrefix();
        const { logger } = memoryLogger();
        let running = 0;
        let most = 0;
        const order: number[] = [];
        const handle = async (message: unknown) => {
            running++;
            most = Math.max(most, running);
            order.push(message as number);
            await sleep(10);
            running--;
        };
        const first = new RedisMessageQueue(client(), { keyPrefix, logger, pollMs: 20 });
        const second = new RedisMessageQueue(client(), { keyPrefix, logger, pollMs: 20 });
        await first.enqueueMany([1, 2, 3, 4, 5, 6], { orderingKey: 'story-1' });
        const one = listen(first, handle);
        const other = listen(second, handle);
        await eventually(() => one.handled.length + other.handled.length === 6, 'six handled');
        expect(order).toEqual([1, 2, 3, 4, 5, 6]);
        expect(most).toBe(1);
    });

    it('goes on after a handler fails, and logs the failure', async () => {
        const { logger, lines } = memoryLogger();
        const queue = new RedisMessageQueue(client(), { keyPrefix: freshPrefix(), logger, pollMs: 50 });
        const listener = listen(queue, (message) => {
            if (message === 'bad') throw new Error('remote server said 500');
        });
        await queue.enqueue('bad');
        await queue.enqueue('good');
        await eventually(() => listener.handled.length === 1, 'the good one handled');
        expect(listener.handled).toEqual(['good']);
        expect(lines.some((line) => line.level === 'error' && line.message.includes('remote server said 500'))).toBe(
            true,
        );
    });

    it('resolves listen when the signal aborts, closing the connection it listened on', async () => {
        const control = client();
        const countClients = async () =>
            String(await control.client('LIST'))
                .trim()
                .split('\n').length;
        const keyPrefix = freshPrefix();
        const queue = new RedisMessageQueue(client(), { keyPrefix, logger: memoryLogger().logger });
        const listener = listen(queue);
        await subscribed(keyPrefix);
        const listening = await countClients();
        await listener.stop();
        await expect(listener.listening).resolves.toBeUndefined();
        // The listener's subscriber connection is gone; the queue's command connection (the caller's) stays.
        for (let attempt = 0; attempt < 100 && (await countClients()) >= listening; attempt++) await sleep(20);
        expect(await countClients()).toBe(listening - 1);
        expect(await queue.getDepth()).toEqual({ queued: 0, ready: 0, delayed: 0 });
    });
});

describe('createFederationStores with REDIS_URL', () => {
    it("gives Fedify's federation stores in Redis, which two instances share", async () => {
        const { logger } = memoryLogger();
        const keyPrefix = freshPrefix();
        const one = await createFederationStores({ redisUrl: redis.url, keyPrefix, storeFile: '/nonexistent' }, logger);
        const other = await createFederationStores(
            { redisUrl: redis.url, keyPrefix, storeFile: '/nonexistent' },
            logger,
        );
        stops.push(
            () => one.close(),
            () => other.close(),
        );
        expect(one.kind).toBe('redis');
        await one.kv.set(['followers', 'news'], ['https://example.social/users/ann']);
        expect(await other.kv.get(['followers', 'news'])).toEqual(['https://example.social/users/ann']);
        await one.queue.enqueue({ type: 'test' });
        expect(await other.queue.getDepth?.()).toEqual({ queued: 1, ready: 1, delayed: 0 });

        // Fedify's own queue worker runs on it, and stops with its signal.
        const federation = createFederation<void>({ kv: other.kv, queue: other.queue, manuallyStartQueue: true });
        const controller = new AbortController();
        const started = federation.startQueue(undefined, { signal: controller.signal });
        await subscribed(`${keyPrefix}queue:`);
        controller.abort();
        await expect(started).resolves.toBeUndefined();
    });

    it('keeps listening while Redis is away, says so once, and delivers when it is back', async () => {
        const { logger, lines } = memoryLogger();
        const keyPrefix = freshPrefix();
        let away: Engine | undefined = await startRedis();
        const port = away.port;
        const stores = await createFederationStores(
            { redisUrl: away.url, keyPrefix, storeFile: '/nonexistent' },
            logger,
        );
        const handled: unknown[] = [];
        const controller = new AbortController();
        const listening = stores.queue.listen((message) => void handled.push(message), { signal: controller.signal });
        stops.push(async () => {
            controller.abort();
            await listening;
            await stores.close();
            await away?.stop();
        });
        await stores.queue.enqueue('before');
        await eventually(() => handled.length === 1, 'the first message handled');

        await away.stop();
        away = undefined;
        await eventually(
            () => lines.some((line) => line.message.includes('Could not read the federation queue')),
            'the outage logged',
        );
        away = await startRedis(port);
        await eventually(() => lines.some((line) => line.message.includes('can be read again')), 'the return logged');
        await stores.queue.enqueue('after');
        await eventually(() => handled.length === 2, 'the second message handled');
        expect(handled).toEqual(['before', 'after']);
        expect(lines.filter((line) => line.message.includes('Could not read the federation queue'))).toHaveLength(1);
    });
});
