/**
 * A first visit (no consent cookie) on the demo newsroom's home page and a story, in Chromium:
 * the consent bar shows, decided by the island runtime from the cookie and the browser, while
 * React stays unloaded until the visitor reaches for an island; the JavaScript the page fetches
 * before any interaction stays within the budget of docs/javascript-budget.md (bytes as they
 * travel, brotli from the pre-compressed files).
 */
import { expect, type Page, test } from '@playwright/test';
import { site } from '../helpers/browser-site';
import { reactChunk } from '../helpers/islands';

const demo = site('demo');
const BUDGET_BYTES = 20 * 1024;

/** Every script the page fetches, with the bytes of its body on the wire. */
function scriptsFetched(page: Page): Map<string, Promise<number>> {
    const scripts = new Map<string, Promise<number>>();
    page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        scripts.set(
            new URL(request.url()).pathname,
            request.sizes().then((sizes) => sizes.responseBodySize),
        );
    });
    return scripts;
}

async function storyPath(page: Page): Promise<string> {
    await page.goto(`${demo.baseUrl}/`);
    return (await page.locator('.story-card__title a').first().getAttribute('href'))!;
}

for (const pageName of ['home', 'story'] as const) {
    test(`${pageName}: the bar shows without React, within ${BUDGET_BYTES / 1024} KB of JavaScript before any interaction`, async ({
        browser,
    }) => {
        const path = pageName === 'home' ? '/' : await storyPath(await browser.newPage());
        const page = await (await browser.newContext()).newPage();
        const scripts = scriptsFetched(page);
        await page.goto(`${demo.baseUrl}${path}`);
        await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
        // Load and idle have passed: the analytics module (started on idle) runs, and what it
        // started has finished.
        await expect(page.locator('script[data-module="analytics"][data-started="true"]')).toBeAttached();
        await page.waitForLoadState('networkidle');

        expect([...scripts.keys()]).not.toContain(reactChunk());
        await expect(page.locator('[data-island="consent-bar"]')).not.toHaveAttribute('data-hydrated');
        const bytes = (await Promise.all(scripts.values())).reduce((sum, size) => sum + size, 0);
        expect(bytes).toBeGreaterThan(0);
        expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
    });
}
