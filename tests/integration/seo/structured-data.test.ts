/**
 * Structured data that earns rich results: WebSite with a working SearchAction on home pages,
 * NewsArticle with 16:9, 4:3 and 1:1 crops that the local CDN really renders in those shapes,
 * dateModified, an author with the address of their contact card, and the publisher's logo.
 */
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../../helpers/html';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { fetchHead, ORIGIN } from './head-helpers';

let demo: TestApp;
beforeAll(async () => {
    demo = await createTestApp();
});

const SLUG = 'aurora-2-longer-range-recycled-aluminium';

describe('WebSite JSON-LD', () => {
    it('names the site and points its SearchAction at the search page of the language', async () => {
        for (const [path, prefix] of [
            ['/', ''],
            ['/fr', '/fr'],
        ] as const) {
            const head = await fetchHead(demo.app, path);
            const website = head.jsonLd.find((data) => data['@type'] === 'WebSite');
            expect(website, path).toMatchObject({
                '@context': 'https://schema.org',
                name: 'Northwind Mobility',
                url: `${ORIGIN}${prefix || '/'}`,
                potentialAction: {
                    '@type': 'SearchAction',
                    target: { urlTemplate: `${ORIGIN}${prefix}/search?query={search_term_string}` },
                    'query-input': 'required name=search_term_string',
                },
            });
        }
    });

    it('has a template that leads to real results', async () => {
        const head = await fetchHead(demo.app, '/');
        const website = head.jsonLd.find((data) => data['@type'] === 'WebSite') as {
            potentialAction: { target: { urlTemplate: string } };
        };
        const url = website.potentialAction.target.urlTemplate.replace('{search_term_string}', 'aurora');
        const response = await request(demo.app).get(url.slice(ORIGIN.length));
        expect(response.status).toBe(200);
        // The result links to the story, or to the section of it where the words are (docs/search.md).
        const links = parseHtml(response.text).querySelectorAll('a[href]');
        expect(links.some((link) => /^\/[^#]+/.exec(link.getAttribute('href')!)?.[0] === `/${SLUG}`)).toBe(true);
    });

    it('is on home pages only', async () => {
        const head = await fetchHead(demo.app, `/${SLUG}`);
        expect(head.jsonLd.map((data) => data['@type'])).not.toContain('WebSite');
    });
});

describe('NewsArticle JSON-LD', () => {
    it('offers the picture in 16:9, 4:3 and 1:1, each rendered in that shape by the CDN', async () => {
        const head = await fetchHead(demo.app, `/${SLUG}`);
        const article = head.jsonLd.find((data) => data['@type'] === 'NewsArticle') as { image: string[] };
        expect(article.image).toHaveLength(3);
        const ratios = [16 / 9, 4 / 3, 1];
        for (const [index, url] of article.image.entries()) {
            expect(url.startsWith(`${ORIGIN}/cdn/`), url).toBe(true);
            expect(url).toContain('/-/scale_crop/');
            const response = await request(demo.app)
                .get(url.slice(ORIGIN.length))
                .buffer(true)
                .parse((res, done) => {
                    const chunks: Buffer[] = [];
                    res.on('data', (chunk: Buffer) => chunks.push(chunk));
                    res.on('end', () => done(null, Buffer.concat(chunks)));
                });
            expect(response.status, url).toBe(200);
            const { width = 0, height = 0 } = await sharp(response.body as Buffer).metadata();
            expect(width).toBeGreaterThanOrEqual(600);
            expect(Math.abs(width / height - ratios[index]!)).toBeLessThan(0.01);
        }
    });

    it('has dateModified, an author with the address of their contact card, and the publisher logo', async () => {
        const snapshot = await demo.content.get();
        const story = snapshot.stories.bySlug(SLUG)!;
        const head = await fetchHead(demo.app, `/${SLUG}`);
        const article = head.jsonLd.find((data) => data['@type'] === 'NewsArticle') as Record<string, unknown>;
        expect(article.dateModified).toBe(story.updated_at);
        const author = article.author as { name: string; url: string };
        expect(author.name).toBe(story.author!.display_name);
        expect(author.url).toMatch(new RegExp(`^${ORIGIN}/contacts#contact-`));
        const contacts = parseHtml((await request(demo.app).get('/contacts')).text);
        const card = contacts.getElementById(author.url.split('#')[1]!);
        expect(card?.text).toContain(story.author!.display_name);
        const publisher = article.publisher as { logo: { url: string } };
        expect(publisher.logo.url).toMatch(new RegExp(`^${ORIGIN}/cdn/`));
        const logo = await request(demo.app).get(publisher.logo.url.slice(ORIGIN.length));
        expect(logo.status).toBe(200);
    });

    it('leaves the author url out when the author is no press contact', async () => {
        const snapshot = await demo.content.get();
        const contactEmails = new Set(snapshot.contacts.all.map((contact) => contact.email));
        const contactNames = new Set(snapshot.contacts.all.map((contact) => contact.name));
        const stranger = snapshot.stories
            .allListed()
            .find(
                (story) =>
                    story.author &&
                    !contactEmails.has(story.author.email ?? null) &&
                    !contactNames.has(story.author.display_name),
            );
        // The demo's Dutch and some other authors are editors, not press contacts.
        expect(stranger).toBeDefined();
        if (!stranger) return;
        const prefix = snapshot.languages.urlPrefix(stranger.culture.code);
        const head = await fetchHead(demo.app, `${prefix ? `/${prefix}` : ''}/${encodeURIComponent(stranger.slug)}`);
        const article = head.jsonLd.find((data) => data['@type'] === 'NewsArticle') as { author: object };
        expect(article.author).toEqual({ '@type': 'Person', name: stranger.author!.display_name });
    });
});
