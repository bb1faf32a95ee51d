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

function freePort(): Promise<number> {
    return new Promise((resolve) => {
        const server = createServer().listen(0, '127.0.0.1', () => {
            const { port } = server.address() as { port: number };
            server.close(() => resolve(port));
        });
    });
}

/** Starts the built server with `env` on a free port and waits until /healthz answers. */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
    const port = await freePort();
    const child = spawn(process.execPath, ['dist/server/main.js'], {
        env: {
            ...process.env,
            PORT: String(port),
            HOST: '127.0.0.1',
            NODE_ENV: 'production',
            LOG_LEVEL: 'warn',
            CONTENT_WATCH: 'false',
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
            if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
        } catch {
            // not listening yet
        }
        if (attempt > 600) throw new Error('The server did not start within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { port, child, exited, output: () => output, errors: () => errors };
}
