/**
 * A newsroom language without public stories is hidden (docs/seo.md, Hidden languages): its
 * pages stay reachable for readers who are there (its private stories link to its home page),
 * but nothing advertises it and nothing of it is indexed: no sitemap entry, no hreflang
 * alternate, no robots.txt line, no place in other languages' switchers or in llms.txt, and its
 * pages and feeds say noindex. Here Dutch holds only a private story.
 */
import { XMLParser } from 'fast-xml-parser';
import Parser from 'rss-parser';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureStory, writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { fetchHead } from './head-helpers';

const nl = {
    code: 'nl',
    locale: 'nl',
    name: 'Dutch',
    native_name: 'Nederlands',
    language_code: 'nl',
    direction: 'ltr',
};
const company = (name: string) => ({ name, about: '', about_plaintext: `${name} makes bikes.` });

let testApp: TestApp;
beforeAll(async () => {
    const en = {
        code: 'en',
        locale: 'en',
        name: 'English',
        native_name: 'English',
        language_code: 'en',
        direction: 'ltr',
    };
    testApp = await createTestApp({
        contentDir: writeFixtureNewsroom({
            languages: [
                { code: 'en', is_default: true, locale: en, company_information: company('Fixture Inc.') },
                { code: 'nl', is_default: false, locale: nl, company_information: company('Fixture BV') },
            ],
            categories: [
                {
                    id: 1,
                    display_name: 'News',
                    i18n: { en: { name: 'News', slug: 'news' }, nl: { name: 'Nieuws', slug: 'nieuws' } },
                },
            ],
            stories: [
                fixtureStory({ id: 1, slug: 'public-story', categories: [{ id: 1 }] }),
                fixtureStory({
                    id: 2,
                    slug: 'prive-verhaal',
                    culture: nl,
                    visibility: 'private',
                    categories: [{ id: 1 }],
                }),
            ],
        }),
    });
});

const hrefsOf = (values: Record<string, string>) => Object.values(values);
const switcherCodes = (head: Awaited<ReturnType<typeof fetchHead>>) =>
    head.html.querySelectorAll('.language-switcher__list a').map((link) => link.getAttribute('hreflang'));

describe('a language without public stories', () => {
    it('keeps its pages for the readers who are there, never indexed and without alternates', async () => {
        for (const path of ['/nl', '/nl/contacts', '/nl/category/nieuws', '/nl/prive-verhaal']) {
            const head = await fetchHead(testApp.app, path);
            expect({ path, status: head.status }).toEqual({ path, status: 200 });
            expect(head.robots, path).toBe('noindex, nofollow');
            expect(head.hreflang, path).toEqual({});
        }
        // Its private story still shows the reader which language they are in.
        expect(switcherCodes(await fetchHead(testApp.app, '/nl/prive-verhaal'))).toContain('nl');
    });

    it('is named nowhere on the other languages’ pages', async () => {
        for (const path of ['/', '/contacts', '/category/news', '/public-story']) {
            const head = await fetchHead(testApp.app, path);
            expect(head.robots, path).toBe('index, follow');
            expect(Object.keys(head.hreflang), path).not.toContain('nl');
            expect(
                hrefsOf(head.hreflang).some((href) => href.includes('/nl')),
                path,
            ).toBe(false);
            expect(switcherCodes(head), path).not.toContain('nl');
        }
    });

    it('is left out of the sitemap, robots.txt and llms.txt', async () => {
        const sitemap = await request(testApp.app).get('/sitemap.xml');
        const urls = JSON.stringify(new XMLParser({ ignoreAttributes: false }).parse(sitemap.text));
        expect(urls).toContain('http://newsroom.test/public-story');
        expect(urls).not.toContain('/nl');
        const robots = (await request(testApp.app).get('/robots.txt')).text;
        expect(robots.split('\n')).toContain('Disallow: /search');
        expect(robots).not.toContain('/nl');
        expect((await request(testApp.app).get('/llms.txt')).text).not.toContain('/nl');
    });

    it('has feeds like its pages: reachable, empty and not indexed', async () => {
        const rss = await request(testApp.app).get('/nl/feed');
        expect(rss.status).toBe(200);
        expect(rss.headers['x-robots-tag']).toBe('noindex');
        expect((await new Parser().parseString(rss.text)).items).toEqual([]);
        const json = await request(testApp.app).get('/nl/feed.json');
        expect(json.status).toBe(200);
        expect(json.headers['x-robots-tag']).toBe('noindex');
        expect(JSON.parse(json.text).items).toEqual([]);
        const category = await request(testApp.app).get('/nl/category/nieuws/feed');
        expect(category.headers['x-robots-tag']).toBe('noindex');
        // A visible language's feeds stay as they were.
        expect((await request(testApp.app).get('/feed')).headers['x-robots-tag']).toBeUndefined();
    });

    it('is how the demo newsroom’s Dutch (a draft only) answers', async () => {
        const demo = await createTestApp();
        const snapshot = await demo.content.get();
        expect(snapshot.languages.isHidden('nl')).toBe(true);
        const head = await fetchHead(demo.app, '/nl');
        expect(head.status).toBe(200);
        expect(head.robots).toBe('noindex, nofollow');
        expect(head.hreflang).toEqual({});
        expect((await request(demo.app).get('/robots.txt')).text).not.toContain('/nl/');
        expect((await request(demo.app).get('/sitemap.xml')).text).not.toContain('/nl');
        expect(Object.keys((await fetchHead(demo.app, '/')).hreflang)).not.toContain('nl');
    });
});
