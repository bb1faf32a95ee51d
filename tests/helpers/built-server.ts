/**
 * The built server (dist/server/main.js) in its own process, as a PaaS runs it, for the tests
 * that need the real process: signals, worker threads, start-up.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export interface BuiltServer {
    port: number;
    child: ChildProcess;
    /** Resolves with the exit code once the process has ended. */
    exited: Promise<number | null>;
    /** Everything the process wrote to stdout (its JSON log lines) so far. */
    output(): string;
    /** Everything it wrote to stderr (warnings and errors) so far. */
    errors(): string;
}

/** A port nothing listens on now (the OS picks it; a test then starts its server there). */
export function freePort(): Promise<number> {
    return new Promise((resolve) => {
        const server = createServer().listen(0, '127.0.0.1', () => {
            const { port } = server.address() as { port: number };
            server.close(() => resolve(port));
        });
    });
}

/**
 * Starts the built server with `env` on a free port (or on `env.PORT`, for a caller that needs
 * the address up front, as PUBLIC_URL) and waits until /healthz answers 200.
 */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
    return startBuiltServerUntil(env, (status) => status === 200);
}

/**
 * Starts the built server and waits until /healthz answers at all (503 included): for a server
 * that starts without content.
 */
export function startBuiltServerListening(env: Record<string, string> = {}): Promise<BuiltServer> {
    return startBuiltServerUntil(env, () => true);
}

async function startBuiltServerUntil(
    env: Record<string, string>,
    ready: (healthStatus: number) => boolean,
): Promise<BuiltServer> {
    const port = env.PORT ? Number(env.PORT) : await freePort();
    const child = spawn(process.execPath, ['dist/server/main.js'], {
        env: {
            ...process.env,
            PORT: String(port),
            HOST: '127.0.0.1',
            NODE_ENV: 'production',
            LOG_LEVEL: 'warn',
            CONTENT_WATCH: 'false',
            // Nothing persisted between tests unless a test asks for a snapshot folder.
            CONTENT_SNAPSHOT_DIR: 'off',
            // Every test client is 127.0.0.1: the request limits are off unless a test turns
            // them on (tests/integration/limits/).
            RATE_LIMITS: 'false',
            ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
        output += String(chunk);
    });
    let errors = '';
    child.stderr?.on('data', (chunk) => {
        errors += String(chunk);
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    for (let attempt = 0; ; attempt++) {
        if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}: ${output}`);
        try {
            // Health answers under the base path, like every route of the site.
            if (ready((await fetch(`http://127.0.0.1:${port}${env.BASE_PATH ?? ''}/healthz`)).status)) break;
        } catch {
            // not listening yet
        }
        if (attempt > 600) {
            // Never leave it running: nobody else holds its pid.
            child.kill('SIGKILL');
            throw new Error(`The server did not start within 30 s: ${output}${errors}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { port, child, exited, output: () => output, errors: () => errors };
}

/** Stops that one process by its own pid: SIGTERM (it drains and exits), SIGKILL if it hangs. */
export async function stopBuiltServer(server: BuiltServer, graceMs = 10_000): Promise<void> {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return;
    server.child.kill('SIGTERM');
    const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
    await server.exited;
    clearTimeout(timer);
}
