/**
 * A keyboard-only walk through the demo newsroom (issue 16, item 12): the skip link, the
 * categories and language menus, the quick search, "Load more", the lightbox and the consent
 * bar and toggle, reached with Tab and worked with Enter, arrows and Escape only. No mouse.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { site } from '../helpers/browser-site';

const demo = site('demo');
const MAX_TABS = 400;

/** Presses Tab until the focused element matches (and has the text, if given); fails if never. */
async function tabTo(page: Page, selector: string, text?: RegExp) {
    for (let presses = 0; presses < MAX_TABS; presses++) {
        await page.keyboard.press('Tab');
        const found = await page.evaluate(
            ([wanted, source]) => {
                const active = document.activeElement;
                if (!active?.matches(wanted!)) return false;
                return source ? new RegExp(source).test(active.textContent ?? '') : true;
            },
            [selector, text?.source] as const,
        );
        if (found) return;
    }
    throw new Error(`Tab never reached ${selector} ${text ?? ''}`);
}

const focused = (page: Page) => page.locator(':focus');
const consentValue = async (context: BrowserContext) =>
    (await context.cookies()).find((cookie) => cookie.name === 'consent')?.value;

test.describe('keyboard-only walk', () => {
    test('skip link: the first Tab stop, Enter moves the focus to the main content', async ({ page }) => {
        await page.goto(`${demo.baseUrl}/`);
        await page.keyboard.press('Tab');
        await expect(focused(page)).toHaveText('Skip to content');
        await page.keyboard.press('Enter');
        await expect(page.locator('#main')).toBeFocused();
    });

    test('menus: the categories menu opens with Enter and its links follow', async ({ page }) => {
        await page.goto(`${demo.baseUrl}/`);
        await tabTo(page, '.categories-menu > summary');
        await page.keyboard.press('Enter');
        await expect(page.locator('.categories-menu')).toHaveAttribute('open', '');
        await page.keyboard.press('Tab');
        const target = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).pathname);
        expect(target).toMatch(/^\/category\//);
        await Promise.all([page.waitForURL(`${demo.baseUrl}${target}`), page.keyboard.press('Enter')]);
    });

    test('menus: the language menu opens with Enter and Escape closes it', async ({ page }) => {
        await page.goto(`${demo.baseUrl}/`);
        await tabTo(page, '.language-switcher > summary');
        await page.keyboard.press('Enter');
        await expect(page.locator('.language-switcher')).toHaveAttribute('open', '');
        await tabTo(page, '.language-switcher a[hreflang="ar"]');
        await Promise.all([page.waitForURL(`${demo.baseUrl}/ar`), page.keyboard.press('Enter')]);
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    });

    test('search: typed into, results picked with the arrows, opened with Enter', async ({ page }) => {
        await page.goto(`${demo.baseUrl}/`);
        await tabTo(page, 'input[type="search"]');
        await page.keyboard.type('assembly plant', { delay: 20 });
        const options = page.getByRole('listbox').getByRole('option');
        // The list of these words, not of the first few letters answered while typing went on.
        await expect(options.last()).toHaveText('Show all results for “assembly plant”');
        await expect.poll(() => options.count()).toBeGreaterThan(1);
        await page.keyboard.press('ArrowDown');
        await expect(options.first()).toHaveAttribute('aria-selected', 'true');
        await Promise.all([page.waitForURL((url) => url.pathname !== '/'), page.keyboard.press('Enter')]);
        expect(new URL(page.url()).pathname).not.toMatch(/^\/search/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });

    test('load more: Enter appends the next page and the focus moves to its first card', async ({ page }) => {
        await page.goto(`${demo.baseUrl}/`);
        const cards = page.locator('#latest-stories-list > li');
        const before = await cards.count();
        await tabTo(page, 'a[data-load-more-link]');
        await page.keyboard.press('Enter');
        await expect.poll(() => cards.count()).toBeGreaterThan(before);
        // The focus is in the first new card.
        await expect
            .poll(() =>
                page.evaluate(() => {
                    const card = document.activeElement?.closest('#latest-stories-list > li');
                    return card ? [...card.parentElement!.children].indexOf(card) : -1;
                }),
            )
            .toBe(before);
    });

    test('lightbox: Enter on a story image opens it, arrows step, Tab stays inside, Escape gives the focus back', async ({
        page,
    }) => {
        await page.goto(`${demo.baseUrl}/northwind-opens-assembly-plant-in-ghent`);
        await tabTo(page, '.content-gallery a[data-gallery-item]');
        const opener = await page.evaluate(() => document.activeElement?.id ?? '');
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Image viewer' });
        await expect(dialog).toBeVisible();
        await expect(page.locator('[data-lightbox-position]')).toHaveText('Image 1 of 4');
        await page.keyboard.press('ArrowRight');
        await expect(page.locator('[data-lightbox-position]')).toHaveText('Image 2 of 4');
        for (let i = 0; i < 5; i++) {
            await page.keyboard.press('Tab');
            await expect(page.locator('dialog:focus-within')).toHaveCount(1);
        }
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(page.locator(`[id="${opener}"]`)).toBeFocused();
    });

    test('consent: Accept is reachable by Tab and saves the choice; the toggle then says Stop', async ({
        page,
        context,
    }) => {
        await page.goto(`${demo.baseUrl}/`);
        const bar = page.getByRole('region', { name: 'Cookies on this site' });
        await expect(bar).toBeVisible();
        await tabTo(page, '.consent-bar button', /^Accept$/);
        await page.keyboard.press('Enter');
        await expect(bar).toBeHidden();
        // The bar is gone: the focus is back in the page, not lost on <body>.
        await expect(page.locator('#main')).toBeFocused();
        expect(await consentValue(context)).toBe('true');
        // The footer's toggle wakes as Tab brings the footer into view.
        await tabTo(page, '.cookie-toggle__button', /^Stop using cookies$/);
        await page.keyboard.press('Enter');
        await expect.poll(() => consentValue(context)).toBe('false');
        await tabTo(page, '.cookie-toggle__button', /^Start using cookies$/);
    });
});
