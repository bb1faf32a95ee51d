import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp, type NewsroomApp } from '../../../server/app';
import { PageCache } from '../../../server/cache/page-cache';
import { writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { parseHtml } from '../../helpers/html';
import { createTestApp } from '../../helpers/test-app';

describe('rendered page cache', () => {
    it('renders once, then answers from the cache with the same bytes and ETag', async () => {
        const { app } = await createTestApp({ contentDir: writeFixtureNewsroom() });
        const first = await request(app).get('/first-story');
        expect(first.status).toBe(200);
        expect(first.headers['x-cache']).toBeUndefined();
        const second = await request(app).get('/first-story');
        expect(second.headers['x-cache']).toBe('HIT');
        expect(second.text).toBe(first.text);
        expect(second.headers.etag).toBe(first.headers.etag);
        expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
        expect(second.headers['content-language']).toBe('en');
    });

    it('replays every header of the rendered page on a hit, security policies included', async () => {
        const { app } = await createTestApp({ contentDir: writeFixtureNewsroom() });
        const rendered = await request(app).get('/first-story').set('Accept-Encoding', 'gzip');
        const hit = await request(app).get('/first-story').set('Accept-Encoding', 'gzip');
        expect(hit.headers['x-cache']).toBe('HIT');
        const perAnswer = new Set(['date', 'x-request-id', 'x-cache', 'connection', 'keep-alive']);
        const names = (headers: Record<string, unknown>) => Object.keys(headers).filter((name) => !perAnswer.has(name));
        expect(names(hit.headers).sort()).toEqual(names(rendered.headers).sort());
        for (const name of names(rendered.headers)) expect(hit.headers[name], name).toBe(rendered.headers[name]);
        expect(hit.headers['content-security-policy']).toContain("script-src 'self'");
        expect(hit.headers['content-encoding']).toBe('gzip');
    });

    it('gives each hit its own request id, keeping a sane incoming one', async () => {
        const { app } = await createTestApp({ contentDir: writeFixtureNewsroom() });
        await request(app).get('/first-story');
        const one = await request(app).get('/first-story');
        const two = await request(app).get('/first-story');
        expect(one.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
        expect(two.headers['x-request-id']).not.toBe(one.headers['x-request-id']);
        const kept = await request(app).get('/first-story').set('X-Request-Id', 'edge-42');
        expect(kept.headers['x-request-id']).toBe('edge-42');
        const replaced = await request(app).get('/first-story').set('X-Request-Id', 'bad id\twith spaces');
        // Replaced by an id of our own (a uuid may well contain the letters "bad").
        expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('answers HEAD from the cache with the headers and no body', async () => {
        const { app } = await createTestApp({ contentDir: writeFixtureNewsroom() });
        const page = await request(app).get('/first-story').set('Accept-Encoding', 'identity');
        const head = await request(app).head('/first-story').set('Accept-Encoding', 'identity');
        expect(head.status).toBe(200);
        expect(head.headers['x-cache']).toBe('HIT');
        expect(head.headers['content-length']).toBe(String(Buffer.byteLength(page.text)));
        expect(head.text ?? '').toBe('');
    });

    it('leaves requests other than GET and HEAD to the app', async () => {
        const { app } = await createTestApp({ contentDir: writeFixtureNewsroom() });
        await request(app).get('/first-story');
        const posted = await request(app).post('/first-story').send('x=1');
        expect(posted.headers['x-cache']).toBeUndefined();
        expect(posted.status).toBeGreaterThanOrEqual(400);
        expect(posted.status).toBeLessThan(500);
    });

    it('answers 304 to a matching If-None-Match, fresh or cached', async () => {
        const { app } = await createTestApp({ contentDir: writeFixtureNewsroom() });
        const first = await request(app).get('/');
        const revalidated = await request(app).get('/').set('If-None-Match', first.headers.etag!);
        expect(revalidated.status).toBe(304);
        expect(revalidated.text).toBe('');
        const other = await request(app).get('/').set('If-None-Match', '"something-else"');
        expect(other.status).toBe(200);
    });

    it('serves brotli and gzip when accepted, with Vary: Accept-Encoding', async () => {
        const { app } = await createTestApp({ contentDir: writeFixtureNewsroom() });
        const plain = await request(app).get('/').set('Accept-Encoding', 'identity');
        // Raw HTTP, because supertest would decompress the body for us.
        const brotli = await rawGet(app, '/', { 'Accept-Encoding': 'br' });
        expect(brotli.headers['content-encoding']).toBe('br');
        expect(brotli.headers.vary).toContain('Accept-Encoding');
        expect(brotliDecompressSync(brotli.body).toString()).toBe(plain.text);
        const gzip = await request(app).get('/').set('Accept-Encoding', 'gzip');
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(gzip.text).toBe(plain.text);
    });

    it('compresses a page sent once (page cache off) on the spot, each encoding decoding to the same page', async () => {
        const { app } = await createTestApp({ contentDir: writeFixtureNewsroom(), env: { PAGE_CACHE_ENTRIES: '0' } });
        const plain = await request(app).get('/').set('Accept-Encoding', 'identity');
        expect(plain.headers['content-encoding']).toBeUndefined();
        const brotli = await rawGet(app, '/', { 'Accept-Encoding': 'br' });
        expect(brotli.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(brotli.body).toString()).toBe(plain.text);
        expect(brotli.headers.etag).toBe(plain.headers.etag);
        const gzip = await rawGet(app, '/', { 'Accept-Encoding': 'gzip' });
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gzip.body).toString()).toBe(plain.text);
        expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
        expect(gzip.body.length).toBeLessThan(Buffer.byteLength(plain.text) / 2);
    });

    it('never serves a page from before a content change', async () => {
        const directory = writeFixtureNewsroom();
        const { app, content } = await createTestApp({ contentDir: directory });
        await request(app).get('/first-story');
        const storyFile = path.join(directory, 'stories/1.json');
        writeFileSync(storyFile, readFileSync(storyFile, 'utf8').replace('"Story 1"', '"Story 1, corrected"'));
        await content.reload();
        const after = await request(app).get('/first-story');
        expect(after.headers['x-cache']).toBeUndefined();
        expect(parseHtml(after.text).querySelector('h1')?.text).toBe('Story 1, corrected');
    });

    it('does not cache error pages', async () => {
        const { app } = await createTestApp({ contentDir: writeFixtureNewsroom() });
        await request(app).get('/missing');
        const again = await request(app).get('/missing');
        expect(again.status).toBe(404);
        expect(again.headers['x-cache']).toBeUndefined();
        expect(again.headers['cache-control']).toBe('no-store');
    });
});

function rawGet(
    app: NewsroomApp,
    path: string,
    headers: Record<string, string>,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
        const server = createServer(app).listen(0, '127.0.0.1', () => {
            const { port } = server.address() as AddressInfo;
            get({ host: '127.0.0.1', port, path, headers }, (response) => {
                const chunks: Buffer[] = [];
                response.on('data', (chunk: Buffer) => chunks.push(chunk));
                response.on('end', () => {
                    server.close();
                    resolve({ headers: response.headers, body: Buffer.concat(chunks) });
                });
            }).on('error', reject);
        });
    });
}

describe('search result pages', () => {
    it('are cached apart from the pages, so open-ended queries cannot push pages out', async () => {
        const { deps } = await createTestApp({ contentDir: writeFixtureNewsroom() });
        const pageCache = new PageCache(100);
        const searchCache = new PageCache(100);
        const app = createApp({ ...deps, pageCache, searchCache });
        await request(app).get('/search?query=story');
        const again = await request(app).get('/search?query=story');
        expect(again.headers['x-cache']).toBe('HIT');
        expect(searchCache.size).toBe(1);
        expect(pageCache.size).toBe(0);
        await request(app).get('/');
        expect(pageCache.size).toBe(1);
    });
});
