import { expect, test } from '@playwright/test';
import { site } from '../helpers/browser-site';
import { expectReactRoot } from '../helpers/islands';

const fixture = site('fixture');

test.describe('islands in Chromium', () => {
    test('copies the URL on the first click on "Copy URL", even before the island has woken', async ({
        page,
        context,
    }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: fixture.baseUrl });
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
        await page.goto(`${fixture.baseUrl}/first-story`);
        await page.getByRole('button', { name: 'Copy URL' }).click();
        const island = page.locator('[data-island="copy-link"]');
        // Read once, on purpose: the island must still be waiting for its code at this moment.
        expect(await island.getAttribute('data-hydrated')).toBe('pending');
        release();
        await expect(island).toHaveAttribute('data-hydrated', 'true');
        await expectReactRoot(page, 'copy-link');
        await expect(island.getByRole('status')).toHaveText('URL copied!');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${fixture.baseUrl}/first-story`);
        expect(errors).toEqual([]);
    });
});
