/**
 * Surrogate keys and selective invalidation: every cached response names what it shows, and a
 * content change evicts only the pages that show what changed (the others stay cache hits).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CULTURES, fixtureCategory, fixtureStory, writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { parseHtml } from '../../helpers/html';
import { createTestApp } from '../../helpers/test-app';

const uuidOf = (id: number) => `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`;

/** Eight English stories (1 the oldest), one French, one Arabic, a French draft, a category. */
function newsroom() {
    const english = Array.from({ length: 8 }, (_, index) =>
        fixtureStory({
            id: index + 1,
            slug: `story-${index + 1}`,
            published_at: `2025-01-${String(index + 10).padStart(2, '0')}T09:00:00Z`,
            categories: index === 0 ? [{ id: 7 }] : [],
            tags: index === 1 ? ['Hydrogen'] : [],
        }),
    );
    return writeFixtureNewsroom({
        categories: [fixtureCategory(7, 'Energy')],
        stories: [
            ...english,
            fixtureStory({ id: 20, slug: 'histoire', culture: CULTURES.fr }),
            fixtureStory({ id: 21, slug: 'qissa', culture: CULTURES.ar }),
            fixtureStory({ id: 22, slug: 'brouillon', culture: CULTURES.fr, status: 'draft', title: 'Brouillon' }),
        ],
    });
}

function editStory(directory: string, id: number, change: (story: Record<string, unknown>) => void) {
    const file = path.join(directory, `stories/${id}.json`);
    const story = JSON.parse(readFileSync(file, 'utf8'));
    change(story);
    writeFileSync(file, JSON.stringify(story));
}

async function cachedAfterChange(app: Parameters<typeof request>[0], paths: string[], change: () => Promise<void>) {
    for (const url of paths) await request(app).get(url).expect(200);
    for (const url of paths) expect((await request(app).get(url)).headers['x-cache'], url).toBe('HIT');
    await change();
    const hits: Record<string, boolean> = {};
    for (const url of paths) hits[url] = (await request(app).get(url)).headers['x-cache'] === 'HIT';
    return hits;
}

describe('surrogate keys', () => {
    it('name the story, its categories, the language and the site on a story page', async () => {
        const { app } = await createTestApp({ contentDir: newsroom() });
        const page = await request(app).get('/story-1').expect(200);
        const keys = String(page.headers['surrogate-key']).split(' ');
        expect(keys).toEqual(expect.arrayContaining(['site', 'lang:en', `story:${uuidOf(1)}`, 'category:7']));
        expect(keys).toContain('latest:en');
        expect(keys).not.toContain('content');
        expect(page.headers.xkey).toBe(page.headers['surrogate-key']);
        // Cloudflare's header only when Cloudflare is the CDN purged.
        expect(page.headers['cache-tag']).toBeUndefined();
        const hit = await request(app).get('/story-1');
        expect(hit.headers['x-cache']).toBe('HIT');
        expect(hit.headers['surrogate-key']).toBe(page.headers['surrogate-key']);
    });

    it("are named in Cloudflare's Cache-Tag too when Cloudflare is the CDN purged", async () => {
        const { app } = await createTestApp({
            contentDir: newsroom(),
            env: { CDN_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'zone', CLOUDFLARE_API_TOKEN: 'token' },
        });
        const page = await request(app).get('/story-1').expect(200);
        const keys = String(page.headers['surrogate-key']).split(' ');
        expect(keys).toContain(`story:${uuidOf(1)}`);
        expect(String(page.headers['cache-tag']).split(',')).toEqual(keys);
        const hit = await request(app).get('/story-1');
        expect(hit.headers['x-cache']).toBe('HIT');
        expect(hit.headers['cache-tag']).toBe(page.headers['cache-tag']);
    });

    it('name the list and each card on list pages and feeds', async () => {
        const { app } = await createTestApp({ contentDir: newsroom() });
        const home = String((await request(app).get('/').expect(200)).headers['surrogate-key']).split(' ');
        expect(home).toEqual(expect.arrayContaining(['site', 'lang:en', 'list:en', `story:${uuidOf(8)}`]));
        const category = String((await request(app).get('/category/energy')).headers['surrogate-key']).split(' ');
        expect(category).toEqual(expect.arrayContaining(['category:7', 'list:en:category:7', `story:${uuidOf(1)}`]));
        const feed = String((await request(app).get('/fr/feed')).headers['surrogate-key']).split(' ');
        expect(feed).toEqual(expect.arrayContaining(['list:fr', `story:${uuidOf(20)}`]));
        const sitemap = String((await request(app).get('/sitemap.xml')).headers['surrogate-key']).split(' ');
        expect(sitemap).toEqual(['site', 'index']);
    });
});

describe('selective invalidation', () => {
    it('an edited story re-renders its page and the lists showing it; unrelated pages stay cached', async () => {
        const directory = newsroom();
        const { app, content } = await createTestApp({ contentDir: directory });
        const hits = await cachedAfterChange(
            app,
            ['/story-1', '/story-2', '/story-8', '/', '/category/energy', '/fr/histoire', '/fr', '/contacts'],
            async () => {
                editStory(directory, 1, (story) => {
                    story.title = 'Story 1, corrected';
                });
                await content.reload();
            },
        );
        expect(hits).toEqual({
            '/story-1': false,
            '/story-2': true,
            '/story-8': true,
            '/': false,
            '/category/energy': false,
            '/fr/histoire': true,
            '/fr': true,
            '/contacts': true,
        });
        const page = parseHtml((await request(app).get('/story-1')).text);
        expect(page.querySelector('h1')?.text).toBe('Story 1, corrected');
    });

    it('a published story leaves story pages of other languages cached and joins its lists', async () => {
        const directory = newsroom();
        const { app, content } = await createTestApp({ contentDir: directory });
        const hits = await cachedAfterChange(
            app,
            ['/story-1', '/story-8', '/ar/qissa', '/fr', '/fr/feed'],
            async () => {
                editStory(directory, 22, (story) => {
                    story.status = 'published';
                });
                await content.reload();
            },
        );
        expect(hits).toEqual({
            '/story-1': true,
            '/story-8': true,
            '/ar/qissa': true,
            '/fr': false,
            '/fr/feed': false,
        });
        const french = parseHtml((await request(app).get('/fr')).text);
        expect(french.querySelectorAll('a').some((link) => link.text.includes('Brouillon'))).toBe(true);
        await request(app).get('/fr/brouillon').expect(200);
    });

    it('a story that gains a tag re-renders the page and feed of that tag, not of another', async () => {
        const directory = newsroom();
        editStory(directory, 3, (story) => {
            story.tags = ['Wind'];
        });
        const { app, content } = await createTestApp({ contentDir: directory });
        const tagPage = await request(app).get('/tag/hydrogen').expect(200);
        expect(String(tagPage.headers['surrogate-key']).split(' ')).toEqual(
            expect.arrayContaining(['tag:hydrogen', `story:${uuidOf(2)}`]),
        );
        const hits = await cachedAfterChange(
            app,
            ['/tag/hydrogen', '/tag/hydrogen/feed', '/tag/wind', '/story-8'],
            async () => {
                editStory(directory, 4, (story) => {
                    story.tags = ['Hydrogen'];
                });
                await content.reload();
            },
        );
        expect(hits).toEqual({
            '/tag/hydrogen': false,
            '/tag/hydrogen/feed': false,
            '/tag/wind': true,
            '/story-8': true,
        });
        const page = parseHtml((await request(app).get('/tag/hydrogen')).text);
        expect(page.querySelectorAll('a').filter((link) => link.getAttribute('href') === '/story-4')).not.toHaveLength(
            0,
        );
    });

    it('a newsroom change re-renders every page', async () => {
        const directory = newsroom();
        const { app, content } = await createTestApp({ contentDir: directory });
        const hits = await cachedAfterChange(app, ['/story-1', '/fr/histoire', '/robots.txt'], async () => {
            const file = path.join(directory, 'newsroom.json');
            const settings = JSON.parse(readFileSync(file, 'utf8'));
            writeFileSync(file, JSON.stringify({ ...settings, display_name: 'Renamed Newsroom' }));
            await content.reload();
        });
        expect(hits).toEqual({ '/story-1': false, '/fr/histoire': false, '/robots.txt': false });
    });

    it('a reload with nothing changed keeps every page cached', async () => {
        const { app, content } = await createTestApp({ contentDir: newsroom() });
        const hits = await cachedAfterChange(app, ['/story-1', '/', '/sitemap.xml'], () => content.reload());
        expect(hits).toEqual({ '/story-1': true, '/': true, '/sitemap.xml': true });
    });
});
