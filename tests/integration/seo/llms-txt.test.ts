import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { ORIGIN } from './head-helpers';

let demo: TestApp;
beforeAll(async () => {
    demo = await createTestApp();
});

/** Markdown links `[text](url)` under each `## ` heading. */
function sections(text: string): Record<string, { text: string; url: string }[]> {
    const result: Record<string, { text: string; url: string }[]> = {};
    let current = '';
    for (const line of text.split('\n')) {
        if (line.startsWith('## ')) current = line.slice(3);
        for (const match of line.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)) {
            result[current] = [...(result[current] ?? []), { text: match[1]!, url: match[2]! }];
        }
    }
    return result;
}

describe('/llms.txt', () => {
    it('names the newsroom and links its languages, feeds, latest stories, media and contacts', async () => {
        const response = await request(demo.app).get('/llms.txt');
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(response.text.split('\n')[0]).toBe('# Northwind Mobility');
        const links = sections(response.text);
        expect(links.Languages!.map((link) => link.url)).toEqual(
            expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/feed`, `${ORIGIN}/fr`, `${ORIGIN}/fr/feed`]),
        );
        const snapshot = await demo.content.get();
        const latest = snapshot.stories.allListed().slice(0, 20);
        expect(links['Latest stories']!.map((link) => link.text)).toEqual(latest.map((story) => story.title));
        const more = links.More!.map((link) => link.url);
        expect(more).toEqual(expect.arrayContaining([`${ORIGIN}/media`, `${ORIGIN}/contacts`]));
        for (const { url } of [...links.Languages!, ...links['Latest stories']!, ...links.More!]) {
            expect((await request(demo.app).get(url.slice(ORIGIN.length) || '/')).status, url).toBe(200);
        }
    });
});
