/**
 * Load more and link copy in real Chromium: stories appended until the end (the link then
 * hides), the category reset, galleries, the failure message, and 'URL copied!'.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { site } from '../helpers/browser-site';
import { expectReactRoot, waitForIsland } from '../helpers/islands';
import { GALLERY_COUNT, STORY_COUNT } from '../helpers/islands-newsroom';

const press = site('loadMore');

async function open(page: Page, context: BrowserContext, path: string): Promise<void> {
    // Consent decided, so the bar does not cover the list.
    await context.addCookies([{ name: 'consent', value: 'false', url: press.baseUrl }]);
    await page.goto(`${press.baseUrl}/press${path}`);
    await page.locator('[data-load-more-link]').first().scrollIntoViewIfNeeded();
    await waitForIsland(page, 'load-more');
    await expectReactRoot(page, 'load-more');
}

/** The home page has two lists; `scope` picks one (docs/product-rules.md §2.6: latest stories, all stories). */
const LATEST = 'section[aria-labelledby="latest-stories-heading"]';
const ALL = 'section[aria-labelledby="all-stories-heading"]';
const within = (page: Page, scope: string) => (scope ? page.locator(scope) : page.locator(':root'));
const items = (page: Page, scope = '') => within(page, scope).locator('[data-load-more-list] > li');

async function loadUntilTheEnd(page: Page, name: string, expectedCounts: number[], scope = '') {
    const link = within(page, scope).getByRole('link', { name });
    for (const count of expectedCounts) {
        await link.click();
        await expect(items(page, scope)).toHaveCount(count);
    }
    await expect(link).toBeHidden();
}

test.describe('load more stories', () => {
    test('appends pages in place until the end, then hides the link; focus moves to the first new card', async ({
        page,
        context,
    }) => {
        await open(page, context, '/');
        await expect(items(page, LATEST)).toHaveCount(12);
        const link = page.locator(LATEST).getByRole('link', { name: 'Load more stories' });
        const secondPageHref = await link.getAttribute('href');
        expect(secondPageHref).toMatch(/^\/press\/?\?page=2$/);
        await link.click();
        await expect(items(page, LATEST)).toHaveCount(24);
        // The focus is on the first new card's link, story 28 (41 is highlighted, 40..29 first).
        await expect(page.locator(':focus')).toContainText('Island story 28');
        await expect(link).toHaveAttribute('href', secondPageHref!.replace('page=2', 'page=3'));
        expect(page.url()).toBe(`${press.baseUrl}/press/`);
        await loadUntilTheEnd(page, 'Load more stories', [36, STORY_COUNT - 1], LATEST);
        const titles = await page.locator(`${LATEST} [data-load-more-list] .story-card__title`).allTextContents();
        expect(new Set(titles).size).toBe(STORY_COUNT - 1);
        // The other list kept its own page.
        await expect(items(page, ALL)).toHaveCount(12);
    });

    test('loads all stories, the highlighted one included, on their own page count (docs/product-rules.md §4.6)', async ({
        page,
        context,
    }) => {
        await open(page, context, '/');
        const link = page.locator(ALL).getByRole('link', { name: 'Load more stories' });
        await expect(link).toHaveAttribute('href', /^\/press\/?\?list=all&page=2$/);
        // ceil(41 / 12) = 4 pages: 12, 24, 36, 41.
        await loadUntilTheEnd(page, 'Load more stories', [24, 36, STORY_COUNT], ALL);
        const titles = await page.locator(`${ALL} [data-load-more-list] .story-card__title`).allTextContents();
        expect(new Set(titles).size).toBe(STORY_COUNT);
        await expect(items(page, LATEST)).toHaveCount(12);
    });

    test('starts afresh on another category', async ({ page, context }) => {
        await open(page, context, '/category/even');
        await loadUntilTheEnd(page, 'Load more stories', [20]);
        const evenTitles = await page.locator('[data-load-more-list] .story-card__title').allTextContents();
        expect(evenTitles.every((title) => Number(title.replace(/\D/g, '')) % 2 === 0)).toBe(true);
        await page.goto(`${press.baseUrl}/press/category/odd`);
        await page.locator('[data-load-more-link]').scrollIntoViewIfNeeded();
        await waitForIsland(page, 'load-more');
        await expect(items(page)).toHaveCount(12);
        await expect(page.locator('[data-load-more-link]')).toHaveAttribute('href', '/press/category/odd?page=2');
        await loadUntilTheEnd(page, 'Load more stories', [20]);
        const oddTitles = await page.locator('[data-load-more-list] .story-card__title').allTextContents();
        expect(oddTitles.every((title) => Number(title.replace(/\D/g, '')) % 2 === 1)).toBe(true);
    });

    test('loads the rest of a tag on its tag page', async ({ page, context }) => {
        await open(page, context, '/tag/multiples-of-three');
        await expect(items(page)).toHaveCount(12);
        await loadUntilTheEnd(page, 'Load more stories', [13]);
        const titles = await page.locator('[data-load-more-list] .story-card__title').allTextContents();
        expect(titles.map((title) => Number(title.replace(/\D/g, '')) % 3)).toEqual(new Array(13).fill(0));
    });

    test('shows the failure message when the call fails', async ({ page, context }) => {
        await open(page, context, '/');
        await page.route('**/api/fetch-stories', (route) =>
            route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Boom"}' }),
        );
        const errors: string[] = [];
        page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
        await page.locator(LATEST).getByRole('link', { name: 'Load more stories' }).click();
        await expect(page.getByText('Could not load more stories. Please try again.')).toBeVisible();
        expect(errors.some((text) => text.includes('Boom'))).toBe(true);
        await expect(items(page, LATEST)).toHaveCount(12);
    });
});

test.describe('load more galleries', () => {
    test('appends six at a time until the end', async ({ page, context }) => {
        await open(page, context, '/media');
        await expect(items(page)).toHaveCount(6);
        await loadUntilTheEnd(page, 'Load more galleries', [12, GALLERY_COUNT]);
    });
});

test.describe('copy link', () => {
    test("copies the story's absolute URL and says 'URL copied!'", async ({ page, context }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: press.baseUrl });
        await page.goto(`${press.baseUrl}/press/story-5`);
        await page.getByRole('button', { name: 'Copy URL' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'URL copied!' })).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${press.baseUrl}/press/story-5`);
    });
});
