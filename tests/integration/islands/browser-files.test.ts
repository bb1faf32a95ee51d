/**
 * What the browser files of the build hold (docs/javascript-budget.md, "Leaner island files"), as
 * the real app serves them for a story of the demo newsroom: only code the page may run, no
 * comments nobody runs, the bundled packages' licences in a file of their own, and the two
 * consent islands in one file.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../../helpers/html';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
let storyFiles: Record<string, string[]>;

beforeAll(async () => {
    testApp = await createTestApp();
    const home = parseHtml((await request(testApp.app).get('/')).text);
    const story = home.querySelector('.story-card__title a')!.getAttribute('href')!;
    const page = parseHtml((await request(testApp.app).get(story)).text);
    storyFiles = JSON.parse(page.querySelector('#island-manifest')!.textContent);
});

/** The bodies of every file the story page's islands and modules fetch when they wake. */
async function storyScripts(): Promise<Map<string, string>> {
    const urls = new Set([testApp.deps.assets.runtime, ...Object.values(storyFiles).flat()]);
    const bodies = new Map<string, string>();
    for (const url of urls) {
        const response = await request(testApp.app).get(url).set('Accept-Encoding', 'identity');
        expect(response.status, url).toBe(200);
        bodies.set(url, response.text);
    }
    return bodies;
}

describe('browser files of a story page', () => {
    it('carry neither licence comments nor source-map links', async () => {
        for (const [url, body] of await storyScripts()) {
            expect(body, url).not.toContain('sourceMappingURL');
            expect(body, url).not.toMatch(/@license|Copyright/);
        }
    });

    it('hold no code for outside scripts the newsroom does not use (Segment, Google, OneTrust)', async () => {
        const scripts = [...(await storyScripts()).values()].join('\n');
        expect(scripts).not.toContain('cdn.segment.com');
        expect(scripts).not.toContain('googletagmanager.com');
        expect(scripts).not.toContain('OptanonWrapper');
    });

    it('load the consent bar and the cookie toggle from one file', () => {
        expect(storyFiles['consent-bar']?.[0]).toBeDefined();
        expect(storyFiles['cookie-toggle']?.[0]).toBe(storyFiles['consent-bar']?.[0]);
    });
});

describe('licences of the bundled packages', () => {
    it('are served in full as /static/assets/LICENSES.txt', async () => {
        const response = await request(testApp.app).get('/static/assets/LICENSES.txt');
        expect(response.status).toBe(200);
        for (const name of ['react', 'react-dom', 'scheduler'])
            expect(response.text).toMatch(new RegExp(`^${name} \\d+\\.\\d+\\.\\d+$`, 'm'));
        expect(response.text).toContain('Permission is hereby granted, free of charge');
        expect(response.text).toContain('Copyright (c) Meta Platforms, Inc. and affiliates.');
    });
});
