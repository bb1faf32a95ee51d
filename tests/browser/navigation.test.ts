/**
 * A visitor's walk through the demo newsroom in real Chromium: home → story → the same story in
 * French → a category → the media gallery → back. Once with JavaScript disabled (every page and
 * link works as plain HTML), once with it enabled (islands load without errors).
 */
import { expect, type Page, test } from '@playwright/test';
import type { ContentSnapshot } from '../../server/content/content-snapshot';
import { site } from '../helpers/browser-site';
import { demoSnapshot } from '../helpers/demo-snapshot';

const demo = site('demo');
let snapshot: ContentSnapshot;

test.beforeAll(async () => {
    snapshot = await demoSnapshot();
});

async function walk(page: Page): Promise<void> {
    const highlighted = snapshot.stories.highlighted('en')!;
    const gallery = snapshot.galleries.all[0]!;
    const heading = page.getByRole('heading', { level: 1 });
    const html = page.locator('html');

    await page.goto(`${demo.baseUrl}/`);
    await expect(page.locator('h1')).toHaveCount(1);
    await page
        .getByRole('region', { name: 'Highlighted story' })
        .getByRole('link', { name: highlighted.title })
        .click();
    await page.waitForURL(`${demo.baseUrl}/${encodeURIComponent(highlighted.slug)}`);
    await expect(heading).toHaveText(highlighted.title);

    // The language switcher is a <details> disclosure: it opens without JavaScript.
    await page.locator('.language-switcher summary').click();
    await page.getByRole('link', { name: 'Français', exact: true }).click();
    await page.waitForURL(/\/fr(\/|$)/);
    await expect(html).toHaveAttribute('lang', 'fr');
    const frenchUrl = page.url();

    await page.locator('.categories-menu summary').click();
    const category = page.locator('.categories-menu a').first();
    const categoryName = (await category.locator('.categories-menu__name').textContent())!;
    await category.click();
    await page.waitForURL(/\/fr\/category\//);
    await expect(heading).toHaveText(categoryName);
    const categoryUrl = page.url();

    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Médias' }).click();
    await page.waitForURL(/\/fr\/media/);
    await page.getByRole('link', { name: gallery.title }).first().click();
    await page.waitForURL(new RegExp(`/fr/media/album/${gallery.uuid}`));
    await expect(heading).toHaveText(gallery.title);

    await page.goBack();
    await page.goBack();
    expect(page.url()).toBe(categoryUrl);
    await page.goBack();
    expect(page.url()).toBe(frenchUrl);
    await expect(html).toHaveAttribute('lang', 'fr');
}

test.describe('navigation', () => {
    test.describe('with JavaScript disabled', () => {
        test.use({ javaScriptEnabled: false });

        test('walks the newsroom with JavaScript disabled', async ({ page }) => {
            await walk(page);
            // No script ran: islands stay server-rendered markup.
            await expect(page.locator('[data-hydrated]')).toHaveCount(0);
        });

        test('follows the no-JavaScript "Load more" link to the next page', async ({ page }) => {
            await page.goto(`${demo.baseUrl}/`);
            const navigation = (name: string) => page.getByRole('navigation', { name });
            const heading = page.getByRole('heading', { level: 1 });
            await navigation('Latest stories').getByRole('link', { name: 'Load more stories' }).click();
            await page.waitForURL(`${demo.baseUrl}/?page=2`);
            await expect(heading).toHaveText('Latest stories');
            await page.goto(`${demo.baseUrl}/`);
            await navigation('All stories').getByRole('link', { name: 'Load more stories' }).click();
            await page.waitForURL(`${demo.baseUrl}/?list=all&page=2`);
            await expect(heading).toHaveText('All stories');
        });
    });

    test('walks the newsroom with JavaScript enabled, without script errors', async ({ page, context }) => {
        const errors: string[] = [];
        context.on('weberror', (error) => errors.push(error.error().message));
        await walk(page);
        await page.goto(`${demo.baseUrl}/ar`);
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        expect(errors).toEqual([]);
    });
});
