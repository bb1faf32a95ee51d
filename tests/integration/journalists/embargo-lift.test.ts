import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'node-html-parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentSnapshot } from '../../../server/content/content-snapshot';
import { scheduleEmbargoLifts } from '../../../server/content/embargo-lifts';
import { createTestApp, DEMO_CONTENT_DIR, type TestApp } from '../../helpers/test-app';

/** The demo's embargoed story and its French translation, whose embargo this test moves to a moment from now. */
const EMBARGOED = { en: '24517-en.json', fr: '24520-fr.json' } as const;
const SLUG = 'northwind-unveils-atlas-cargo-e-bike';
const UUID = 'e0bdb26f-ce2d-4b7b-912d-1310a0fb3df7';
const FRENCH_SLUG = 'northwind-devoile-atlas-velo-cargo-electrique';
const STORY_URL = `http://newsroom.test/${SLUG}`;
/** How far ahead the embargo is put: enough to check every surface before it lifts. */
const LIFT_IN_MS = 8000;

/** Every surface that lists stories, with what it answers while the story is under embargo. */
const SURFACES = [
    '/',
    '/category/products',
    '/tag/cargo-bikes',
    '/feed',
    '/feed.json',
    '/category/products/feed',
    '/tag/cargo-bikes/feed',
    '/sitemap.xml',
    '/sitemap-news.xml',
    '/llms.txt',
    '/search?query=Atlas',
    '/api/search?query=Atlas&locale=en',
];

let directory: string;
let site: TestApp;
let liftsAt: number;
let stopLifts: () => void;

beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'newsroom-embargo-'));
    cpSync(DEMO_CONTENT_DIR, directory, { recursive: true });
    liftsAt = Date.now() + LIFT_IN_MS;
    for (const file of Object.values(EMBARGOED)) {
        const where = path.join(directory, 'stories', file);
        const story = JSON.parse(readFileSync(where, 'utf8'));
        story.published_at = new Date(liftsAt).toISOString();
        writeFileSync(where, JSON.stringify(story));
    }
    site = await createTestApp({ contentDir: directory });
    stopLifts = scheduleEmbargoLifts(site.content, { logger: site.logger });
});

afterAll(() => {
    stopLifts?.();
    rmSync(directory, { recursive: true, force: true });
});

const get = (target: string) => request(site.app).get(target);
const newsArticles = (html: string) =>
    parse(html)
        .querySelectorAll('script[type="application/ld+json"]')
        .filter((script) => script.text.includes('NewsArticle'));

describe('an embargo lifts on time (docs/product-rules.md §4.9)', () => {
    it('before the lift, no list, feed, sitemap, search, oEmbed or JSON-LD names the story, and its page says until when', async () => {
        expect(Date.now()).toBeLessThan(liftsAt);
        for (const surface of SURFACES) {
            const response = await get(surface);
            expect([200, 404], surface).toContain(response.status);
            expect(response.text, surface).not.toContain(UUID);
            expect(response.text, surface).not.toContain(SLUG);
        }
        const french = await get('/fr/feed');
        expect(french.text).not.toContain(FRENCH_SLUG);
        const oembed = await get(`/oembed?url=${encodeURIComponent(STORY_URL)}`);
        expect(oembed.status).toBe(404);

        const page = await get(`/${SLUG}`);
        expect(page.status).toBe(200);
        expect(newsArticles(page.text)).toEqual([]);
        const time = parse(page.text).querySelector('.notice--embargo time');
        expect(time?.getAttribute('datetime')).toBe(new Date(liftsAt).toISOString());
        expect(
            page.headers['x-robots-tag'] ??
                parse(page.text).querySelector('meta[name=robots]')?.getAttribute('content'),
        ).toMatch(/noindex/);
        expect(Date.now(), 'the checks ran before the lift').toBeLessThan(liftsAt);
    });

    it('at the lift, the site reads its content again by itself and the story enters every surface; its link keeps working', async () => {
        const lifted = await new Promise<ContentSnapshot>((resolve) => {
            const stop = site.content.subscribe((snapshot) => {
                if (snapshot.stories.byUuid(UUID)?.status !== 'published') return;
                stop();
                resolve(snapshot);
            });
        });
        expect(Date.now()).toBeGreaterThanOrEqual(liftsAt);
        expect(lifted.stories.byUuid(UUID)?.visibility).toBe('public');
        expect(lifted.nextEmbargoLift).toBeNull();

        for (const surface of SURFACES) {
            // The search index is rebuilt from the new snapshot in the background.
            await vi.waitFor(
                async () => {
                    const response = await get(surface);
                    expect(response.status, surface).toBe(200);
                    expect(response.text, surface).toContain(SLUG);
                },
                { timeout: 30_000, interval: 100 },
            );
        }
        expect((await get('/fr/feed')).text).toContain(FRENCH_SLUG);
        const oembed = await get(`/oembed?url=${encodeURIComponent(STORY_URL)}`);
        expect(oembed.status).toBe(200);
        const page = await get(`/${SLUG}`);
        expect(page.status).toBe(200);
        expect(newsArticles(page.text)).toHaveLength(1);
        expect(parse(page.text).querySelector('.notice--embargo')).toBeNull();
        expect((await get(`/s/${UUID}`)).headers.location).toBe(`/${SLUG}`);
    });
});
