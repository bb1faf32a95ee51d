import { startVarnish } from '../../tests/helpers/engines';
import { startNginx } from './nginx';
import { startServer } from './server-process';
import { runWrk, type WrkResult } from './wrk';

export interface ThroughputRow extends WrkResult {
    target: string;
}

/** The path a page ends up at (a story lives under its language's prefix; wrk does not follow redirects). */
export async function finalPath(base: string, pagePath: string): Promise<string> {
    const response = await fetch(base + pagePath);
    await response.arrayBuffer();
    return new URL(response.url).pathname;
}

/** Until each worker has rendered and cached the page (connections go to workers in turn). */
async function warm(url: string): Promise<void> {
    for (let round = 0; round < 8; round++)
        await (await fetch(url, { headers: { connection: 'close' } })).arrayBuffer();
}

/** A cached story page with WEB_CONCURRENCY=1 and 2, at 100 connections, one after the other. */
export async function workersThroughput(
    env: Record<string, string>,
    storyPath: string,
    seconds: number,
): Promise<ThroughputRow[]> {
    const rows: ThroughputRow[] = [];
    for (const workers of ['1', '2']) {
        const server = await startServer({ ...env, WEB_CONCURRENCY: workers }, 4311);
        const url = server.url + (await finalPath(server.url, storyPath));
        await warm(url);
        const result = runWrk(url, { connections: 100, seconds });
        rows.push({ target: `story, WEB_CONCURRENCY=${workers}`, ...result });
        await server.stop();
    }
    return rows;
}

/**
 * The same story page through Varnish (deploy/varnish.vcl) in front of one site process, and
 * from nginx serving its bytes as a static file (gzip_static): the two ceilings a CDN-fronted
 * deployment sits between.
 */
export async function varnishAgainstNginx(
    env: Record<string, string>,
    pagePath: string,
    seconds: number,
): Promise<ThroughputRow[]> {
    const server = await startServer(env, 4312);
    const varnish = await startVarnish([4312]);
    const rows: ThroughputRow[] = [];
    try {
        const storyPath = await finalPath(server.url, pagePath);
        await warm(varnish.url + storyPath);
        rows.push({
            target: 'story through Varnish',
            ...runWrk(varnish.url + storyPath, { connections: 100, seconds }),
        });
        const body = Buffer.from(
            await (await fetch(server.url + storyPath, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
        );
        const nginx = await startNginx(body, 4313);
        try {
            rows.push({ target: 'same bytes from nginx', ...runWrk(nginx.url, { connections: 100, seconds }) });
        } finally {
            nginx.stop();
        }
    } finally {
        await varnish.stop();
        await server.stop();
    }
    return rows;
}
