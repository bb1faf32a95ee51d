/**
 * The built server on a newsroom large enough to read its stories on worker threads: the
 * bundled worker is found beside the server bundle, and every story it read is served.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateLargeNewsroom } from '../../../scripts/generate-large-newsroom';
import { type BuiltServer, startBuiltServer } from '../../helpers/built-server';

const STORIES = 1_500;
const parent = mkdtempSync(path.join(tmpdir(), 'large-newsroom-'));
let server: BuiltServer;
let directory: string;

beforeAll(async () => {
    directory = generateLargeNewsroom(STORIES, path.join(parent, 'newsroom'));
    server = await startBuiltServer({ CONTENT_DIR: directory, LOG_LEVEL: 'info' });
});

afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(parent, { recursive: true, force: true });
});

describe(`the built server with ${STORIES.toLocaleString('en')} stories`, () => {
    // One thread per core, up to four; a single-core machine reads them on the main thread.
    const threads = Math.min(availableParallelism(), 4);

    it.runIf(threads > 1)('reads them on worker threads and says so in its log', () => {
        const messages = server
            .output()
            .trim()
            .split('\n')
            .map((line) => (JSON.parse(line) as { message: string }).message);
        expect(messages).toContainEqual(
            expect.stringMatching(
                new RegExp(`: ${STORIES} stories, \\d+ languages \\(stories read on ${threads} threads\\)$`),
            ),
        );
        expect(messages.filter((message) => message.startsWith('Reading stories on'))).toEqual([]);
    });

    it('lists every story it read, in every language', async () => {
        const languages = JSON.parse(readFileSync(path.join(directory, 'languages.json'), 'utf8')) as {
            code: string;
        }[];
        let total = 0;
        for (const { code } of languages) {
            const response = await fetch(`http://127.0.0.1:${server.port}/api/fetch-stories`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify({ page: 1, pageSize: 1, localeCode: code }),
            });
            expect(response.status).toBe(200);
            total += ((await response.json()) as { total: number }).total;
        }
        expect(total).toBe(STORIES);
    });

    it('serves a story with the body its worker packed', async () => {
        const feed = await (await fetch(`http://127.0.0.1:${server.port}/feed`)).text();
        const newest = new URL(/<item>.*?<link>(.*?)<\/link>/s.exec(feed)![1]!).pathname;
        const json = await fetch(`http://127.0.0.1:${server.port}${newest}.json`);
        expect(json.status).toBe(200);
        const story = (await json.json()) as { content: { type: string; children: unknown[] } };
        expect(story.content.type).toBe('document');
        expect(story.content.children.length).toBeGreaterThan(0);
    });
});
