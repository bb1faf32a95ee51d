/**
 * Server CPU per request: the server process's own CPU time (/proc) over a wrk run, divided by
 * the responses wrk completed. The load generator's CPU is not counted, so the figure holds on a
 * busy machine better than requests per second do.
 */
import { mainThreadCpuMs, processCpuMs, processTreeCpuMs } from './process-cpu';
import type { ServerProcess } from './server-process';
import { runWrk } from './wrk';

/** The connections the comparison used; few enough that one process is not queueing much. */
const CONNECTIONS = 10;

export interface CpuSample {
    /** All the process's threads. */
    cpuMsPerRequest: number;
    /** The thread running JavaScript alone, the one a CPU profile samples. */
    mainThreadMsPerRequest: number;
    rps: number;
    requests: number;
    /** wrk's 99th percentile of latency, in ms. */
    p99: number;
    /** Socket errors and non-2xx answers: any makes the sample suspect. */
    failures: number;
}

/** What a measured process is: its address, and how to read its CPU time (all its threads, and the main one). */
export interface LoadedProcess {
    url: string;
    cpuMs(): number;
    mainThreadMs(): number;
}

/**
 * A server of ours as a measured process; with workers (WEB_CONCURRENCY above 1), the primary and
 * its workers together, and no main thread of its own to read.
 */
export function serverProcess(server: ServerProcess, workers = 1): LoadedProcess {
    const pid = server.child.pid;
    if (pid === undefined) throw new Error('The server process has no pid');
    if (workers > 1) {
        const all = () => processTreeCpuMs(pid);
        return { url: server.url, cpuMs: all, mainThreadMs: () => Number.NaN };
    }
    return { url: server.url, cpuMs: () => processCpuMs(pid), mainThreadMs: () => mainThreadCpuMs(pid) };
}

/**
 * Loads one URL of the process for `seconds` at `connections` (10 unless told) and reads how much
 * CPU the process spent on it.
 */
export function measureCpu(
    server: ServerProcess | LoadedProcess,
    path: string,
    seconds: number,
    connections = CONNECTIONS,
): CpuSample {
    const measured = 'child' in server ? serverProcess(server) : server;
    const before = { process: measured.cpuMs(), mainThread: measured.mainThreadMs() };
    const result = runWrk(measured.url + path, { connections, seconds });
    const perRequest = (used: number) => (result.requests > 0 ? used / result.requests : Number.NaN);
    return {
        cpuMsPerRequest: perRequest(measured.cpuMs() - before.process),
        mainThreadMsPerRequest: perRequest(measured.mainThreadMs() - before.mainThread),
        rps: result.rps,
        requests: result.requests,
        p99: result.p99,
        failures: result.errors + result.non2xx,
    };
}

/**
 * Waits until the server spends under 2 % of a core (startup work such as warming caches done),
 * or `timeoutMs` has passed.
 */
export async function untilIdle(server: ServerProcess, timeoutMs = 30_000): Promise<void> {
    const pid = server.child.pid;
    if (pid === undefined) return;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
        const before = processCpuMs(pid);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        if (processCpuMs(pid) - before < 20) return;
    }
}
