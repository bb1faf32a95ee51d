import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ServerProcess {
    url: string;
    child: ChildProcess;
    /** Milliseconds from spawn to the first 200 on `readyPath`. */
    startupMs: number;
    /** Resident set size in MB, read from /proc. */
    rssMb(): number;
    /** The highest resident set size since the process started, in MB (VmHWM). */
    peakRssMb(): number;
    stop(): Promise<void>;
    /** What the server logged so far (only with `captureLog`). */
    log(): string;
}

/**
 * The node command line of the Procfile's web process (its V8 memory settings included), so the
 * benchmarks measure the server exactly as it runs in production.
 */
export function productionArguments(checkout = '.'): string[] {
    const web = /^web:\s*(.+)$/m.exec(readFileSync(path.join(checkout, 'Procfile'), 'utf8'))?.[1];
    const [command, ...args] = web?.trim().split(/\s+/) ?? [];
    if (command !== 'node' || !args.includes('dist/server/main.js')) {
        throw new Error('Procfile: expected "web: node [flags] dist/server/main.js"');
    }
    return args;
}

/**
 * Starts the built server as the Procfile does and waits until `readyPath` answers 200.
 * `nodeFlags` go before the Procfile's own (e.g. `--cpu-prof`, which NODE_OPTIONS refuses).
 * `checkout` is the working tree whose build and Procfile run: another one compares two builds.
 */
export async function startServer(
    env: Record<string, string>,
    port: number,
    readyPath = '/',
    captureLog = false,
    nodeFlags: string[] = [],
    checkout = '.',
): Promise<ServerProcess> {
    const started = performance.now();
    const child = spawn(process.execPath, [...nodeFlags, ...productionArguments(checkout)], {
        cwd: checkout,
        env: {
            ...process.env,
            NODE_ENV: 'production',
            LOG_LEVEL: 'warn',
            PORT: String(port),
            HOST: '127.0.0.1',
            PUBLIC_URL: `http://127.0.0.1:${port}`,
            CONTENT_WATCH: 'false',
            // One load generator is one client: the request limits would measure themselves.
            RATE_LIMITS: 'false',
            ...env,
        },
        stdio: ['ignore', captureLog ? 'pipe' : 'inherit', 'inherit'],
    });
    let log = '';
    child.stdout?.on('data', (chunk) => {
        log += String(chunk);
    });
    const url = `http://127.0.0.1:${port}`;
    for (;;) {
        if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}`);
        try {
            const response = await fetch(url + readyPath);
            await response.arrayBuffer();
            if (response.status === 200) break;
        } catch {
            // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const startupMs = performance.now() - started;
    return {
        url,
        child,
        startupMs,
        rssMb: () => statusMb(child, 'VmRSS'),
        peakRssMb: () => statusMb(child, 'VmHWM'),
        log: () => log,
        stop: () =>
            new Promise((resolve) => {
                child.once('exit', () => resolve());
                child.kill('SIGTERM');
            }),
    };
}

/**
 * Waits until /healthz says search works: the embedded index is built after the first 200, and
 * building it would otherwise run beside what a benchmark measures.
 */
export async function searchReady(url: string, timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
        const health = (await (await fetch(`${url}/healthz`)).json()) as { search?: { ok: boolean } };
        if (health.search?.ok) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${url}: search not ready within ${timeoutMs / 1000} s`);
}

function statusMb(child: ChildProcess, field: 'VmRSS' | 'VmHWM'): number {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
}
