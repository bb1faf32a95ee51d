/**
 * A story's media kit: one zip of its images at full size, its attachments and a README, read
 * back with the test zip reader (every CRC checked) and Debian's unzip. Also from a remote
 * assets CDN, the way the Prezly source gets it: a real HTTP server (this app's own /cdn) stands
 * in for Prezly's CDN, and another one fails in the ways a real one does.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyMediaFiles } from '../../../domain/stories/story-media';
import { freePort } from '../../helpers/built-server';
import { fixtureStory, writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { getBinary } from '../../helpers/get-binary';
import { parseHtml } from '../../helpers/html';
import { createTestApp, DEMO_CONTENT_DIR, type TestApp } from '../../helpers/test-app';
import { unzipCheck } from '../../helpers/unzip';
import { readZip } from '../../helpers/zip-reader';

const SLUG = 'northwind-first-sustainability-report';

let demo: TestApp;
let cdnServer: Server;
beforeAll(async () => {
    demo = await createTestApp();
    cdnServer = createServer(demo.app);
    await new Promise<void>((resolve) => cdnServer.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => cdnServer.close(() => resolve())));

/** The kit of a demo story must hold exactly its files, byte for byte, and a README. */
async function checkKit(app: TestApp['app'], slug: string, url: string) {
    const snapshot = await demo.content.get();
    const story = snapshot.stories.bySlug(slug)!;
    const response = await getBinary(app, url);
    expect(response.status, url).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('-media.zip');
    const entries = readZip(response.body as Buffer);
    expect(entries[0]!.name).toBe('README.txt');
    const media = storyMediaFiles(story);
    expect(entries).toHaveLength(media.length + 1);
    for (const item of media) {
        const folder = item.kind === 'image' ? 'images/' : 'attachments/';
        const entry = entries.find((candidate) => candidate.name === `${folder}${item.file.filename}`);
        expect(entry, item.file.filename).toBeDefined();
        const original = readFileSync(path.join(DEMO_CONTENT_DIR, 'media', item.file.uuid, item.file.filename));
        expect(entry!.data.equals(original), item.file.filename).toBe(true);
    }
    return { response, readme: entries[0]!.data.toString('utf8'), story, media };
}

describe('story media kit', () => {
    it('is offered on the story page and holds the images at full size, attachments and a README', async () => {
        const page = parseHtml((await request(demo.app).get(`/${SLUG}`)).text);
        const link = page.querySelectorAll('a[download]').find((a) => a.text.trim() === 'Download all media');
        expect(link?.getAttribute('href')).toBe(`/${SLUG}/media-kit.zip`);
        const { response, readme, story, media } = await checkKit(demo.app, SLUG, link!.getAttribute('href')!);
        expect(media.map((item) => item.kind)).toEqual(expect.arrayContaining(['image', 'attachment']));
        expect(Number(response.headers['content-length'])).toBe((response.body as Buffer).length);
        expect(response.headers['x-robots-tag']).toBeUndefined();
        const lines = readme.split('\r\n');
        expect(lines[0]).toBe(story.title);
        expect(lines[1]).toMatch(/^Published: \w+ \d{1,2}, 2024$/);
        expect(lines[2]).toBe(`http://newsroom.test/${SLUG}`);
        expect(lines).toContain('Images');
        expect(lines).toContain('Attachments');
        for (const item of media) {
            expect(readme).toContain(item.file.filename);
            if (item.caption) expect(lines).toContain(`    Caption: ${item.caption}`);
        }
        expect(lines).toContain('    Credit: Northwind Mobility');
    });

    it('writes the README in the story language, under its language prefix', async () => {
        const slug = 'northwind-premier-rapport-developpement-durable';
        const { readme } = await checkKit(demo.app, slug, `/fr/${slug}/media-kit.zip`);
        expect(readme.split('\r\n')[1]).toMatch(/^Publié le : /);
        const wrongPrefix = await request(demo.app).get(`/${slug}/media-kit.zip`);
        expect(wrongPrefix.status).toBe(302);
        expect(wrongPrefix.headers.location).toBe(`/fr/${slug}/media-kit.zip`);
    });

    it('exists for a story reachable by link only, which stays out of search engines', async () => {
        const slug = 'northwind-share-10-millions-de-trajets-lyon';
        const { response } = await checkKit(demo.app, slug, `/fr/${slug}/media-kit.zip`);
        expect(response.headers['x-robots-tag']).toBe('noindex');
    });

    it('is fetched from the assets CDN when the content has no media folder (the Prezly source)', async () => {
        const { port } = cdnServer.address() as AddressInfo;
        const files = await createTestApp();
        const remote = await createTestApp({
            content: { ...files.content, mediaDirectory: null },
            env: { ASSETS_CDN_URL: `http://127.0.0.1:${port}/cdn` },
        });
        const { response } = await checkKit(remote.app, SLUG, `/${SLUG}/media-kit.zip`);
        // Every file is fetched before the answer starts, so its length is known here too.
        expect(Number(response.headers['content-length'])).toBe((response.body as Buffer).length);
        expect(response.headers['cache-control']).toBe('public, max-age=3600');
        expect(unzipCheck(response.body as Buffer).ok).toBe(true);
    });

    it('dates every entry with the story, whatever dates the files carry where they came from', async () => {
        // The Prezly source's files come from the assets CDN, which may name no modification date.
        const undated = createServer((req, res) => {
            const { port } = cdnServer.address() as AddressInfo;
            void fetch(`http://127.0.0.1:${port}${req.url}`).then(async (answer) => {
                res.writeHead(answer.status, {
                    'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream',
                });
                res.end(Buffer.from(await answer.arrayBuffer()));
            });
        });
        await new Promise<void>((resolve) => undated.listen(0, '127.0.0.1', resolve));
        try {
            const files = await createTestApp();
            const remote = await createTestApp({
                content: { ...files.content, mediaDirectory: null },
                env: { ASSETS_CDN_URL: `http://127.0.0.1:${(undated.address() as AddressInfo).port}/cdn` },
            });
            for (const app of [demo.app, remote.app]) {
                const { response, story } = await checkKit(app, SLUG, `/${SLUG}/media-kit.zip`);
                const updated = new Date(story.updated_at).getTime();
                for (const entry of readZip(response.body as Buffer)) {
                    // MS-DOS dates count in steps of two seconds.
                    expect(Math.abs(entry.modified.getTime() - updated), entry.name).toBeLessThan(2000);
                }
            }
        } finally {
            await new Promise<void>((resolve) => undated.close(() => resolve()));
        }
    });

    it('is not offered, and is a 404, for a story without images or attachments, or no story', async () => {
        const app = await createTestApp({
            contentDir: writeFixtureNewsroom({ stories: [fixtureStory({ id: 1, slug: 'plain-words' })] }),
        });
        const page = parseHtml((await request(app.app).get('/plain-words')).text);
        expect(page.querySelectorAll('a[download]')).toHaveLength(0);
        expect((await request(app.app).get('/plain-words/media-kit.zip')).status).toBe(404);
        expect((await request(demo.app).get('/no-such-story/media-kit.zip')).status).toBe(404);
        expect((await request(demo.app).get('/untitled-story-ghent-open-day-2027/media-kit.zip')).status).toBe(404);
    });
});

describe('when files cannot be fetched (the Prezly source, the assets CDN failing)', () => {
    const STORY = 'northwind-unveils-aurora-city-e-bike';
    const FAILING = {
        'aurora-riverside.jpg': 'answers 500',
        'aurora-night-ride.jpg': 'breaks off half-way',
        'aurora-city-evening.jpg': 'never answers',
    } as const;
    let failingCdn: Server;
    const held: ServerResponse[] = [];

    /** The demo's own /cdn, except for the files above. */
    async function answer(req: IncomingMessage, res: ServerResponse) {
        const { port } = cdnServer.address() as AddressInfo;
        const name = decodeURIComponent(req.url!.split('/').pop()!) as keyof typeof FAILING;
        if (FAILING[name] === 'answers 500') return res.writeHead(500).end('Internal Server Error');
        if (FAILING[name] === 'never answers') return void held.push(res);
        const original = Buffer.from(await (await fetch(`http://127.0.0.1:${port}${req.url}`)).arrayBuffer());
        res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': original.length });
        if (FAILING[name] !== 'breaks off half-way') return res.end(original);
        res.write(original.subarray(0, original.length >> 1), () => res.destroy());
    }

    beforeAll(async () => {
        failingCdn = createServer((req, res) => void answer(req, res));
        await new Promise<void>((resolve) => failingCdn.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
        for (const res of held) res.destroy();
        await new Promise<void>((resolve) => failingCdn.close(() => resolve()));
    });

    async function remoteApp(cdnUrl: string) {
        const files = await createTestApp();
        return createTestApp({
            content: { ...files.content, mediaDirectory: null },
            env: { ASSETS_CDN_URL: cdnUrl, PREZLY_TIMEOUT_MS: '1500' },
        });
    }

    it('leaves out what could not be fetched, says so in README.txt, and the archive opens', async () => {
        const { port } = failingCdn.address() as AddressInfo;
        const app = await remoteApp(`http://127.0.0.1:${port}/cdn`);
        const snapshot = await demo.content.get();
        const media = storyMediaFiles(snapshot.stories.bySlug(STORY)!);
        const response = await getBinary(app.app, `/${STORY}/media-kit.zip`);
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe('application/zip');
        const archive = response.body as Buffer;
        expect(Number(response.headers['content-length'])).toBe(archive.length);
        // Incomplete: never kept by a shared cache, so the next download can be whole.
        expect(response.headers['cache-control']).toBe('no-store');

        const unzip = unzipCheck(archive);
        expect(unzip.ok, unzip.output).toBe(true);
        const fetched = media.filter((item) => !(item.file.filename in FAILING));
        expect(fetched.length).toBeGreaterThan(1);
        expect(unzip.names.sort()).toEqual(
            [
                'README.txt',
                ...fetched.map((item) => `${item.kind === 'image' ? 'images' : 'attachments'}/${item.file.filename}`),
            ].sort(),
        );
        const entries = readZip(archive);
        for (const item of fetched) {
            const entry = entries.find((candidate) => candidate.name.endsWith(`/${item.file.filename}`))!;
            const original = readFileSync(path.join(DEMO_CONTENT_DIR, 'media', item.file.uuid, item.file.filename));
            expect(entry.data.equals(original), item.file.filename).toBe(true);
        }
        const readme = entries[0]!.data.toString('utf8').split('\r\n');
        const notIncluded = readme.indexOf('Not included');
        expect(notIncluded).toBeGreaterThan(0);
        const missingPart = readme.slice(notIncluded).join('\n');
        for (const name of Object.keys(FAILING)) {
            const item = media.find((candidate) => candidate.file.filename === name)!;
            expect(missingPart).toContain(`images/${name}`);
            expect(missingPart).toContain(`http://127.0.0.1:${port}/cdn/${item.file.uuid}/`);
        }
        // The files that are in the archive are listed above, not as missing.
        for (const item of fetched) expect(missingPart).not.toContain(item.file.filename);
    });

    it('answers the server-error page (503), not a broken archive, when nothing can be fetched', async () => {
        const app = await remoteApp(`http://127.0.0.1:${await freePort()}/cdn`);
        const response = await request(app.app).get(`/${STORY}/media-kit.zip`);
        expect(response.status).toBe(503);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['content-disposition']).toBeUndefined();
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['retry-after']).toBe('60');
        const html = parseHtml(response.text);
        expect(html.querySelector('.error-page__code')?.text).toBe('503');
        expect(html.querySelector('h1')?.text).toBe('Something went wrong...');
    });
});
