/**
 * The built server with WEB_CONCURRENCY=2, as a PaaS runs it: each worker writes the analytics
 * log of its own place (`events.worker-1.ndjson`, `events.worker-2.ndjson`: two processes
 * rotating one file would rename it under each other's writes), and on SIGTERM every event the
 * collector answered 204 is in a file before the process exits (docs/deploying.md, "The
 * analytics log").
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type BuiltServer, startBuiltServer, stopBuiltServer } from '../../helpers/built-server';
import { callOnNewConnection } from '../../helpers/new-connection-call';
import { DEMO_CONTENT_DIR } from '../../helpers/test-app';

const newsroom = (JSON.parse(readFileSync(path.join(DEMO_CONTENT_DIR, 'newsroom.json'), 'utf8')) as { uuid: string })
    .uuid;
let server: BuiltServer | undefined;
afterAll(async () => {
    if (server) await stopBuiltServer(server);
});

describe('the analytics log of a cluster', () => {
    it('is one file per worker, and holds every event answered 204 once the server has stopped', async () => {
        const directory = mkdtempSync(path.join(tmpdir(), 'analytics-workers-'));
        server = await startBuiltServer({
            WEB_CONCURRENCY: '2',
            ANALYTICS_LOG_FILE: path.join(directory, 'events.ndjson'),
        });
        const sent: string[] = [];
        // Each on a connection of its own: the primary hands them to the workers in turn.
        const answers = await Promise.all(
            Array.from({ length: 40 }, (_, index) => {
                const name = `Event ${index}`;
                sent.push(name);
                return callOnNewConnection(server!.port, '/analytics/track/t', {
                    method: 'POST',
                    headers: { 'Content-Type': 'text/plain' },
                    body: JSON.stringify({ type: 'track', writeKey: newsroom, event: name, prezly: { newsroom } }),
                });
            }),
        );
        expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(204));

        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        expect(readdirSync(directory).sort()).toEqual(['events.worker-1.ndjson', 'events.worker-2.ndjson']);
        expect(existsSync(path.join(directory, 'events.ndjson'))).toBe(false);
        const stored = ['events.worker-1.ndjson', 'events.worker-2.ndjson'].flatMap((file) =>
            readFileSync(path.join(directory, file), 'utf8')
                .trim()
                .split('\n')
                .map((line) => (JSON.parse(line) as { event: string }).event),
        );
        expect(stored.sort()).toEqual(sent.sort());
    });
});
