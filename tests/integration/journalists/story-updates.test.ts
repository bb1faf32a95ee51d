import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'node-html-parser';
import Parser from 'rss-parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_CONTENT_DIR, type TestApp } from '../../helpers/test-app';

/** A demo story, corrected here a week after publication; another saved 95 minutes after it; one embargoed. */
const UPDATED = {
    file: '24457-en.json',
    slug: 'northwind-full-year-2025-results',
    published: '2026-02-24T06:30:00+00:00',
    updated: '2026-03-03T15:20:00.000Z',
};
const SAVED_ON_THE_DAY = 'northwind-raises-180-million-series-c';
const EMBARGOED = 'northwind-unveils-atlas-cargo-e-bike';
const ORIGIN = 'http://newsroom.test';

let demo: TestApp;
let directory: string;
beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'newsroom-updates-'));
    cpSync(DEMO_CONTENT_DIR, directory, { recursive: true });
    const where = path.join(directory, 'stories', UPDATED.file);
    writeFileSync(where, JSON.stringify({ ...JSON.parse(readFileSync(where, 'utf8')), updated_at: UPDATED.updated }));
    demo = await createTestApp({ contentDir: directory });
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const get = (target: string) => request(demo.app).get(target);

describe('a story updated after publication (docs/product-rules.md §4.10)', () => {
    it('its page says "Updated on" with the date in a <time>, beside the publication date', async () => {
        const page = parse((await get(`/${UPDATED.slug}`)).text);
        const updated = page.querySelector('.story__meta .story__updated');
        expect(updated?.text).toBe('Updated on March 3, 2026');
        expect(updated?.querySelector('time')?.getAttribute('datetime')).toBe(UPDATED.updated);
        expect(page.querySelector('.story__meta > time')?.getAttribute('datetime')).toBe(UPDATED.published);
    });

    it('a story saved again on the day it went out shows no update', async () => {
        const page = parse((await get(`/${SAVED_ON_THE_DAY}`)).text);
        expect(page.querySelector('.story__meta time')).not.toBeNull();
        expect(page.querySelector('.story__updated')).toBeNull();
    });

    it('an embargoed story saved before its lift shows no update', async () => {
        const page = parse((await get(`/${EMBARGOED}`)).text);
        expect(page.querySelector('.story__updated')).toBeNull();
    });

    it('JSON-LD carries dateModified; the RSS item atom:updated and JSON Feed date_modified, with the same ids', async () => {
        const page = parse((await get(`/${UPDATED.slug}`)).text);
        const article = page
            .querySelectorAll('script[type="application/ld+json"]')
            .flatMap((script) => [JSON.parse(script.text)].flat())
            .flatMap((block) => block['@graph'] ?? [block])
            .find((block) => block['@type'] === 'NewsArticle');
        expect(article).toMatchObject({ datePublished: UPDATED.published, dateModified: UPDATED.updated });

        const parser = new Parser<object, { 'atom:updated'?: string }>({ customFields: { item: ['atom:updated'] } });
        const rss = await parser.parseString((await get('/feed')).text);
        const item = rss.items.find((entry) => entry.link === `${ORIGIN}/${UPDATED.slug}`);
        expect(item?.['atom:updated']).toBe(UPDATED.updated);
        expect(rss.items.filter((entry) => entry['atom:updated']).map((entry) => entry.link)).toEqual([
            `${ORIGIN}/${UPDATED.slug}`,
        ]);

        const json = JSON.parse((await get('/feed.json')).text);
        const entry = json.items.find((candidate: { url: string }) => candidate.url === `${ORIGIN}/${UPDATED.slug}`);
        expect(entry.date_modified).toBe(UPDATED.updated);
        expect(entry.id).toBe(item?.guid);
    });
});
