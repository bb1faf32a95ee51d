import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type RunningApp, startApp } from '../helpers/browser';
import { writeFixtureNewsroom } from '../helpers/fixture-newsroom';

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
    it('hydrates the copy-link island from the manifest and copies the URL', async () => {
        const context = await browser.newContext();
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.baseUrl });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`${site.baseUrl}/first-story`);
        await page.locator('[data-island="copy-link"][data-hydrated="true"]').waitFor();
        await page.getByRole('button', { name: 'Copy URL' }).click();
        await expect.poll(() => page.getByRole('status').textContent()).toBe('URL copied!');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.baseUrl}/first-story`);
        expect(errors).toEqual([]);
        await context.close();
    });
});
