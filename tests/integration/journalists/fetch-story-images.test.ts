import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchStoryImages } from '../../../server/story-pdf/fetch-story-images';
import { memoryLogger } from '../../helpers/memory-logger';

let server: Server;
let base: string;
const webp = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#2a9d8f' } })
    .webp()
    .toBuffer();

beforeAll(async () => {
    server = createServer((request, response) => {
        if (request.url === '/picture.webp') response.writeHead(200, { 'Content-Type': 'image/webp' }).end(webp);
        else if (request.url === '/garbage.jpg') response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end('nope');
        else if (request.url === '/silent.jpg')
            return; // never answers: the fetch times out
        else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
});

describe('fetchStoryImages', () => {
    it('gets pictures as JPEG no wider than 1600 px, and leaves out and logs what it cannot get', async () => {
        const { logger, lines } = memoryLogger();
        const images = await fetchStoryImages(
            [
                { uuid: 'good', url: `${base}/picture.webp` },
                { uuid: 'missing', url: `${base}/missing.jpg` },
                { uuid: 'garbage', url: `${base}/garbage.jpg` },
                { uuid: 'silent', url: `${base}/silent.jpg` },
            ],
            { timeoutMs: 300, logger },
        );
        expect([...images.keys()]).toEqual(['good']);
        const metadata = await sharp(images.get('good')).metadata();
        expect(metadata.format).toBe('jpeg');
        expect(metadata.width).toBe(1600);
        const warnings = lines.filter((line) => line.level === 'warn').map((line) => line.url);
        expect(warnings.sort()).toEqual([`${base}/garbage.jpg`, `${base}/missing.jpg`, `${base}/silent.jpg`]);
    });
});
