import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type RunningApp, startApp } from '../helpers/browser';
import { writeFixtureNewsroom } from '../helpers/fixture-newsroom';
import { expectReactRoot } from '../helpers/islands';

let browser: Browser;
let site: RunningApp;

beforeAll(async () => {
    [browser, site] = await Promise.all([launchChromium(), startApp({ contentDir: writeFixtureNewsroom() })]);
});
afterAll(async () => {
    await browser?.close();
    await site?.close();
});

describe('islands in Chromium', () => {
    it('copies the URL on the first click on "Copy URL", even before the island has woken', async () => {
        const context = await browser.newContext();
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.baseUrl });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        // Hold the island's code back: the first click arrives before it is live, and still copies.
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => {
            release = resolve;
        });
        await page.route('**/copy-link-*.js', async (route) => {
            await held;
            await route.continue();
        });
        await page.goto(`${site.baseUrl}/first-story`);
        await page.getByRole('button', { name: 'Copy URL' }).click();
        expect(await page.locator('[data-island="copy-link"]').getAttribute('data-hydrated')).toBe('pending');
        release();
        await page.locator('[data-island="copy-link"][data-hydrated="true"]').waitFor({ state: 'attached' });
        await expectReactRoot(page, 'copy-link');
        await expect.poll(() => page.getByRole('status').textContent()).toBe('URL copied!');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.baseUrl}/first-story`);
        expect(errors).toEqual([]);
        await context.close();
    });
});
