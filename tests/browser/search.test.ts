/**
 * Search in real Chromium: the header's quick results (typed, picked with the keyboard), the
 * combobox semantics, Escape and Enter, then the full results page filtered by category and
 * year; and the same form without JavaScript. A result that lands on a section of a story opens
 * the story at that section's heading.
 */
import { expect, type Page, type Request, test } from '@playwright/test';
import { site } from '../helpers/browser-site';
import { expectReactRoot, waitForIsland } from '../helpers/islands';
import { CHARGING_SECTIONS } from '../helpers/search-newsroom';

const search = site('search');

/** Script errors and logged failures, collected from the page's console. */
function watchErrors(page: Page): string[] {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // A missing image or a stylesheet rebuilt mid-run is not what this test is about.
    page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !/^(Failed to load resource|Refused to apply style)/.test(text)) {
            errors.push(text);
        }
    });
    return errors;
}

async function openPage(page: Page, path: string): Promise<string[]> {
    const errors = watchErrors(page);
    await page.goto(`${search.baseUrl}${path}`);
    return errors;
}

/** Focusing the field loads the island; then it is a combobox. (Names differ per language.) */
async function quickSearch(page: Page) {
    const header = page.getByRole('banner');
    await header.getByRole('searchbox').focus();
    await waitForIsland(page, 'quick-search');
    await expectReactRoot(page, 'quick-search');
    return header.getByRole('combobox');
}

/** Longer than the quick search's pause after a key (150 ms), for tests that run the page's clock. */
const DEBOUNCE_BOUND_MS = 1000;

const queryOf = (request: Request) => new URL(request.url()).searchParams.get('query') ?? '';

/** From now on, the page notes the words of every list of quick results it shows. */
async function recordListsShown(page: Page) {
    await page.evaluate(() => {
        const listbox = document.querySelector<HTMLElement>('[role="listbox"]')!;
        const shown: string[] = [];
        (window as unknown as { listsShown: string[] }).listsShown = shown;
        new MutationObserver(() => {
            const words = listbox.hidden ? null : (listbox.lastElementChild?.textContent ?? null);
            if (words && shown.at(-1) !== words) shown.push(words);
        }).observe(listbox, { subtree: true, childList: true, characterData: true, attributes: true });
    });
}

const listsShown = (page: Page) => page.evaluate(() => (window as unknown as { listsShown: string[] }).listsShown);

/** Waits until the list shows the results of these words (not of a prefix typed on the way). */
async function resultsFor(page: Page, words: string) {
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.last()).toContainText(words);
    return options;
}

test.describe('header quick results', () => {
    test('shows results as you type, and opens the one picked with the keyboard', async ({ page }) => {
        const errors = await openPage(page, '/');
        const combobox = await quickSearch(page);
        await expect(page.getByRole('combobox', { name: 'Search stories' })).toHaveCount(1);
        await expect(combobox).toHaveAttribute('aria-expanded', 'false');
        await expect(combobox).toHaveAttribute('aria-autocomplete', 'list');

        await combobox.pressSequentially('batteries', { delay: 30 });
        const options = await resultsFor(page, 'batteries');
        const listbox = page.getByRole('listbox', { name: 'Quick results' });
        await expect(listbox).toBeVisible();
        await expect(combobox).toHaveAttribute('aria-expanded', 'true');
        await expect(combobox).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
        await expect(options).toHaveCount(4);
        await expect(options.nth(0)).toContainText('A second life for old batteries');
        await expect(options.nth(0).locator('mark').first()).toHaveText('batteries');
        await expect(options.nth(3)).toHaveText('Show all results for “batteries”');
        await expect(page.getByText('3 results')).toHaveCount(1);

        await combobox.press('ArrowDown');
        await combobox.press('ArrowDown');
        const second = options.nth(1);
        await expect(second).toHaveAttribute('aria-selected', 'true');
        await expect(combobox).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
        await expect(combobox).toBeFocused();

        await Promise.all([page.waitForURL(`${search.baseUrl}/atlas-cargo-bike`), combobox.press('Enter')]);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet Atlas, a cargo bike for families');
        expect(errors.join('\n')).toBe('');
    });

    test('keeps the words typed while the island was still loading, and searches them', async ({ page }) => {
        const errors = await openPage(page, '/');
        // Hold the island's code back, so the typing certainly happens before it is live.
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => {
            release = resolve;
        });
        await page.route('**/quick-search-*.js', async (route) => {
            await held;
            await route.continue();
        });
        const field = page.getByRole('banner').getByRole('searchbox');
        await field.pressSequentially('batteries', { delay: 20 });
        // Read once, on purpose: the island must still be waiting for its code at this moment.
        expect(await page.locator('[data-island="quick-search"]').getAttribute('data-hydrated')).toBe('pending');
        release();
        await waitForIsland(page, 'quick-search');
        const options = await resultsFor(page, 'batteries');
        await expect(options).toHaveCount(4);
        await expect(page.getByRole('combobox')).toHaveValue('batteries');
        expect(errors.join('\n')).toBe('');
    });

    test('sends the "Search" event (docs/product-rules.md §7.7) through the analytics context when a quick result is opened', async ({
        page,
        context,
    }) => {
        await context.addCookies([{ name: 'consent', value: 'true', url: search.baseUrl }]);
        const searches: unknown[] = [];
        await page.route('**/analytics/track/t', async (route) => {
            const event = JSON.parse(route.request().postData() ?? '{}');
            if (event.event === 'Search') searches.push(event.properties);
            await route.fulfill({ status: 204 });
        });
        await page.goto(`${search.baseUrl}/`);
        await expect(page.locator('script[data-module="analytics"][data-started="true"]')).toBeAttached();
        const combobox = await quickSearch(page);
        await combobox.pressSequentially('batteries', { delay: 30 });
        await resultsFor(page, 'batteries');
        await combobox.press('ArrowDown');
        await Promise.all([page.waitForURL((url) => url.pathname !== '/'), combobox.press('Enter')]);
        await expect.poll(() => searches).toEqual([{ query: 'batteries', source: 'quick results' }]);
    });

    test('closes with Escape, and Enter without a pick goes to the full results page', async ({ page }) => {
        await openPage(page, '/');
        const combobox = await quickSearch(page);
        await combobox.pressSequentially('Brussels', { delay: 30 });
        await resultsFor(page, 'Brussels');
        const listbox = page.getByRole('listbox', { name: 'Quick results' });
        await combobox.press('Escape');
        await expect(listbox).toBeHidden();
        await expect(combobox).toHaveAttribute('aria-expanded', 'false');
        await expect(combobox).not.toHaveAttribute('aria-activedescendant');

        await Promise.all([page.waitForURL(/\/search\?query=Brussels$/), combobox.press('Enter')]);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “Brussels”');
    });

    test('cancels an outdated request when the words change', async ({ page }) => {
        const errors = await openPage(page, '/');
        const combobox = await quickSearch(page);
        const aborted: (string | null)[] = [];
        page.on('requestfailed', (failed) => {
            if (failed.url().includes('/api/search')) aborted.push(new URL(failed.url()).searchParams.get('query'));
        });
        let releaseSlow: () => void = () => {};
        await page.route('**/api/search?*', async (route) => {
            if (new URL(route.request().url()).searchParams.get('query') === 'Brussels') {
                await new Promise<void>((resolve) => {
                    releaseSlow = resolve;
                });
            }
            await route.continue().catch(() => {});
        });

        const slow = page.waitForRequest((sent) => sent.url().includes('query=Brussels'));
        await combobox.fill('Brussels');
        await slow;
        await combobox.fill('batteries');
        const options = await resultsFor(page, 'batteries');
        await expect(options).toHaveCount(4);
        expect(aborted).toEqual(['Brussels']);
        releaseSlow();
        await expect(options.first()).toContainText('batteries');
        expect(errors.join('\n')).toBe('');
    });

    test('drops an answer for words the visitor has typed past, even one arriving before the next request', async ({
        page,
    }) => {
        // The page's timers run only when told: the debounce cannot hide the race, nor lose it.
        await page.clock.install();
        const errors = await openPage(page, '/');
        const combobox = await quickSearch(page);
        await recordListsShown(page);
        let releaseFirst: () => void = () => {};
        const firstHeld = new Promise<void>((resolve) => {
            releaseFirst = resolve;
        });
        const isFirst = (request: Request) => queryOf(request) === 'battery';
        await page.route('**/api/search?*', async (route) => {
            if (isFirst(route.request())) await firstHeld;
            // An aborted request can no longer be continued.
            await route.continue().catch(() => {});
        });

        const firstSent = page.waitForRequest(isFirst);
        await combobox.pressSequentially('battery');
        await page.clock.runFor(DEBOUNCE_BOUND_MS);
        await firstSent;
        const firstEnded = Promise.race([
            page.waitForEvent('requestfinished', isFirst),
            page.waitForEvent('requestfailed', isFirst),
        ]);
        // More words typed; the answer for "battery" comes back before they are asked for.
        await combobox.pressSequentially(' Atlas');
        releaseFirst();
        await firstEnded;
        await page.clock.runFor(DEBOUNCE_BOUND_MS);

        const options = await resultsFor(page, 'battery Atlas');
        await expect(options).toHaveCount(2);
        expect(await listsShown(page)).toEqual(['Show all results for “battery Atlas”']);
        expect(errors.join('\n')).toBe('');
    });

    test('keeps the option picked when the same words are answered again', async ({ page }) => {
        await page.clock.install();
        const errors = await openPage(page, '/');
        const combobox = await quickSearch(page);
        // Words asked a second time get the same results, told apart only by their label.
        const answered = new Set<string>();
        await page.route('**/api/search?*', async (route) => {
            const query = queryOf(route.request());
            const response = await route.fetch();
            const answer = await response.json();
            await route.fulfill({
                response,
                json: answered.has(query) ? { ...answer, label: `${answer.label} again` } : answer,
            });
            answered.add(query);
        });

        await combobox.pressSequentially('batteries');
        await page.clock.runFor(DEBOUNCE_BOUND_MS);
        const options = await resultsFor(page, 'batteries');
        await combobox.press('ArrowDown');
        await expect(options.first()).toHaveAttribute('aria-selected', 'true');
        // A letter typed and taken back before the pause: "batteries" is asked for again.
        await combobox.press('x');
        await combobox.press('Backspace');
        await page.clock.runFor(DEBOUNCE_BOUND_MS);
        await expect(page.getByText('3 results again')).toHaveCount(1);
        await expect(options.first()).toHaveAttribute('aria-selected', 'true');
        await expect(combobox).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
        expect(errors.join('\n')).toBe('');
    });

    test('offers the full results page as the last option', async ({ page }) => {
        await openPage(page, '/fr');
        const combobox = await quickSearch(page);
        await combobox.pressSequentially('batterie', { delay: 30 });
        const options = await resultsFor(page, 'batterie');
        await combobox.press('ArrowUp');
        await expect(options.last()).toHaveAttribute('aria-selected', 'true');
        await Promise.all([page.waitForURL(/\/fr\/search\?query=batterie$/), combobox.press('Enter')]);
        await expect(page.locator('.search-hit')).toHaveCount(2);
    });
});

test.describe('full results page', () => {
    test('filters by category and year, keeping the state in the URL', async ({ page }) => {
        const errors = await openPage(page, '/search?query=battery');
        const main = page.getByRole('main');
        const hits = main.locator('.search-hit__title a');
        await expect(hits).toHaveCount(3);

        await main.getByLabel('Category').selectOption({ label: 'Products (2)' });
        await main.getByLabel('Year').selectOption({ label: '2024 (2)' });
        await Promise.all([page.waitForURL(/category=products/), main.getByRole('button', { name: 'Search' }).click()]);

        const url = new URL(page.url());
        expect(url.pathname).toBe('/search');
        expect(Object.fromEntries(url.searchParams)).toEqual({
            query: 'battery',
            category: 'products',
            year: '2024',
            month: '',
        });
        await expect(hits).toHaveText(['Northwind unveils Aurora, its lightest city e-bike'], { useInnerText: true });
        await expect(main.getByLabel('Category')).toHaveValue('products');
        await expect(main.getByLabel('Year')).toHaveValue('2024');

        await Promise.all([
            page.waitForURL(/\/search\?query=battery$/),
            main.getByRole('link', { name: 'Clear filters' }).click(),
        ]);
        await expect(hits).toHaveCount(3);
        expect(errors.join('\n')).toBe('');
    });

    test.describe('without JavaScript', () => {
        test.use({ javaScriptEnabled: false });

        test('the header form submits to the results page', async ({ page }) => {
            await openPage(page, '/');
            const field = page.getByRole('banner').getByRole('searchbox', { name: 'Search stories' });
            await field.fill('recycling');
            await Promise.all([page.waitForURL(/\/search\?query=recycling$/), field.press('Enter')]);
            await expect(page.getByRole('main').locator('.search-hit__title a')).toHaveText(
                ['A second life for old batteries'],
                { useInnerText: true },
            );
        });
    });
});

test.describe('a result that lands on a section (docs/search.md)', () => {
    const { heading, anchor, word } = CHARGING_SECTIONS.third;

    /** The story opened at the section: its heading is the URL's target, scrolled into view. */
    async function expectAtTheSection(page: Page) {
        await page.waitForURL(`${search.baseUrl}/charging-network#${anchor}`);
        const target = page.locator(':target');
        await expect(target).toHaveText(heading);
        await expect(target).toHaveJSProperty('tagName', 'H2');
        await expect(target).toBeInViewport();
        // A short window: the heading is below the fold of the story's top, so the page did scroll to it.
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    }

    test('on the full results page, names the heading and opens the story at it', async ({ page }) => {
        await page.setViewportSize({ width: 800, height: 420 });
        const errors = await openPage(page, `/search?query=${word}`);
        const hit = page.locator('.search-hit');
        await expect(hit).toHaveCount(1);
        await expect(hit.locator('.search-hit__section')).toHaveText(`In section: ${heading}`);
        await expect(hit.locator('.search-hit__snippet mark')).toHaveText(word);
        await hit.getByRole('link').click();
        await expectAtTheSection(page);
        expect(errors.join('\n')).toBe('');
    });

    test('in the quick results, names the heading and opens the story at it', async ({ page }) => {
        await page.setViewportSize({ width: 800, height: 420 });
        const errors = await openPage(page, '/');
        const combobox = await quickSearch(page);
        await combobox.pressSequentially(word, { delay: 30 });
        const options = await resultsFor(page, word);
        await expect(options).toHaveCount(2);
        await expect(options.first()).toContainText(`In section: ${heading}`);
        await options.first().click();
        await expectAtTheSection(page);
        expect(errors.join('\n')).toBe('');
    });
});
