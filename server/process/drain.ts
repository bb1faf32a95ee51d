import type { Server } from 'node:http';
import type { Logger } from '../logger';

export interface DrainState {
    draining: boolean;
    inFlight: number;
    lastActivity: number;
}

/**
 * The part of the stop timeout kept for saving what outlives the process: requests drain until
 * it begins at the latest.
 */
function saveReserveMs(timeoutMs: number): number {
    return Math.min(4000, timeoutMs / 2);
}

/**
 * On SIGTERM or SIGINT: finish every request, save what must outlive the process, then stop,
 * all within `timeoutMs` (SHUTDOWN_TIMEOUT_MS; the order: docs/deploying.md, "Stopping").
 *
 * 1. Drain. Closing the listener at once would reset connections still waiting in the kernel's
 *    accept queue, and http's close() also drops accepted sockets whose request is not read yet.
 *    So the server keeps accepting (every answer now closes its connection) until nothing has
 *    arrived or been in flight for half a second, or until `saveReserveMs` before the end.
 * 2. Save: the listener closes, and `save(deadline)` runs (the outbox, the content snapshot)
 *    while any request still in flight goes on.
 * 3. Close: once no request is in flight, `close()` lets go of the rest, and the process exits 0.
 *
 * At `timeoutMs` it closes what is left and exits, whatever is still running.
 */
export function drainOnSignal(options: {
    server: Server;
    state: DrainState;
    logger: Logger;
    timeoutMs: number;
    save: (deadline: number) => Promise<void>;
    close: () => Promise<void>;
}): void {
    const { server, state, logger } = options;
    let stopping = false;
    const failed = (step: string) => (error: unknown) =>
        logger.error(`Stopping: ${step} failed: ${error instanceof Error ? error.message : String(error)}`);
    const shutdown = (signal: string) => {
        if (stopping) return;
        stopping = true;
        state.draining = true;
        logger.info(`${signal}: finishing in-flight requests, then stopping`);
        const deadline = Date.now() + options.timeoutMs;
        const saveBy = deadline - saveReserveMs(options.timeoutMs);
        const force = setTimeout(() => {
            logger.warn('Shutdown timed out; closing remaining connections');
            server.close();
            server.closeAllConnections();
            process.exit(0);
        }, options.timeoutMs);
        force.unref();
        const quiet = () => state.inFlight === 0 && Date.now() - state.lastActivity >= 500;
        const drain = setInterval(async () => {
            if (!quiet() && Date.now() < saveBy) return;
            clearInterval(drain);
            server.close();
            if (state.inFlight > 0) {
                logger.warn(`Stopping: saving now, while ${state.inFlight} requests are still in flight`);
            }
            await options.save(deadline).catch(failed('saving'));
            while (state.inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 50));
            server.closeAllConnections();
            await options.close().catch(failed('closing'));
            logger.info('Stopped');
            process.exit(0);
        }, 100);
    };
    process.on('SIGTERM', () => shutdown('SIGTERM'));
    process.on('SIGINT', () => shutdown('SIGINT'));
}
