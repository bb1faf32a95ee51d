/**
 * The story page's journalist tools in Chromium (docs/journalists.md): "Copy text" puts the
 * story on the clipboard as plain text and says so politely; without scripts there is no Copy
 * text button but the PDF is still offered; printing leaves the site's frame out.
 */
import { expect, test } from '@playwright/test';
import { site } from '../helpers/browser-site';
import { expectReactRoot } from '../helpers/islands';

const demo = site('demo');
const STORY = '/northwind-unveils-aurora-city-e-bike';
const TITLE = 'Northwind Mobility unveils Aurora, its lightest city e-bike yet';
const SUBTITLE = 'At 19.8 kg with a 500 Wh battery and a belt drive, Aurora is built for daily urban riding';

test.describe('journalist tools', () => {
    test('"Copy text" copies the story as plain text and announces "Text copied!"', async ({ page, context }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demo.baseUrl });
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`${demo.baseUrl}${STORY}`);
        await page.getByRole('button', { name: 'Copy text' }).click();
        const island = page.locator('[data-island="copy-story-text"]');
        await expect(island).toHaveAttribute('data-hydrated', 'true');
        await expectReactRoot(page, 'copy-story-text');
        const status = island.getByRole('status');
        await expect(status).toHaveText('Text copied!');
        await expect(status).toHaveAttribute('aria-live', 'polite');
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied.startsWith(`${TITLE}\n\n${SUBTITLE}\n\n`)).toBe(true);
        expect(copied).toContain('\n\nKey specifications\n\n');
        expect(copied).toContain('• Weight: 19.8 kg (size M)');
        expect(copied).not.toMatch(/<[a-z]/i);
        expect(errors).toEqual([]);
    });

    test('without JavaScript offers the PDF and no Copy text button', async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        await page.goto(`${demo.baseUrl}${STORY}`);
        await expect(page.getByRole('link', { name: 'Download PDF' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Copy text' })).toBeHidden();
        await context.close();
    });

    test('printing shows the story without header, navigation, footer, share bars or tools', async ({ page }) => {
        await page.goto(`${demo.baseUrl}${STORY}`);
        await page.emulateMedia({ media: 'print' });
        for (const frame of ['.site-header', '.site-footer', '.share', '.story__tools', '.related', '[data-island]']) {
            for (const part of await page.locator(frame).all()) await expect(part, frame).toBeHidden();
        }
        await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
        await expect(page.locator('.story__body')).toBeVisible();
        await page.emulateMedia({ media: 'screen' });
        await expect(page.locator('.site-header')).toBeVisible();
    });

    test("printing shows a link's address after its text", async ({ page }) => {
        await page.goto(`${demo.baseUrl}/northwind-opens-assembly-plant-in-ghent`);
        const link = page.locator('.story-content a[href="https://northwind.example/careers/academy"]');
        const printedAfter = () => link.evaluate((element) => getComputedStyle(element, '::after').content);
        expect(await printedAfter()).toBe('none');
        await page.emulateMedia({ media: 'print' });
        expect(await printedAfter()).toBe('" (https://northwind.example/careers/academy)"');
    });
});
