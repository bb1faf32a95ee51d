/**
 * Under a BASE_PATH the site's robots.txt is at `/newsroom/robots.txt`, where crawlers never look
 * (they read the host's root only). The built server says at start-up what the operator adds to
 * the host's own robots.txt, and the lines it prints are the site's real sitemaps.
 */
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, freePort, startBuiltServer, stopBuiltServer } from '../../helpers/built-server';

let based: BuiltServer;
let rooted: BuiltServer;
beforeAll(async () => {
    const port = await freePort();
    [based, rooted] = await Promise.all([
        startBuiltServer({
            PORT: String(port),
            BASE_PATH: '/newsroom',
            PUBLIC_URL: `http://127.0.0.1:${port}`,
            LOG_LEVEL: 'info',
            LOG_FORMAT: 'json',
        }),
        startBuiltServer({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }),
    ]);
}, 60_000);
afterAll(async () => {
    await Promise.all([based && stopBuiltServer(based), rooted && stopBuiltServer(rooted)]);
});

const messages = (server: BuiltServer): string[] =>
    server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => String((JSON.parse(line) as { message: unknown }).message));

describe('robots.txt under a BASE_PATH', () => {
    it('is printed at start-up: the Sitemap lines to add to the host’s own robots.txt', async () => {
        const base = `http://127.0.0.1:${based.port}`;
        const notice = messages(based).find((message) => message.includes('robots.txt'));
        expect(notice).toBeDefined();
        expect(notice).toContain(`${base}/robots.txt`);
        const sitemapLines = notice!.split('\n').filter((line) => line.startsWith('Sitemap: '));
        expect(sitemapLines).toEqual([
            `Sitemap: ${base}/newsroom/sitemap.xml`,
            `Sitemap: ${base}/newsroom/sitemap-news.xml`,
        ]);
        // The same lines the site's own robots.txt carries, and each names a real sitemap.
        const robots = await (await fetch(`${base}/newsroom/robots.txt`)).text();
        for (const line of sitemapLines) {
            expect(robots.split('\n')).toContain(line);
            const sitemap = await fetch(line.slice('Sitemap: '.length));
            expect(sitemap.status).toBe(200);
            expect(new XMLParser().parse(await sitemap.text())).toHaveProperty('urlset');
        }
        // Where crawlers look, the site answers nothing: the operator's file is the one read.
        expect((await fetch(`${base}/robots.txt`)).status).toBe(404);
    });

    it('is not mentioned at the root, where the site’s robots.txt is the host’s', () => {
        expect(messages(rooted).some((message) => message.includes('Newsroom listening'))).toBe(true);
        expect(messages(rooted).some((message) => message.includes('robots.txt'))).toBe(false);
    });
});
