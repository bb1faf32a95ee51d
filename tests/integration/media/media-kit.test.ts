/**
 * A story's media kit: one zip of its images at full size, its attachments and a README, read
 * back with the test zip reader (every CRC checked). Also from a remote assets CDN, the way the
 * Prezly source gets it: a real HTTP server (this app's own /cdn) stands in for Prezly's CDN.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyMediaFiles } from '../../../domain/stories/story-media';
import { fixtureStory, writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { parseHtml } from '../../helpers/html';
import { createTestApp, DEMO_CONTENT_DIR, type TestApp } from '../../helpers/test-app';
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

function getBinary(app: TestApp['app'], url: string) {
    return request(app)
        .get(url)
        .buffer(true)
        .parse((res, callback) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => callback(null, Buffer.concat(chunks)));
        });
}

/** The kit of a demo story must hold exactly its files, byte for byte, and a README. */
async function checkKit(app: TestApp['app'], slug: string, url: string) {
    const snapshot = await demo.content.get();
    const story = snapshot.storyBySlug(slug)!;
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
        expect(response.headers['content-length']).toBeUndefined();
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
