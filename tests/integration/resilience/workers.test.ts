/**
 * WEB_CONCURRENCY=2 without Redis: a webhook reaches one worker, and the cluster primary passes
 * the change to the other, which reloads and evicts the same pages (its page cache would
 * otherwise keep the old story: file watching is off here, as in production).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startBuiltServer } from '../../helpers/built-server';
import { writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { parseHtml } from '../../helpers/html';

const SECRET = 'a-webhook-secret-of-some-length';
const directory = writeFixtureNewsroom();
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** One request on a new connection (the primary hands connections to workers in turn). */
function get(port: number, url: string, method = 'GET'): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
        const headers = method === 'POST' ? { 'X-Webhook-Secret': SECRET } : {};
        request({ host: '127.0.0.1', port, path: url, method, headers, agent: false }, (response) => {
            let body = '';
            response.on('data', (chunk) => {
                body += chunk;
            });
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        })
            .on('error', reject)
            .end();
    });
}

describe('content changes between workers', () => {
    it('a webhook to one worker re-renders the story on both', async () => {
        const server = await startBuiltServer({ WEB_CONCURRENCY: '2', CONTENT_DIR: directory, WEBHOOK_SECRET: SECRET });
        try {
            const workers = new Set<number>();
            for (let attempt = 0; workers.size < 2 && attempt < 200; attempt++) {
                workers.add(JSON.parse((await get(server.port, '/healthz')).body).process.pid);
            }
            expect(workers.size).toBe(2);
            const title = async () =>
                parseHtml((await get(server.port, '/first-story')).body).querySelector('h1')?.text;
            // Rendered, then cached, on both workers.
            for (let round = 0; round < 4; round++) expect(await title()).toBe('Story 1');

            const file = path.join(directory, 'stories/1.json');
            writeFileSync(file, readFileSync(file, 'utf8').replace('"Story 1"', '"Story 1, corrected"'));
            expect((await get(server.port, '/api/webhooks/prezly', 'POST')).status).toBe(200);

            const titles: (string | undefined)[] = [];
            for (let attempt = 0; attempt < 100; attempt++) {
                titles.splice(0, titles.length, await title(), await title());
                if (titles.every((seen) => seen === 'Story 1, corrected')) break;
                await new Promise((resolve) => setTimeout(resolve, 50));
            }
            expect(titles).toEqual(['Story 1, corrected', 'Story 1, corrected']);
        } finally {
            server.child.kill('SIGTERM');
            expect(await server.exited).toBe(0);
        }
    });
});
