/**
 * The analytics log (docs/deploying.md, "The analytics log"), on real files in a temporary
 * folder: rotated by size like logrotate within its cap, each worker in its own file, nothing
 * dropped silently, and everything queued written before close() resolves.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
    analyticsLogFile,
    createAnalyticsLog,
    MAX_EVENT_LINE_BYTES,
    workerSlot,
} from '../../../../server/analytics/analytics-log';
import { memoryLogger } from '../../../helpers/memory-logger';

const KB = 1024;
const folder = () => mkdtempSync(path.join(tmpdir(), 'analytics-log-'));
/** One event line of about `bytes` bytes, numbered. */
const line = (number: number, bytes: number) => {
    const head = JSON.stringify({ number, pad: '' });
    return `${JSON.stringify({ number, pad: 'x'.repeat(bytes - head.length - 1) })}\n`;
};
const numbers = (file: string) =>
    existsSync(file)
        ? readFileSync(file, 'utf8')
              .trim()
              .split('\n')
              .filter(Boolean)
              .map((text) => (JSON.parse(text) as { number: number }).number)
        : [];
const sizes = (directory: string) =>
    Object.fromEntries(readdirSync(directory).map((name) => [name, statSync(path.join(directory, name)).size]));

describe('the analytics log', () => {
    it('rotates like logrotate and keeps its files within the cap', async () => {
        const directory = folder();
        const { logger } = memoryLogger();
        const file = path.join(directory, 'events.ndjson');
        const log = createAnalyticsLog({ file, maxBytes: 300 * KB, keep: 2, workers: 1, slot: null, logger });
        // 500 KB written into a cap of 300 KB: three files of at most 100 KB each.
        for (let number = 1; number <= 100; number++) expect(await log.append(line(number, 5 * KB))).toBe(true);
        await log.close();

        const files = sizes(directory);
        expect(Object.keys(files).sort()).toEqual(['events.ndjson', 'events.ndjson.1', 'events.ndjson.2']);
        for (const size of Object.values(files)) expect(size).toBeLessThanOrEqual(100 * KB);
        expect(Object.values(files).reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(300 * KB);
        // Oldest to newest, the kept lines are the last ones written, in order, none missing.
        const kept = [...numbers(`${file}.2`), ...numbers(`${file}.1`), ...numbers(file)];
        expect(kept.at(-1)).toBe(100);
        expect(kept).toEqual(kept.map((_, index) => kept[0]! + index));
        expect(log.dropped).toBe(0);
    });

    it('cuts a file before even the longest event could take it past its share', async () => {
        const directory = folder();
        const { logger } = memoryLogger();
        const file = path.join(directory, 'events.ndjson');
        const share = 200 * KB;
        const log = createAnalyticsLog({ file, maxBytes: share, keep: 1, workers: 1, slot: null, logger });
        for (let number = 1; number <= 30; number++)
            expect(await log.append(line(number, MAX_EVENT_LINE_BYTES))).toBe(true);
        await log.close();
        for (const size of Object.values(sizes(directory))) expect(size).toBeLessThanOrEqual(share / 2);
    });

    it('gives each worker its own file and a share of the cap', async () => {
        const directory = folder();
        const { logger } = memoryLogger();
        const file = path.join(directory, 'events.ndjson');
        const log = createAnalyticsLog({ file, maxBytes: 400 * KB, keep: 1, workers: 2, slot: 2, logger });
        expect(log.file).toBe(path.join(directory, 'events.worker-2.ndjson'));
        for (let number = 1; number <= 60; number++) await log.append(line(number, 5 * KB));
        await log.close();
        const files = sizes(directory);
        expect(Object.keys(files).sort()).toEqual(['events.worker-2.ndjson', 'events.worker-2.ndjson.1']);
        // Its share: 400 KB over two workers, in two files.
        for (const size of Object.values(files)) expect(size).toBeLessThanOrEqual(100 * KB);
    });

    it('drops an event the queue has no room for, counts it, and logs the first of a spell at once', async () => {
        const directory = folder();
        const { logger, lines } = memoryLogger();
        const file = path.join(directory, 'events.ndjson');
        const log = createAnalyticsLog({
            file,
            maxBytes: 10 * 1024 * KB,
            keep: 1,
            workers: 1,
            slot: null,
            logger,
            queueLimitBytes: 10 * KB,
        });
        // Ten at once, before the file is even open: two fit in 10 KB, the eight others do not.
        const stored = await Promise.all(Array.from({ length: 10 }, (_, index) => log.append(line(index, 4 * KB))));
        expect(stored).toEqual([true, true, false, false, false, false, false, false, false, false]);
        expect(log.dropped).toBe(8);
        const warnings = lines.filter((entry) => entry.level === 'warn').map((entry) => entry.message);
        expect(warnings).toEqual([
            `Analytics event dropped: more than ${10 * KB} bytes are waiting to be written to ${file}; further drops are counted and logged once a minute`,
        ]);
        // Stopping sums up the drops not logged yet.
        await log.close();
        expect(lines.at(-1)?.message).toBe('7 more analytics events dropped in the last minute (8 since start)');
        expect(numbers(file)).toEqual([0, 1]);
    });

    it('writes every queued event before close() resolves, and drops (counted) what comes after', async () => {
        const directory = folder();
        const { logger } = memoryLogger();
        // In folders that do not exist yet (the default is under .cache/).
        const file = path.join(directory, 'not', 'yet', 'events.ndjson');
        const log = createAnalyticsLog({ file, maxBytes: 100 * 1024 * KB, keep: 1, workers: 1, slot: null, logger });
        const appended = Array.from({ length: 50 }, (_, number) => log.append(line(number, 2 * KB)));
        await log.close();
        expect(numbers(file)).toEqual(Array.from({ length: 50 }, (_, number) => number));
        expect(await Promise.all(appended)).toEqual(Array(50).fill(true));
        expect(await log.append(line(50, KB))).toBe(false);
        expect(log.dropped).toBe(1);
    });

    it('logs a file it cannot write and drops (counted) what was meant for it', async () => {
        const directory = folder();
        const { logger, lines } = memoryLogger();
        // A file where a folder should be: the log cannot be opened.
        writeFileSync(path.join(directory, 'not-a-folder'), '');
        const file = path.join(directory, 'not-a-folder', 'events.ndjson');
        const log = createAnalyticsLog({ file, maxBytes: 10 * 1024 * KB, keep: 1, workers: 1, slot: null, logger });
        expect(await log.append(line(1, KB))).toBe(false);
        // Meanwhile it is not retried at every event.
        expect(await log.append(line(2, KB))).toBe(false);
        expect(log.dropped).toBe(2);
        expect(lines.filter((entry) => entry.level === 'error').map((entry) => entry.message)).toEqual([
            expect.stringMatching(new RegExp(`^Analytics log ${file} cannot be written: ENOTDIR`)),
        ]);
        await log.close();
    });

    it('refuses a cap too small for one file', () => {
        const { logger } = memoryLogger();
        expect(() =>
            createAnalyticsLog({ file: 'x.ndjson', maxBytes: 64 * KB, keep: 1, workers: 1, slot: null, logger }),
        ).toThrow(/too small/);
    });
});

describe('the file of each process', () => {
    it('is ANALYTICS_LOG_FILE alone, and one per worker place in a cluster', () => {
        expect(analyticsLogFile('/data/events.ndjson', null)).toBe('/data/events.ndjson');
        expect(analyticsLogFile('/data/events.ndjson', 3)).toBe('/data/events.worker-3.ndjson');
        expect(analyticsLogFile('/data/events', 1)).toBe('/data/events.worker-1');
    });

    it('reads the place the cluster primary gives a worker', () => {
        expect(workerSlot({ NEWSROOM_WORKER_SLOT: '2' })).toBe(2);
        expect(workerSlot({})).toBeNull();
        expect(workerSlot({ NEWSROOM_WORKER_SLOT: '0' })).toBeNull();
        expect(workerSlot({ NEWSROOM_WORKER_SLOT: 'two' })).toBeNull();
    });
});
