import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsroomApp } from '../../../server/app';
import { writeIslandsNewsroom } from '../../helpers/islands-newsroom';
import { createTestApp } from '../../helpers/test-app';

/**
 * Pages compress their own bodies (server/cache/send-cacheable.ts); the compression middleware
 * stands in front of the answers that write their own (server/middleware/compress-answer.ts).
 * Whichever does it, every text answer of a kilobyte or more arrives compressed, exactly once.
 */
let app: NewsroomApp;
let server: ReturnType<typeof createServer>;
let port: number;
beforeAll(async () => {
    ({ app } = await createTestApp({ contentDir: writeIslandsNewsroom() }));
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface RawAnswer {
    status: number;
    headers: IncomingHttpHeaders;
    body: Buffer;
}

/** The bytes as sent: Node's client does not decompress. */
function raw(method: 'GET' | 'POST', path: string, body?: unknown): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
        const headers: Record<string, string> = { 'Accept-Encoding': 'gzip' };
        if (body !== undefined) headers['Content-Type'] = 'application/json';
        const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
                resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
            );
        });
        outgoing.on('error', reject);
        outgoing.end(body === undefined ? undefined : JSON.stringify(body));
    });
}

const fetchStories = {
    page: 2,
    pageSize: 12,
    withHighlightedStory: true,
    category: null,
    include: [],
    localeCode: 'en',
};

describe('compressed answers', () => {
    it.each([
        ['the home page', 'GET', '/', 'text/html'],
        ['a story page', 'GET', '/story-12', 'text/html'],
        ['the not-found page', 'GET', '/no-such-story', 'text/html'],
        ['the RSS feed', 'GET', '/feed', 'application/rss+xml'],
        ['the sitemap', 'GET', '/sitemap.xml', 'application/xml'],
        ['a stylesheet of static/', 'GET', '/static/css/base.css', 'text/css'],
        ['the search API', 'GET', '/api/search?query=island&locale=en', 'application/json'],
        ['the story-list API', 'POST', '/api/fetch-stories', 'application/json'],
    ] as const)('%s arrives gzip-compressed once', async (_name, method, path, type) => {
        const answer = await raw(method, path, method === 'POST' ? fetchStories : undefined);
        expect(answer.headers['content-type']).toContain(type);
        expect(answer.headers['content-encoding']).toBe('gzip');
        const text = gunzipSync(answer.body).toString('utf8');
        // Compressed once: the unpacked body is the document itself, not another gzip stream.
        expect(text.length).toBeGreaterThan(1024);
        expect(text.charCodeAt(0)).not.toBe(0x1f);
        if (type === 'application/json') expect(() => JSON.parse(text)).not.toThrow();
        else expect(text.trimStart()[0]).toMatch(/[<a-z@:*/]/i);
    });

    it('leaves a short answer as it is', async () => {
        const answer = await raw('GET', '/healthz');
        expect(answer.headers['content-encoding']).toBeUndefined();
        expect(() => JSON.parse(answer.body.toString('utf8'))).not.toThrow();
    });
});
