import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One page for nginx to serve: its bytes, and the gzip copy it sends when gzip is accepted. */
export interface StaticPage {
    name: string;
    body: Buffer;
    gzip: Buffer;
}

export interface Nginx {
    /** `http://127.0.0.1:port`. */
    origin: string;
    /** The address of the page of that name. */
    url(name: string): string;
    pid: number;
    stop(): void;
}

/**
 * Serves pages with Debian's nginx (gzip_static: the pre-compressed copy), as the ceiling for
 * what any server could do with the same bytes on this machine. `workers` nginx processes (2
 * unless told; 1 to set one process beside one of ours).
 */
export async function startStaticPages(pages: StaticPage[], port: number, workers = 2): Promise<Nginx> {
    const root = path.resolve(`.cache/bench-nginx-${port}`);
    mkdirSync(path.join(root, 'html'), { recursive: true });
    for (const page of pages) {
        writeFileSync(path.join(root, 'html', `${page.name}.html`), page.body);
        writeFileSync(path.join(root, 'html', `${page.name}.html.gz`), page.gzip);
    }
    const config = `worker_processes ${workers};
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
daemon off;
events { worker_connections 4096; }
http {
  access_log off;
  types { text/html html; }
  server {
    listen 127.0.0.1:${port};
    root ${root}/html;
    gzip_static on;
    location / { try_files $uri =404; }
  }
}
`;
    writeFileSync(path.join(root, 'nginx.conf'), config);
    execFileSync('nginx', ['-t', '-c', path.join(root, 'nginx.conf')], { stdio: 'ignore' });
    const child = spawn('nginx', ['-c', path.join(root, 'nginx.conf')], { stdio: 'ignore' });
    const origin = `http://127.0.0.1:${port}`;
    const url = (name: string) => `${origin}/${name}.html`;
    for (let attempt = 0; attempt < 200; attempt++) {
        try {
            if ((await fetch(url(pages[0]!.name))).ok) break;
        } catch {
            await new Promise((resolve) => setTimeout(resolve, 20));
        }
    }
    if (child.pid === undefined) throw new Error('nginx did not start');
    return { origin, url, pid: child.pid, stop: () => child.kill('SIGQUIT') };
}

/** One story's bytes from nginx, its gzip copy at level 9. */
export async function startNginx(body: Buffer, port: number): Promise<{ url: string; stop(): void }> {
    const nginx = await startStaticPages([{ name: 'story', body, gzip: gzipSync(body, { level: 9 }) }], port);
    return { url: nginx.url('story'), stop: nginx.stop };
}
