/**
 * Real engines for the scale-out tests: Debian's redis-server and varnishd, each started on a
 * free port in a temporary directory, stopped by its own pid, its directory removed.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Engine {
    port: number;
    url: string;
    pid: number;
    stop(): Promise<void>;
}

export function freePort(): Promise<number> {
    return new Promise((resolve) => {
        const server = createServer().listen(0, '127.0.0.1', () => {
            const { port } = server.address() as { port: number };
            server.close(() => resolve(port));
        });
    });
}

function stopper(child: ChildProcess, directory: string, signal: NodeJS.Signals = 'SIGTERM') {
    return () =>
        new Promise<void>((resolve) => {
            const done = () => {
                rmSync(directory, { recursive: true, force: true });
                resolve();
            };
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', done);
            child.kill(signal);
        });
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string, child: ChildProcess, log: () => string) {
    for (let attempt = 0; attempt < 300; attempt++) {
        if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}: ${log()}`);
        if (await check()) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${what} did not start within 15 s: ${log()}`);
}

/** redis-server without persistence, on `port` (a free one when not given). */
export async function startRedis(port?: number): Promise<Engine> {
    const chosen = port ?? (await freePort());
    const directory = mkdtempSync(path.join(tmpdir(), 'newsroom-redis-'));
    const child = spawn(
        'redis-server',
        ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', directory],
        { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let log = '';
    child.stdout?.on('data', (chunk) => {
        log += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
        log += String(chunk);
    });
    await waitFor(
        () => log.includes('Ready to accept connections'),
        'redis-server',
        child,
        () => log,
    );
    return { port: chosen, url: `redis://127.0.0.1:${chosen}`, pid: child.pid!, stop: stopper(child, directory) };
}

/**
 * varnishd in the foreground with deploy/varnish.vcl, its backend section replaced by the given
 * site instances behind a round-robin director.
 */
export async function startVarnish(backends: number[], listenPort?: number): Promise<Engine> {
    const port = listenPort ?? (await freePort());
    const directory = mkdtempSync(path.join(tmpdir(), 'newsroom-varnish-'));
    const vcl = readFileSync('deploy/varnish.vcl', 'utf8');
    const section = /# --- backends:[^\n]*\n[\s\S]*?# --- end backends ---/;
    if (!section.test(vcl)) throw new Error('deploy/varnish.vcl: backend section markers not found');
    const declared = backends
        .map((backendPort, index) => `backend site${index} { .host = "127.0.0.1"; .port = "${backendPort}"; }`)
        .join('\n');
    const added = backends.map((_, index) => `site.add_backend(site${index});`).join(' ');
    const replacement = `import directors;\n${declared}\nsub vcl_init { new site = directors.round_robin(); ${added} }\nsub vcl_recv { set req.backend_hint = site.backend(); }`;
    const file = path.join(directory, 'test.vcl');
    writeFileSync(file, vcl.replace(section, replacement));
    execFileSync('varnishd', ['-C', '-j', 'none', '-f', file, '-n', path.join(directory, 'compile')], {
        stdio: 'ignore',
    });
    const child = spawn(
        'varnishd',
        [
            '-F',
            '-j',
            'none',
            '-f',
            file,
            '-a',
            `127.0.0.1:${port}`,
            '-n',
            path.join(directory, 'work'),
            '-s',
            'malloc,64m',
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let log = '';
    child.stdout?.on('data', (chunk) => {
        log += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
        log += String(chunk);
    });
    const url = `http://127.0.0.1:${port}`;
    await waitFor(
        async () => {
            try {
                await (await fetch(`${url}/healthz`)).arrayBuffer();
                return true;
            } catch {
                return false;
            }
        },
        'varnishd',
        child,
        () => log,
    );
    return { port, url, pid: child.pid!, stop: stopper(child, directory) };
}
