/**
 * What each real page loads (docs/islands.md, docs/javascript-budget.md), on the demo newsroom: the
 * island runtime is the only executable script of a page with islands, React is never referenced up
 * front (it comes with the first island that wakes), each island's entry lists the shared React
 * chunk, and a page with no island, the server-error page, ships no script at all.
 */

import type { HTMLElement } from 'node-html-parser';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentSource } from '../../../server/content/content-source';
import { parseHtml } from '../../helpers/html';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;

beforeAll(async () => {
    testApp = await createTestApp();
});

function executableScripts(html: HTMLElement) {
    return html
        .querySelectorAll('script')
        .filter((script) => !['application/json', 'application/ld+json'].includes(script.getAttribute('type') ?? ''));
}

async function get(path: string) {
    const response = await request(testApp.app).get(path);
    return { status: response.status, html: parseHtml(response.text) };
}

async function firstStoryWithImages(): Promise<string> {
    const { html } = await get('/');
    for (const link of html.querySelectorAll('.story-card__title a')) {
        const path = link.getAttribute('href')!;
        if ((await get(path)).html.querySelector('a[data-gallery-item]')) return path;
    }
    throw new Error('The demo newsroom has no story with images on its home page');
}

describe('pages with islands', () => {
    it.each([
        ['home', '/'],
        ['category', '/category/awards'],
        ['media', '/media'],
        ['search', '/search?query=mobility'],
        ['not found', '/no-such-page'],
        ['Arabic home', '/ar'],
    ])('%s: the runtime is the only script, and React is not referenced up front', async (_name, path) => {
        const { html } = await get(path);
        const { runtime, react, islands } = testApp.deps.assets;
        expect(executableScripts(html).map((script) => script.getAttribute('src'))).toEqual([runtime]);
        const preloaded = html.querySelectorAll('link[rel="modulepreload"]').map((link) => link.getAttribute('href'));
        expect(preloaded).not.toContain(react);
        const manifest: Record<string, string[]> = JSON.parse(html.querySelector('#island-manifest')!.text);
        for (const marker of html.querySelectorAll('[data-island]')) {
            const name = marker.getAttribute('data-island')!;
            expect(manifest[name]?.[0]).toBe(islands[name]);
            // The React chunk comes with the island, when it wakes.
            expect(manifest[name]).toContain(react);
        }
        expect(manifest.analytics?.[0]).toBe(islands.analytics);
        expect(manifest.analytics).not.toContain(react);
    });

    it('a story with images has the lightbox island, woken by its images', async () => {
        const { html } = await get(await firstStoryWithImages());
        const marker = html.querySelector('[data-island="lightbox"]');
        expect(marker?.getAttribute('data-hydrate')).toBe('interaction');
        expect(html.querySelector(marker!.getAttribute('data-triggers')!.split(',')[0]!)).not.toBeNull();
    });
});

describe('a page with no island', () => {
    it('the server-error page renders its islands as plain HTML and ships no script', async () => {
        const snapshot = await testApp.content.get();
        const broken = Object.create(snapshot);
        broken.stories = Object.create(snapshot.stories);
        broken.stories.bySlug = () => {
            throw new Error('the content store is down');
        };
        const failing: ContentSource = { ...testApp.content, get: async () => broken };
        const { app } = await createTestApp({ content: failing });
        const response = await request(app).get('/any-story');
        expect(response.status).toBe(500);
        const html = parseHtml(response.text);
        expect(html.querySelector('h1')?.text).toBe('Something went wrong...');
        expect(executableScripts(html)).toEqual([]);
        expect(html.querySelectorAll('[data-island], [data-module], #island-manifest')).toEqual([]);
        expect(html.querySelectorAll('link[rel="modulepreload"]')).toEqual([]);
        // The header search is still there, as the plain GET form it is without JavaScript.
        const form = html.querySelector('header form[action="/search"]');
        expect(form?.querySelector('input[name="query"]')?.getAttribute('role')).toBeUndefined();
    });
});
