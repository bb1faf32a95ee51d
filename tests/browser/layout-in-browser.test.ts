/**
 * Layout measured in real Chromium on the demo newsroom: the header's quick results fit the
 * screen in both directions, on a phone and wider; a story's tags and "Download all media" sit
 * in the article's column; English texts on Arabic pages read left to right, their full stop at
 * their end.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { site } from '../helpers/browser-site';
import { waitForIsland } from '../helpers/islands';

const demo = site('demo');

/** The element's box in CSS pixels (it must have one). */
async function box(locator: Locator) {
    const found = await locator.boundingBox();
    if (!found) throw new Error(`${locator} has no box`);
    return { left: found.x, right: found.x + found.width, width: found.width };
}

const screenWidth = (page: Page) => page.evaluate(() => document.documentElement.clientWidth);

/** Types the words into the header search and waits for the list of their results. */
async function quickResults(page: Page, words: string) {
    const field = page.getByRole('banner').locator('input[type="search"]');
    await field.focus();
    await waitForIsland(page, 'quick-search');
    await field.pressSequentially(words);
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option').last()).toContainText(words);
    await expect(listbox.getByRole('option')).not.toHaveCount(1);
    return listbox;
}

test.describe('quick results fit the screen', () => {
    for (const width of [390, 768, 1280]) {
        for (const [locale, path, words] of [
            ['en', '/', 'aurora'],
            ['ar', '/ar', 'أورورا'],
        ] as const) {
            test(`${width} px, ${locale}`, async ({ page }) => {
                await page.setViewportSize({ width, height: 844 });
                await page.goto(`${demo.baseUrl}${path}`);
                const listbox = await quickResults(page, words);
                const screen = await screenWidth(page);
                const list = await box(listbox);
                expect(list.left, 'the list starts on the screen').toBeGreaterThanOrEqual(0);
                expect(list.right, 'the list ends on the screen').toBeLessThanOrEqual(screen);
                // Every result is whole inside the list, not cut at its edge.
                for (const option of await listbox.getByRole('option').all()) {
                    const shown = await box(option);
                    expect(shown.left).toBeGreaterThanOrEqual(list.left);
                    expect(shown.right).toBeLessThanOrEqual(list.right);
                }
            });
        }
    }
});

test.describe('a story page at 1280 px', () => {
    for (const [locale, path] of [
        ['en', '/northwind-opens-assembly-plant-in-ghent'],
        ['ar', `/ar/${encodeURIComponent('نورث-ويند-تكشف-عن-دراجة-أورورا')}`],
    ] as const) {
        test(`${locale}: the tags and "Download all media" sit in the article's column`, async ({ page }) => {
            await page.setViewportSize({ width: 1280, height: 900 });
            await page.goto(`${demo.baseUrl}${path}`);
            const column = await box(page.locator('.story__body .story-content'));
            for (const part of [page.locator('.story__tags'), page.locator('.story__tools')]) {
                await expect(part).toBeVisible();
                const measured = await box(part);
                expect(Math.round(measured.left), `${part} starts where the column does`).toBe(Math.round(column.left));
                expect(Math.round(measured.right), `${part} ends where the column does`).toBe(Math.round(column.right));
            }
        });
    }
});

/** Where the first and the last character of an element's text are drawn. */
function firstAndLastCharacter(locator: Locator) {
    return locator.evaluate((element) => {
        const text = [...element.childNodes].find(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
        )!;
        const content = text.textContent!;
        const start = content.length - content.trimStart().length;
        const end = content.trimEnd().length;
        const at = (offset: number) => {
            const range = document.createRange();
            range.setStart(text, offset);
            range.setEnd(text, offset + 1);
            return range.getBoundingClientRect().left;
        };
        return { direction: getComputedStyle(element).direction, first: at(start), last: at(end - 1) };
    });
}

test.describe('English texts on an Arabic page', () => {
    const album = `/ar/media/album/1e99be63-aae8-4f24-bb23-2152907fce35`;

    test("a gallery's lead and captions read left to right, the full stop last", async ({ page }) => {
        await page.goto(`${demo.baseUrl}${album}`);
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        for (const text of [page.locator('.page-header__lead'), page.locator('.media-grid__caption').first()]) {
            await expect(text).toHaveText(/^[A-Z].*\.$/);
            const drawn = await firstAndLastCharacter(text);
            expect(drawn.direction).toBe('ltr');
            expect(drawn.last, 'the full stop is right of the first letter').toBeGreaterThan(drawn.first);
        }
    });

    test("the lightbox's caption too", async ({ page, context }) => {
        await context.addCookies([{ name: 'consent', value: 'false', url: demo.baseUrl }]);
        await page.goto(`${demo.baseUrl}${album}`);
        await page.locator('a[data-gallery-item]').first().click();
        const caption = page.locator('[data-lightbox-caption]');
        await expect(caption).toHaveText('Opening keynote by Elise Vandamme.');
        const drawn = await firstAndLastCharacter(caption);
        expect(drawn.direction).toBe('ltr');
        expect(drawn.last).toBeGreaterThan(drawn.first);
    });
});
