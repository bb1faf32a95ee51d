/**
 * The parts rendered once and shared between pages (views/components/SharedMarkup.tsx): the
 * categories menu, the footer and story cards. With the page cache off, every request renders
 * its page and reuses those parts, which must follow the content as it changes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { fixtureCategory, fixtureStory, writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { parseHtml } from '../../helpers/html';
import { createTestApp } from '../../helpers/test-app';

const ENERGY = fixtureCategory(7, 'Energy');

function newsroom() {
    return writeFixtureNewsroom({
        categories: [ENERGY],
        stories: Array.from({ length: 4 }, (_, index) =>
            fixtureStory({
                id: index + 1,
                slug: `story-${index + 1}`,
                title: `Story ${index + 1}`,
                published_at: `2025-01-1${index}T09:00:00Z`,
                categories: [{ id: 7 }],
            }),
        ),
    });
}

function editJson(directory: string, file: string, change: (data: never) => void) {
    const data = JSON.parse(readFileSync(path.join(directory, file), 'utf8'));
    change(data as never);
    writeFileSync(path.join(directory, file), JSON.stringify(data));
}

async function page(app: Parameters<typeof request>[0], url: string) {
    const response = await request(app).get(url).expect(200);
    return { text: response.text, html: parseHtml(response.text) };
}

const cardTitles = (html: ReturnType<typeof parseHtml>) =>
    html.querySelectorAll('.story-card__title').map((title) => title.text.trim());

describe('markup shared between pages', () => {
    it('follows the content: an edited story and a renamed category show on the next render', async () => {
        const directory = newsroom();
        const { app, content } = await createTestApp({ contentDir: directory, env: { PAGE_CACHE_ENTRIES: '0' } });
        const before = await page(app, '/category/energy');
        expect(cardTitles(before.html)).toContain('Story 1');
        expect(before.html.querySelector('.categories-menu__name')?.text).toBe('Energy');

        editJson(directory, 'stories/1.json', (story: { title: string }) => {
            story.title = 'Story 1, corrected';
        });
        editJson(directory, 'categories.json', (categories: (typeof ENERGY)[]) => {
            categories[0]!.i18n.en.name = 'Clean energy';
        });
        await content.reload();

        for (const url of ['/category/energy', '/']) {
            const after = await page(app, url);
            expect(cardTitles(after.html), url).toContain('Story 1, corrected');
            expect(cardTitles(after.html), url).not.toContain('Story 1');
            expect(after.html.querySelector('.categories-menu__name')?.text, url).toBe('Clean energy');
        }
    });

    it('makes the company JSON-LD and the site-wide island props once per version, and follows edits', async () => {
        const directory = newsroom();
        const { app, content } = await createTestApp({ contentDir: directory, env: { PAGE_CACHE_ENTRIES: '0' } });
        const organization = (html: ReturnType<typeof parseHtml>) =>
            html
                .querySelectorAll('script[type="application/ld+json"]')
                .map((script) => JSON.parse(script.text) as { '@type': string; contactPoint?: { email?: string } })
                .find((data) => data['@type'] === 'Organization');
        const consentBar = (html: ReturnType<typeof parseHtml>) => html.querySelector('[data-island="consent-bar"]');
        for (const url of ['/', '/story-1', '/']) {
            const { html } = await page(app, url);
            expect(organization(html)?.contactPoint?.email, url).toBe('press@fixture.example');
            expect(consentBar(html), url).not.toBeNull();
            expect(html.querySelector('[data-island="quick-search"] script[data-island-props]')?.text).toContain(
                '"action":"/search"',
            );
        }

        editJson(directory, 'languages.json', (languages: { company_information: { email: string } }[]) => {
            languages[0]!.company_information.email = 'newsdesk@fixture.example';
        });
        editJson(directory, 'newsroom.json', (newsroom: { tracking_policy: string }) => {
            newsroom.tracking_policy = 'disabled';
        });
        await content.reload();

        for (const url of ['/', '/story-1']) {
            const { html } = await page(app, url);
            expect(organization(html)?.contactPoint?.email, url).toBe('newsdesk@fixture.example');
            expect(consentBar(html), url).toBeNull();
        }
    });

    it('marks the current category in a menu rendered once per current link', async () => {
        const { app } = await createTestApp({ contentDir: newsroom(), env: { PAGE_CACHE_ENTRIES: '0' } });
        const current = async (url: string) =>
            (await page(app, url)).html.querySelector('.categories-menu__list [aria-current="page"]')?.text;
        expect(await current('/category/energy')).toContain('Energy');
        expect(await current('/')).toBeUndefined();
        expect(await current('/category/energy')).toContain('Energy');
    });

    it("preloads the home page's largest image before any content, as React places it", async () => {
        const { app } = await createTestApp({ env: { PAGE_CACHE_ENTRIES: '0' } });
        for (let visit = 0; visit < 2; visit++) {
            const { text, html } = await page(app, '/');
            const highlighted = html.querySelector('.story-card--highlighted img');
            expect(highlighted?.getAttribute('fetchpriority')).toBe('high');
            // The logo's and the highlighted story's: all before the content, none inside a card.
            const preloads = [...text.matchAll(/<link rel="preload" as="image"/g)].map((match) => match.index);
            expect(preloads).toHaveLength(2);
            for (const index of preloads) expect(index).toBeLessThan(text.indexOf('<main'));
        }
    });
});
