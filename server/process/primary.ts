import cluster, { type Worker } from 'node:cluster';
import { isRelayedChange } from '../bus/cluster-bus';
import type { Logger } from '../logger';

/** A worker that dies sooner than this after starting is restarted after a pause, not at once. */
const QUICK_DEATH_MS = 5000;
const RESTART_PAUSE_MS = 1000;

/**
 * The cluster primary (WEB_CONCURRENCY > 1): it serves nothing itself. It starts the workers,
 * which share the one port (node:cluster hands connections to them in turn), names the one that
 * reads the content source (NEWSROOM_CONTENT_ROLE), passes content changes between them
 * (cluster-bus.ts), replaces a worker that dies, forwards SIGHUP, and on
 * SIGTERM or SIGINT lets every worker drain (each finishes its requests, as a single process
 * does) before it exits itself.
 */
export function runPrimary(options: { workers: number; logger: Logger; shutdownTimeoutMs: number }): void {
    const { logger } = options;
    let stopping = false;
    const startedAt = new Map<number, number>();
    // One worker reads the content source on its schedule; the others follow what it shares
    // (server/content/sharing/). A reader that dies is replaced by a reader.
    let readerId: number | null = null;
    // Each worker has a place, 1…workers, which its replacement takes: it names the worker's own
    // analytics log file (server/analytics/analytics-log.ts).
    const slots = new Map<number, number>();
    const fork = (slot: number) => {
        // A replacement due after SIGTERM would never be told to stop.
        if (stopping) return;
        const role = readerId === null ? 'reader' : 'follower';
        const worker = cluster.fork({ NEWSROOM_CONTENT_ROLE: role, NEWSROOM_WORKER_SLOT: String(slot) });
        if (role === 'reader') readerId = worker.id;
        startedAt.set(worker.id, Date.now());
        slots.set(worker.id, slot);
    };
    const alive = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);

    cluster.on('message', (sender, message) => {
        if (!isRelayedChange(message)) return;
        for (const worker of alive()) if (worker !== sender && worker.isConnected()) worker.send(message);
    });
    cluster.on('exit', (worker, code, signal) => {
        const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
        startedAt.delete(worker.id);
        const slot = slots.get(worker.id) ?? 1;
        slots.delete(worker.id);
        if (worker.id === readerId) readerId = null;
        if (stopping) {
            if (alive().length === 0) {
                logger.info('Every worker has stopped');
                process.exit(0);
            }
            return;
        }
        const how = signal ? `signal ${signal}` : `exit code ${code}`;
        logger.error(`Worker ${worker.id} (pid ${worker.process.pid}) died (${how}); starting a replacement`);
        // A worker that cannot start (bad content, a port in use) must not spin the CPU.
        if (lived < QUICK_DEATH_MS) setTimeout(() => fork(slot), RESTART_PAUSE_MS);
        else fork(slot);
    });

    const stop = (signal: NodeJS.Signals) => {
        if (stopping) return;
        stopping = true;
        logger.info(`${signal}: draining ${alive().length} workers`);
        for (const worker of alive()) worker.process.kill(signal);
        // Each worker stops itself within SHUTDOWN_TIMEOUT_MS; this is the last resort.
        setTimeout(() => {
            for (const worker of alive()) worker.process.kill('SIGKILL');
            process.exit(1);
        }, options.shutdownTimeoutMs + 5000).unref();
    };
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGHUP', () => {
        for (const worker of alive()) worker.process.kill('SIGHUP');
    });

    logger.info(`Starting ${options.workers} workers (WEB_CONCURRENCY)`);
    for (let slot = 1; slot <= options.workers; slot++) fork(slot);
}
