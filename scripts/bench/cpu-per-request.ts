/**
 * Server CPU per request: the server process's own CPU time (/proc) over a wrk run, divided by
 * the responses wrk completed. The load generator's CPU is not counted, so the figure holds on a
 * busy machine better than requests per second do.
 */
import { mainThreadCpuMs, processCpuMs } from './process-cpu';
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
    /** Socket errors and non-2xx answers: any makes the sample suspect. */
    failures: number;
}

/** Loads one URL of the server for `seconds` and reads how much CPU the server spent on it. */
export function measureCpu(server: ServerProcess, path: string, seconds: number): CpuSample {
    const pid = server.child.pid;
    if (pid === undefined) throw new Error('The server process has no pid');
    const before = { process: processCpuMs(pid), mainThread: mainThreadCpuMs(pid) };
    const result = runWrk(server.url + path, { connections: CONNECTIONS, seconds });
    const perRequest = (used: number) => (result.requests > 0 ? used / result.requests : Number.NaN);
    return {
        cpuMsPerRequest: perRequest(processCpuMs(pid) - before.process),
        mainThreadMsPerRequest: perRequest(mainThreadCpuMs(pid) - before.mainThread),
        rps: result.rps,
        requests: result.requests,
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
