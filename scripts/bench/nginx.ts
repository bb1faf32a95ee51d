import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Serves one file with Debian's nginx (gzip_static: the pre-compressed copy), as the ceiling
 * for what any server could do with the same bytes on this machine.
 */
export async function startNginx(body: Buffer, port: number): Promise<{ url: string; stop(): void }> {
    const root = path.resolve('.cache/bench-nginx');
    mkdirSync(path.join(root, 'html'), { recursive: true });
    writeFileSync(path.join(root, 'html/story.html'), body);
    writeFileSync(path.join(root, 'html/story.html.gz'), gzipSync(body, { level: 9 }));
    const config = `worker_processes 2;
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
    const url = `http://127.0.0.1:${port}/story.html`;
    for (let attempt = 0; attempt < 200; attempt++) {
        try {
            if ((await fetch(url)).ok) break;
        } catch {
            await new Promise((resolve) => setTimeout(resolve, 20));
        }
    }
    return { url, stop: () => child.kill('SIGQUIT') };
}
