import path from 'node:path';
import { createStream, type RotatingFileStream } from 'rotating-file-stream';
import type { Logger } from '../logger';
import { RepeatedWarning } from '../observability/repeated-warning';

/**
 * The longest line the log takes: a collector body is at most 16 KB, and its JSON written again
 * (with `receivedAt`) may grow a little (an invalid UTF-8 byte is read as a 3-byte U+FFFD). The
 * collector refuses a longer event (413).
 */
export const MAX_EVENT_LINE_BYTES = 24 * 1024;

/**
 * Bytes waiting to be written past which a new event is dropped rather than queued: a disk that
 * cannot take a megabyte at once is stalled, and the queue must not grow in memory meanwhile.
 */
const QUEUE_LIMIT_BYTES = 1024 * 1024;

/** After the file could not be written, how long events are dropped before it is opened again. */
const REOPEN_PAUSE_MS = 5000;

export interface AnalyticsLogOptions {
    /** ANALYTICS_LOG_FILE. */
    file: string;
    /** ANALYTICS_LOG_MAX_MB in bytes: every file of every worker together stays within it. */
    maxBytes: number;
    /** ANALYTICS_LOG_FILES: rotated files kept beside the one being written. */
    keep: number;
    /** Worker processes writing their own files (WEB_CONCURRENCY), and this one's place among them (1…workers), if a worker. */
    workers: number;
    slot: number | null;
    logger: Logger;
    /** Tests lower it to fill the queue. */
    queueLimitBytes?: number;
}

/** The first-party collector's event log (docs/deploying.md, "The analytics log"). */
export interface AnalyticsLog {
    /** The file being written; rotated ones are beside it, `.1` the newest. */
    readonly file: string;
    /**
     * Appends one line (a JSON event and its newline). Resolves true once it is written, false
     * when it was dropped: the queue was full, the file could not be written, or the log is
     * closed. Every drop is counted (`dropped`) and logged, at most one line a minute.
     */
    append(line: string): Promise<boolean>;
    /** Events dropped since start. */
    readonly dropped: number;
    /** Writes what is queued, closes the file; later events are dropped. */
    close(): Promise<void>;
}

/**
 * The file each process writes: ANALYTICS_LOG_FILE for a single process; in a cluster, one file
 * per worker place (`analytics-events.worker-2.ndjson`), since two processes rotating one file
 * would rename it under each other's writes. A replacement worker takes its place's file.
 */
export function analyticsLogFile(file: string, slot: number | null): string {
    if (slot === null) return path.resolve(file);
    const { dir, name, ext } = path.parse(path.resolve(file));
    return path.join(dir, `${name}.worker-${slot}${ext}`);
}

/**
 * The worker's place among WEB_CONCURRENCY, which the cluster primary gives each worker it
 * starts (server/process/primary.ts); null in a process of its own.
 */
export function workerSlot(env: NodeJS.ProcessEnv = process.env): number | null {
    const slot = Number(env.NEWSROOM_WORKER_SLOT);
    return Number.isInteger(slot) && slot > 0 ? slot : null;
}

/**
 * One JSON line per event, in a file rotated by size the way logrotate does (rotating-file-stream):
 * `events.ndjson` is written, `events.ndjson.1` … `.{keep}` are the older ones, and the oldest
 * goes when a new one is made. Each file is cut before a line could take it past its share of the
 * cap (the cap over every worker's files), so the files together never pass ANALYTICS_LOG_MAX_MB.
 * The file is opened with the first event, so a site that gets none writes nothing.
 */
export function createAnalyticsLog(options: AnalyticsLogOptions): AnalyticsLog {
    const { logger, keep } = options;
    const file = analyticsLogFile(options.file, options.slot);
    const fileBytes = Math.floor(options.maxBytes / options.workers / (keep + 1));
    // rotating-file-stream cuts a file once it has reached `size`: after the line that reached
    // it, which may be the longest one.
    const rotateAt = fileBytes - MAX_EVENT_LINE_BYTES + 1;
    if (rotateAt < MAX_EVENT_LINE_BYTES)
        throw new Error(
            `The analytics log's share of ANALYTICS_LOG_MAX_MB is too small for one file (${fileBytes} bytes)`,
        );
    const queueLimit = options.queueLimitBytes ?? QUEUE_LIMIT_BYTES;
    const drops = new RepeatedWarning(
        logger,
        (count, total) => `${count} more analytics events dropped in the last minute (${total} since start)`,
    );
    let stream: RotatingFileStream | null = null;
    let failedAt = 0;
    let closed = false;

    const drop = (why: string) => {
        drops.note(() => `Analytics event dropped: ${why}; further drops are counted and logged once a minute`);
        return false;
    };
    const open = (): RotatingFileStream => {
        const opened = createStream(path.basename(file), {
            path: path.dirname(file),
            size: `${rotateAt}B`,
            rotate: keep,
        });
        opened.on('error', (error: Error) => {
            // A stream that failed is closed for good (rotating-file-stream): a new one is made
            // after a pause, and what was queued in it is reported as dropped by its writes.
            logger.error(`Analytics log ${file} cannot be written: ${error.message}`);
            if (stream === opened) stream = null;
            failedAt = Date.now();
        });
        opened.on('warning', (error: Error) => logger.warn(`Analytics log ${file}: ${error.message}`));
        return opened;
    };

    return {
        file,
        get dropped() {
            return drops.total;
        },
        append(line) {
            if (closed) return Promise.resolve(drop('the log is closed (the server is stopping)'));
            if (!stream) {
                if (Date.now() - failedAt < REOPEN_PAUSE_MS)
                    return Promise.resolve(drop(`${file} could not be written a moment ago`));
                stream = open();
            }
            const writing = stream;
            const waiting = writing.writableLength;
            if (waiting > 0 && waiting + Buffer.byteLength(line) > queueLimit)
                return Promise.resolve(drop(`more than ${queueLimit} bytes are waiting to be written to ${file}`));
            return new Promise((resolve) => {
                writing.write(line, (error) => resolve(error ? drop(`${file} could not be written`) : true));
            });
        },
        async close() {
            closed = true;
            const last = stream;
            stream = null;
            if (last && !last.destroyed) {
                // `end` calls back once every queued line is written and the file is closed.
                await new Promise<void>((resolve) => {
                    last.once('error', () => resolve());
                    last.end(() => resolve());
                });
            }
            drops.flush();
        },
    };
}
