/**
 * Headings never skip a level (the W3C rule the Nu checker applies: after an h1 comes an h2, after
 * an h2 an h3, never a gap), on every listed story of the demo newsroom (title, body headings,
 * related stories), category pages with their story cards, and the later pages of the home lists.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../../helpers/html';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let demo: TestApp;
beforeAll(async () => {
    demo = await createTestApp();
});

/** Each jump of more than one level down, as `path: hN → hM "text"`. */
async function skips(path: string): Promise<string[]> {
    const response = await request(demo.app).get(path);
    expect(response.status, path).toBe(200);
    const found: string[] = [];
    let previous = 0;
    for (const heading of parseHtml(response.text).querySelectorAll('h1, h2, h3, h4, h5, h6')) {
        const level = Number(heading.tagName[1]);
        if (level > previous + 1) found.push(`${path}: h${previous} → h${level} "${heading.text.trim().slice(0, 50)}"`);
        previous = level;
    }
    return found;
}

describe('heading levels never skip', () => {
    it('on every listed story page, body headings included', async () => {
        const snapshot = await demo.content.get();
        const found: string[] = [];
        for (const story of snapshot.stories.allListed()) {
            const prefix = snapshot.languages.urlPrefix(story.culture.code);
            found.push(...(await skips(`${prefix ? `/${prefix}` : ''}/${encodeURIComponent(story.slug)}`)));
        }
        expect(found).toEqual([]);
    });

    it('on category pages with their story cards, and on later pages of the home lists', async () => {
        const snapshot = await demo.content.get();
        const found: string[] = [];
        for (const language of snapshot.languages.visible()) {
            const prefix = snapshot.languages.urlPrefix(language.code)
                ? `/${snapshot.languages.urlPrefix(language.code)}`
                : '';
            for (const category of snapshot.categories.withStories(language.code)) {
                found.push(...(await skips(`${prefix}/category/${encodeURIComponent(category.slug)}`)));
            }
            found.push(...(await skips(`${prefix}/`)));
        }
        found.push(...(await skips('/?page=2')), ...(await skips('/?list=all&page=2')));
        expect(found).toEqual([]);
    });
});
