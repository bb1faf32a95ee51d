import { XMLParser } from 'fast-xml-parser';
import Parser from 'rss-parser';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { isListed } from '../../../domain/stories/story-rules';
import { CULTURES, fixtureStory, writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { ORIGIN } from './head-helpers';

let demo: TestApp;
beforeAll(async () => {
    demo = await createTestApp();
});

const xml = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (name) => name === 'item' || name === 'category',
});

interface FeedItemXml {
    title: string;
    link: string;
    guid: { '#text': string; '@isPermaLink': string };
    pubDate: string;
    category?: string[];
    enclosure: { '@url': string; '@length': string; '@type': string };
}

describe('/feed (RSS 2.0)', () => {
    it('is RSS an RSS reader parses, with every item complete', async () => {
        const response = await request(demo.app).get('/feed');
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
        expect(response.headers.etag).toBeTruthy();
        const feed = await new Parser().parseString(response.text);
        expect(feed.title).toBe('Northwind Mobility');
        expect(feed.link).toBe(`${ORIGIN}/`);
        expect(feed.items.length).toBeGreaterThan(10);
        for (const item of feed.items) {
            expect(item.title).toBeTruthy();
            expect(item.link).toMatch(/^http:\/\/newsroom\.test\/[^/]+$/);
            expect(item.guid).toMatch(/^[0-9a-f-]{36}$/);
            expect(Number.isNaN(Date.parse(item.pubDate!))).toBe(false);
            expect(item.contentSnippet ?? item.content).toBeTruthy();
        }
    });

    it('has an atom self link, RFC 822 dates, categories and thumbnail enclosures (fast-xml-parser)', async () => {
        const response = await request(demo.app).get('/fr/feed');
        const document = xml.parse(response.text);
        const channel = document.rss.channel;
        expect(document.rss['@version']).toBe('2.0');
        expect(channel['atom:link']).toMatchObject({ '@href': `${ORIGIN}/fr/feed`, '@rel': 'self' });
        expect(channel.language).toBe('fr');
        expect(response.headers['content-language']).toBe('fr');
        const snapshot = await demo.content.get();
        const french = snapshot.stories.listed('fr');
        expect(channel.item).toHaveLength(Math.min(50, french.length));
        channel.item.forEach((item: FeedItemXml, index: number) => {
            const story = french[index]!;
            expect(item.title).toBe(story.title);
            expect(item.link).toBe(`${ORIGIN}/fr/${encodeURIComponent(story.slug)}`);
            expect(item.guid).toEqual({ '#text': story.uuid, '@isPermaLink': 'false' });
            expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
            expect(new Date(item.pubDate).toISOString()).toBe(new Date(story.published_at!).toISOString());
            const picture = story.thumbnail_image ?? story.header_image;
            if (picture) {
                expect(item.enclosure['@length']).toBe(String(picture.size));
                expect(item.enclosure['@type']).toBe(picture.mime_type);
                expect(item.enclosure['@url']).toMatch(/^http:\/\/newsroom\.test\/cdn\//);
            }
            expect(item.category ?? []).toEqual(
                snapshot.categories.ofStory(story, 'fr').map((category) => category.name),
            );
        });
    });

    it('carries only listed stories of its own language', async () => {
        const snapshot = await demo.content.get();
        for (const language of snapshot.languages.all) {
            const response = await request(demo.app).get(
                `${snapshot.languages.urlPrefix(language.code) ? `/${snapshot.languages.urlPrefix(language.code)}` : ''}/feed`,
            );
            const feed = await new Parser().parseString(response.text);
            for (const item of feed.items) {
                const story = snapshot.stories.byUuid(item.guid!)!;
                expect(isListed(story)).toBe(true);
                expect(story.culture.code).toBe(language.code);
            }
        }
    });

    it('escapes XML in titles and summaries', async () => {
        const dir = writeFixtureNewsroom({
            stories: [
                fixtureStory({
                    id: 1,
                    slug: 'tricky',
                    title: 'Fish & <Chips> "quoted" \u0007bell',
                    summary: 'a < b && c > d',
                }),
                fixtureStory({ id: 2, slug: 'other', culture: CULTURES.fr }),
            ],
        });
        const app = await createTestApp({ contentDir: dir });
        const response = await request(app.app).get('/feed');
        const feed = await new Parser().parseString(response.text);
        expect(feed.items[0]?.title).toBe('Fish & <Chips> "quoted" bell');
        expect(feed.items[0]?.contentSnippet).toBe('a < b && c > d');
        expect(feed.items[0]?.creator).toBe('Ada Press');
        expect(response.text).not.toContain('ada@fixture.example');
    });
});
