import type { Server } from 'node:http';
import type { Logger } from '../logger';

export interface DrainState {
    draining: boolean;
    inFlight: number;
    lastActivity: number;
}

/**
 * On SIGTERM or SIGINT: finish every request, then stop. Closing the listener at once would
 * reset connections still waiting in the kernel's accept queue, and http's close() also drops
 * accepted sockets whose request is not read yet. So the server keeps accepting (every answer
 * now closes its connection) until nothing has arrived or been in flight for half a second,
 * then closes everything left idle. Past `timeoutMs` it closes what is left.
 */
export function drainOnSignal(options: {
    server: Server;
    state: DrainState;
    logger: Logger;
    timeoutMs: number;
    close: () => Promise<void>;
}): void {
    const { server, state, logger } = options;
    let stopping = false;
    const shutdown = (signal: string) => {
        if (stopping) return;
        stopping = true;
        state.draining = true;
        logger.info(`${signal}: finishing in-flight requests, then stopping`);
        const force = setTimeout(() => {
            logger.warn('Shutdown timed out; closing remaining connections');
            server.close();
            server.closeAllConnections();
            process.exit(0);
        }, options.timeoutMs);
        force.unref();
        const drain = setInterval(async () => {
            if (state.inFlight > 0 || Date.now() - state.lastActivity < 500) return;
            clearInterval(drain);
            server.close();
            server.closeAllConnections();
            await options.close();
            logger.info('Stopped');
            process.exit(0);
        }, 100);
    };
    process.on('SIGTERM', () => shutdown('SIGTERM'));
    process.on('SIGINT', () => shutdown('SIGINT'));
}
