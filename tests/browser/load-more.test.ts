/**
 * Load more and link copy in real Chromium: stories appended until the end (the link then
 * hides), the category reset, galleries, the failure message, and 'URL copied!'.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type RunningApp, startApp } from '../helpers/browser';
import { expectReactRoot, waitForIsland } from '../helpers/islands';
import { GALLERY_COUNT, STORY_COUNT, writeIslandsNewsroom } from '../helpers/islands-newsroom';

let browser: Browser;
let site: RunningApp;

beforeAll(async () => {
    [browser, site] = await Promise.all([
        launchChromium(),
        startApp({ contentDir: writeIslandsNewsroom(), env: { BASE_PATH: '/press' } }),
    ]);
});
afterAll(async () => {
    await browser?.close();
    await site?.close();
});

async function open(path: string): Promise<Page> {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Consent decided, so the bar does not cover the list.
    await context.addCookies([{ name: 'consent', value: 'false', url: site.baseUrl }]);
    await page.goto(`${site.baseUrl}/press${path}`);
    await page.locator('[data-load-more-link]').first().scrollIntoViewIfNeeded();
    await waitForIsland(page, 'load-more');
    await expectReactRoot(page, 'load-more');
    return page;
}

/** The home page has two lists; `scope` picks one (SPEC §2: latest stories, all stories). */
const LATEST = 'section[aria-labelledby="latest-stories-heading"]';
const ALL = 'section[aria-labelledby="all-stories-heading"]';
const within = (page: Page, scope: string) => (scope ? page.locator(scope) : page.locator(':root'));
const items = (page: Page, scope = '') => within(page, scope).locator('[data-load-more-list] > li');

async function loadUntilTheEnd(page: Page, name: string, expectedCounts: number[], scope = '') {
    const link = within(page, scope).getByRole('link', { name });
    for (const count of expectedCounts) {
        await link.click();
        await items(page, scope)
            .nth(count - 1)
            .waitFor();
        await expect(items(page, scope).count()).resolves.toBe(count);
    }
    await expect(link.isVisible()).resolves.toBe(false);
}

describe('load more stories', () => {
    it('appends pages in place until the end, then hides the link; focus moves to the first new card', async () => {
        const page = await open('/');
        await expect(items(page, LATEST).count()).resolves.toBe(12);
        const link = page.locator(LATEST).getByRole('link', { name: 'Load more stories' });
        const secondPageHref = await link.getAttribute('href');
        expect(secondPageHref).toMatch(/^\/press\/?\?page=2$/);
        await link.click();
        await items(page, LATEST).nth(23).waitFor();
        // The focus is on the first new card's link, story 28 (41 is highlighted, 40..29 first).
        await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain('Island story 28');
        expect(await link.getAttribute('href')).toBe(secondPageHref!.replace('page=2', 'page=3'));
        expect(page.url()).toBe(`${site.baseUrl}/press/`);
        await loadUntilTheEnd(page, 'Load more stories', [36, STORY_COUNT - 1], LATEST);
        const titles = await page.locator(`${LATEST} [data-load-more-list] .story-card__title`).allTextContents();
        expect(new Set(titles).size).toBe(STORY_COUNT - 1);
        // The other list kept its own page.
        await expect(items(page, ALL).count()).resolves.toBe(12);
        await page.context().close();
    });

    it('loads all stories, the highlighted one included, on their own page count (SPEC §4)', async () => {
        const page = await open('/');
        const link = page.locator(ALL).getByRole('link', { name: 'Load more stories' });
        expect(await link.getAttribute('href')).toMatch(/^\/press\/?\?list=all&page=2$/);
        // ceil(41 / 12) = 4 pages: 12, 24, 36, 41.
        await loadUntilTheEnd(page, 'Load more stories', [24, 36, STORY_COUNT], ALL);
        const titles = await page.locator(`${ALL} [data-load-more-list] .story-card__title`).allTextContents();
        expect(new Set(titles).size).toBe(STORY_COUNT);
        await expect(items(page, LATEST).count()).resolves.toBe(12);
        await page.context().close();
    });

    it('starts afresh on another category', async () => {
        const page = await open('/category/even');
        await loadUntilTheEnd(page, 'Load more stories', [20]);
        const evenTitles = await page.locator('[data-load-more-list] .story-card__title').allTextContents();
        expect(evenTitles.every((title) => Number(title.replace(/\D/g, '')) % 2 === 0)).toBe(true);
        await page.goto(`${site.baseUrl}/press/category/odd`);
        await page.locator('[data-load-more-link]').scrollIntoViewIfNeeded();
        await waitForIsland(page, 'load-more');
        await expect(items(page).count()).resolves.toBe(12);
        await expect(page.locator('[data-load-more-link]').getAttribute('href')).resolves.toBe(
            '/press/category/odd?page=2',
        );
        await loadUntilTheEnd(page, 'Load more stories', [20]);
        const oddTitles = await page.locator('[data-load-more-list] .story-card__title').allTextContents();
        expect(oddTitles.every((title) => Number(title.replace(/\D/g, '')) % 2 === 1)).toBe(true);
        await page.context().close();
    });

    it('loads the rest of a tag on its tag page', async () => {
        const page = await open('/tag/multiples-of-three');
        await expect(items(page).count()).resolves.toBe(12);
        await loadUntilTheEnd(page, 'Load more stories', [13]);
        const titles = await page.locator('[data-load-more-list] .story-card__title').allTextContents();
        expect(titles.map((title) => Number(title.replace(/\D/g, '')) % 3)).toEqual(new Array(13).fill(0));
        await page.context().close();
    });

    it('shows the failure message when the call fails', async () => {
        const page = await open('/');
        await page.route('**/api/fetch-stories', (route) =>
            route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Boom"}' }),
        );
        const errors: string[] = [];
        page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
        await page.locator(LATEST).getByRole('link', { name: 'Load more stories' }).click();
        await page.getByText('Could not load more stories. Please try again.').waitFor();
        expect(errors.some((text) => text.includes('Boom'))).toBe(true);
        await expect(items(page, LATEST).count()).resolves.toBe(12);
        await page.context().close();
    });
});

describe('load more galleries', () => {
    it('appends six at a time until the end', async () => {
        const page = await open('/media');
        await expect(items(page).count()).resolves.toBe(6);
        await loadUntilTheEnd(page, 'Load more galleries', [12, GALLERY_COUNT]);
        await page.context().close();
    });
});

describe('copy link', () => {
    it("copies the story's absolute URL and says 'URL copied!'", async () => {
        const context = await browser.newContext();
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.baseUrl });
        const page = await context.newPage();
        await page.goto(`${site.baseUrl}/press/story-5`);
        await page.getByRole('button', { name: 'Copy URL' }).click();
        await page.getByRole('status').filter({ hasText: 'URL copied!' }).waitFor();
        await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
            `${site.baseUrl}/press/story-5`,
        );
        await context.close();
    });
});
