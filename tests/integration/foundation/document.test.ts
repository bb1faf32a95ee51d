import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../../helpers/html';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** The whole page is one React document (views/layouts/Document.tsx), on the demo newsroom. */
let testApp: TestApp;
let storyPath: string;
beforeAll(async () => {
    testApp = await createTestApp();
    const snapshot = await testApp.content.get();
    const story = snapshot.stories.listed(snapshot.languages.default.code).find((candidate) => candidate.header_image);
    if (!story) throw new Error('The demo newsroom has no story with a header image');
    storyPath = `/${story.slug}`;
});

describe('the document', () => {
    it('starts with the doctype and has one html, head and body', async () => {
        const response = await request(testApp.app).get(storyPath);
        expect(response.status).toBe(200);
        expect(response.text.startsWith('<!doctype html><html lang="en" dir="ltr"><head><meta charSet="utf-8"/>')).toBe(
            true,
        );
        const html = parseHtml(response.text);
        expect(html.querySelectorAll('html')).toHaveLength(1);
        expect(html.querySelectorAll('head')).toHaveLength(1);
        expect(html.querySelectorAll('body')).toHaveLength(1);
        expect(html.querySelectorAll('title')).toHaveLength(1);
    });

    it('keeps every link and meta tag in <head>, image preloads included', async () => {
        const html = parseHtml((await request(testApp.app).get(storyPath)).text);
        const body = html.querySelector('body')!;
        expect(body.querySelectorAll('link')).toEqual([]);
        expect(body.querySelectorAll('meta')).toEqual([]);
        const head = html.querySelector('head')!;
        expect(head.querySelectorAll('link[rel="preload"][as="image"]').length).toBeGreaterThan(0);
        expect(head.querySelectorAll('link[rel="modulepreload"]').length).toBeGreaterThan(0);
    });

    it('loads the islands after the page content, from what the page rendered', async () => {
        const html = parseHtml((await request(testApp.app).get(storyPath)).text);
        const body = html.querySelector('body')!;
        const children = body.childNodes.filter((node) => 'tagName' in node) as ReturnType<typeof parseHtml>[];
        const last = children.slice(-2);
        expect(last.map((node) => node.getAttribute('id') ?? node.getAttribute('type'))).toEqual([
            'island-manifest',
            'module',
        ]);
        const manifest: Record<string, string[]> = JSON.parse(last[0]!.text);
        // Islands and the browser modules (analytics, no markup) that the page rendered.
        const rendered = new Set(
            body
                .querySelectorAll('[data-island], script[data-module]')
                .map((node) => node.getAttribute('data-island') ?? node.getAttribute('data-module')),
        );
        expect(new Set(Object.keys(manifest))).toEqual(rendered);
    });
});
