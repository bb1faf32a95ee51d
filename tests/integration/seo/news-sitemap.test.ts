/**
 * `/sitemap-news.xml` checked against the rules of Google's news sitemap schema
 * (http://www.google.com/schemas/sitemap-news/0.9/sitemap-news.xsd): the namespaces, one
 * `news:news` per `url` holding, in this order, `news:publication` (`news:name`,
 * `news:language`), `news:publication_date` (W3C date-time) and `news:title`; articles of the last
 * two days only, at most 1,000. Parsed with fast-xml-parser, order kept.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { NEWS_SITEMAP_LIMIT, newsStories } from '../../../server/seo/news-sitemap-body';
import { CULTURES, fixtureStory, writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const stories = [
    fixtureStory({ id: 1, slug: 'an-hour-ago', published_at: ago(1), title: 'Fresh & <new>', tags: ['Zürich', 'CO₂'] }),
    fixtureStory({ id: 2, slug: 'yesterday-fr', published_at: ago(30), culture: CULTURES.fr }),
    fixtureStory({ id: 3, slug: 'three-days-ago', published_at: ago(72) }),
    fixtureStory({ id: 4, slug: 'private-news', published_at: ago(2), visibility: 'private' }),
    fixtureStory({ id: 5, slug: 'draft-news', published_at: ago(2), status: 'draft' }),
    fixtureStory({ id: 6, slug: 'future-dated', published_at: new Date(Date.now() + 5 * HOUR).toISOString() }),
    fixtureStory({ id: 7, slug: 'arabic-news', published_at: ago(40), culture: CULTURES.ar }),
];

let app: TestApp;
beforeAll(async () => {
    app = await createTestApp({ contentDir: writeFixtureNewsroom({ stories }) });
});

const ordered = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', preserveOrder: true });
type Node = Record<string, Node[]> & { ':@'?: Record<string, string>; '#text'?: string };
const children = (nodes: Node[]) => nodes.filter((node) => !(':@' in node && Object.keys(node).length === 1));
const nameOf = (node: Node) => Object.keys(node).find((key) => key !== ':@')!;
const textOf = (node: Node) => String((node[nameOf(node)]![0] as Node)['#text']);

/** Checks one `url` against the schema and returns what it says. */
function readUrl(url: Node) {
    const parts = children(url.url!);
    expect(parts.map(nameOf)).toEqual(['loc', 'news:news']);
    const news = children(parts[1]!['news:news']!);
    const names = news.map(nameOf);
    expect(names.slice(0, 3)).toEqual(['news:publication', 'news:publication_date', 'news:title']);
    expect(names.slice(3).every((name) => name === 'news:keywords')).toBe(true);
    const publication = children(news[0]!['news:publication']!);
    expect(publication.map(nameOf)).toEqual(['news:name', 'news:language']);
    const language = textOf(publication[1]!);
    expect(language).toMatch(/^([a-z]{2,3}|zh-cn|zh-tw)$/);
    const date = textOf(news[1]!);
    expect(date).toMatch(W3C_DATETIME);
    return {
        loc: textOf(parts[0]!),
        name: textOf(publication[0]!),
        language,
        date,
        title: textOf(news[2]!),
        keywords: news[3] ? textOf(news[3]) : undefined,
    };
}

async function newsSitemap(target: Parameters<typeof request>[0]) {
    const response = await request(target).get('/sitemap-news.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(response.text)).toBe(true);
    const document = ordered.parse(response.text) as Node[];
    const urlset = document.find((node) => 'urlset' in node)!;
    expect(urlset[':@']).toEqual({
        '@xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9',
        '@xmlns:news': 'http://www.google.com/schemas/sitemap-news/0.9',
    });
    return children(urlset.urlset!).map(readUrl);
}

describe('/sitemap-news.xml', () => {
    it('lists the public stories of the last two days, newest first, as the news schema wants', async () => {
        const urls = await newsSitemap(app.app);
        expect(urls.map((url) => url.loc)).toEqual([
            'http://newsroom.test/an-hour-ago',
            'http://newsroom.test/fr/yesterday-fr',
            'http://newsroom.test/ar/arabic-news',
        ]);
        expect(urls[0]).toMatchObject({ name: 'Fixture Inc.', language: 'en', title: 'Fresh & <new>' });
        expect(urls[0]!.keywords).toBe('Zürich, CO₂');
        expect(urls[1]).toMatchObject({ name: 'Fixture SA', language: 'fr', keywords: undefined });
        expect(urls[2]!.language).toBe('ar');
        expect(new Date(urls[0]!.date).toISOString()).toBe(stories[0]!.published_at);
    });

    it('stops at its limit (1,000 by default), the newest kept', async () => {
        const snapshot = await app.content.get();
        expect(newsStories(snapshot, new Date(), 2).map((story) => story.slug)).toEqual([
            'an-hour-ago',
            'yesterday-fr',
        ]);
        expect(NEWS_SITEMAP_LIMIT).toBe(1000);
    });

    it('lists nothing for a newsroom that is not indexable', async () => {
        const closed = await createTestApp({
            contentDir: writeFixtureNewsroom({ stories, newsroom: { is_indexable: false } }),
        });
        expect(await newsSitemap(closed.app)).toEqual([]);
    });

    it('is named in robots.txt', async () => {
        const robots = await request(app.app).get('/robots.txt');
        expect(robots.text.split('\n')).toContain('Sitemap: http://newsroom.test/sitemap-news.xml');
    });
});
