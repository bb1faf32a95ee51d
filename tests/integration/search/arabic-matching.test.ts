/**
 * Arabic search on the demo newsroom, through the real app (supertest) with the embedded back
 * end: a word finds and highlights itself, never another word a letter away. "أورورا" (Aurora)
 * and "أوروبا" (Europe) both occur in the demo's Arabic stories.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { sectionsText, storySections } from '../../../server/search/story-text';
import { parseHtml } from '../../helpers/html';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const AURORA = 'أورورا';
const EUROPE = 'أوروبا';

let testApp: TestApp;
/** Links of the listed Arabic stories whose text has each word. */
let storiesWith: (word: string) => string[];

beforeAll(async () => {
    testApp = await createTestApp();
    const snapshot = await testApp.content.get();
    const stories = snapshot.stories.listed('ar');
    storiesWith = (word) =>
        stories
            .filter((story) =>
                [story.title, story.subtitle, story.summary, sectionsText(storySections(story.content))]
                    .join('\n')
                    .includes(word),
            )
            .map((story) => `/ar/${encodeURIComponent(story.slug)}`)
            .sort();
});

describe('Arabic search on the demo newsroom', () => {
    it('has stories of Europe that do not name Aurora', () => {
        expect(storiesWith(AURORA).length).toBeGreaterThan(0);
        expect(storiesWith(EUROPE).filter((link) => !storiesWith(AURORA).includes(link)).length).toBeGreaterThan(0);
    });

    it('the results page finds and highlights أورورا, not أوروبا', async () => {
        const response = await request(testApp.app).get(`/ar/search?query=${encodeURIComponent(AURORA)}`);
        expect(response.status).toBe(200);
        const html = parseHtml(response.text);
        const links = html.querySelectorAll('.search-hit__title a').map((link) => link.getAttribute('href'));
        expect(links.sort()).toEqual(storiesWith(AURORA));
        const marked = html.querySelectorAll('.search-hit mark').map((mark) => mark.text);
        expect(marked.length).toBeGreaterThan(0);
        for (const word of marked) expect(word).toContain(AURORA);
    });

    it('the quick results do the same', async () => {
        const response = await request(testApp.app)
            .get('/api/search')
            .query({ query: AURORA, locale: 'ar' })
            .set('Accept', 'application/json');
        expect(response.status).toBe(200);
        const hits = response.body.hits as { url: string; highlightedTitle: unknown; summarySnippet: unknown }[];
        expect(hits.length).toBe(Math.min(5, storiesWith(AURORA).length));
        for (const hit of hits) {
            const segments = [hit.highlightedTitle, hit.summarySnippet].flat() as { text: string; match: boolean }[];
            const marked = segments.filter((segment) => segment.match).map((segment) => segment.text);
            for (const word of marked) expect(word).toContain(AURORA);
        }
    });

    it('أوروبا finds the stories of Europe, and no story of Aurora alone', async () => {
        const response = await request(testApp.app).get(`/ar/search?query=${encodeURIComponent(EUROPE)}`);
        const links = parseHtml(response.text)
            .querySelectorAll('.search-hit__title a')
            .map((link) => link.getAttribute('href'));
        expect(links.sort()).toEqual(storiesWith(EUROPE));
    });
});
