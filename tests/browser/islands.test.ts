/**
 * Every island hydrated by React, on every page type of the demo newsroom, in English and
 * Arabic, with zero console errors or warnings (a hydration mismatch is logged as one). Each
 * page is woken fully: the search box typed in, every image hovered, the page scrolled to the
 * end, so every island on it is live before the console is read.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { site } from '../helpers/browser-site';
import { collectConsoleProblems, expectReactRoot } from '../helpers/islands';

const demo = site('demo');
const paths = new Map<string, string>();

async function firstHref(browser: Browser, path: string, selector: string): Promise<string> {
    const page = await browser.newPage();
    await page.goto(`${demo.baseUrl}${path}`);
    const href = await page.locator(selector).first().getAttribute('href');
    await page.close();
    if (!href) throw new Error(`No ${selector} on ${path}`);
    return href;
}

test.beforeAll(async ({ browser }) => {
    for (const [prefix, locale] of [
        ['', 'en'],
        ['/ar', 'ar'],
    ] as const) {
        paths.set(`home ${locale}`, prefix || '/');
        paths.set(`story ${locale}`, await firstHref(browser, prefix || '/', '.story-card__title a'));
        paths.set(`category ${locale}`, await firstHref(browser, prefix || '/', 'a[href*="/category/"]'));
        paths.set(`media ${locale}`, `${prefix}/media`);
        paths.set(`album ${locale}`, await firstHref(browser, `${prefix}/media`, 'a[href*="/media/album/"]'));
        paths.set(`search ${locale}`, `${prefix}/search?query=${locale === 'ar' ? 'a' : 'mobility'}`);
        paths.set(`404 ${locale}`, `${prefix}/no-such-page`);
    }
});

/** Wakes every island of the page the way a visitor would, and waits until all are live. */
async function wakeEverything(page: Page) {
    await page.getByRole('banner').getByRole('searchbox').focus();
    await page.keyboard.type('e');
    // The consent bar (shown by the runtime on a first visit) wakes when the visitor reaches for it.
    await page.locator('.consent-bar button').first().hover();
    for (const image of await page.locator('a[data-gallery-item]').all()) await image.hover({ trial: false });
    await page.evaluate(async () => {
        for (let y = 0; y <= document.body.scrollHeight; y += 400) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 30));
        }
    });
    // A marker scrolled past between two frames may not have been seen: bring each into view.
    for (const marker of await page.locator('[data-island]:not([data-hydrated]) > [data-island-root] > *').all()) {
        await marker.scrollIntoViewIfNeeded();
    }
    for (const copy of await page.locator('.copy-link button').all()) await copy.hover();
    await expect(page.locator('[data-island]:not([data-hydrated="true"])')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
}

test.describe('islands hydrated by React, without a console error or warning', () => {
    for (const name of [
        'home en',
        'story en',
        'category en',
        'media en',
        'album en',
        'search en',
        '404 en',
        'home ar',
        'story ar',
        'category ar',
        'media ar',
        'album ar',
        'search ar',
        '404 ar',
    ]) {
        test(name, async ({ page }) => {
            const problems = collectConsoleProblems(page);
            const path = paths.get(name)!;
            const response = await page.goto(`${demo.baseUrl}${path}`);
            expect(response?.status()).toBe(name.startsWith('404') ? 404 : 200);
            await wakeEverything(page);
            const islands = await page
                .locator('[data-island]')
                .evaluateAll((markers) => [...new Set(markers.map((marker) => marker.getAttribute('data-island')!))]);
            expect(islands).toContain('quick-search');
            expect(islands).toContain('consent-bar');
            for (const island of islands) await expectReactRoot(page, island);
            // The document's own 404 status is reported by Chromium itself; nothing else may be.
            const own404 = `error: Failed to load resource: the server responded with a status of 404 (Not Found)`;
            expect(problems.filter((problem) => !(name.startsWith('404') && problem === own404))).toEqual([]);
        });
    }
});
