/**
 * Search in real Chromium: the header's quick results (typed, picked with the keyboard), the
 * combobox semantics, Escape and Enter, then the full results page filtered by category and
 * year; and the same form without JavaScript.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type RunningApp, startApp } from '../helpers/browser';
import { expectReactRoot, waitForIsland } from '../helpers/islands';
import { writeSearchNewsroom } from '../helpers/search-newsroom';

let browser: Browser;
let site: RunningApp;

beforeAll(async () => {
    [browser, site] = await Promise.all([launchChromium(), startApp({ contentDir: writeSearchNewsroom() })]);
});
afterAll(async () => {
    await browser?.close();
    await site?.close();
});

async function openPage(path: string, options: { javaScriptEnabled?: boolean } = {}) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Script errors and logged failures; a missing image or a stylesheet rebuilt mid-run is not
    // what this test is about.
    page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !/^(Failed to load resource|Refused to apply style)/.test(text)) {
            errors.push(text);
        }
    });
    await page.goto(`${site.baseUrl}${path}`);
    return { page, errors, close: () => context.close() };
}

/** Focusing the field loads the island; then it is a combobox. (Names differ per language.) */
async function quickSearch(page: Page) {
    const header = page.getByRole('banner');
    await header.getByRole('searchbox').focus();
    await waitForIsland(page, 'quick-search');
    await expectReactRoot(page, 'quick-search');
    return header.getByRole('combobox');
}

/** Waits until the list shows the results of these words (not of a prefix typed on the way). */
async function resultsFor(page: Page, words: string) {
    const options = page.getByRole('listbox').getByRole('option');
    const lastText = () =>
        options
            .last()
            .textContent({ timeout: 1000 })
            .catch(() => '');
    await expect.poll(async () => ((await lastText()) ?? '').includes(words)).toBe(true);
    return options;
}

describe('header quick results', () => {
    it('shows results as you type, and opens the one picked with the keyboard', async () => {
        const { page, errors, close } = await openPage('/');
        const combobox = await quickSearch(page);
        expect(await page.getByRole('combobox', { name: 'Search stories' }).count()).toBe(1);
        expect(await combobox.getAttribute('aria-expanded')).toBe('false');
        expect(await combobox.getAttribute('aria-autocomplete')).toBe('list');

        await combobox.pressSequentially('batteries', { delay: 30 });
        const options = await resultsFor(page, 'batteries');
        const listbox = page.getByRole('listbox', { name: 'Quick results' });
        expect(await listbox.isVisible()).toBe(true);
        expect(await combobox.getAttribute('aria-expanded')).toBe('true');
        expect(await combobox.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
        expect(await options.count()).toBe(4);
        expect(await options.nth(0).textContent()).toContain('A second life for old batteries');
        expect(await options.nth(0).locator('mark').first().textContent()).toBe('batteries');
        expect(await options.nth(3).textContent()).toBe('Show all results for “batteries”');
        expect(await page.getByText('3 results').count()).toBe(1);

        await combobox.press('ArrowDown');
        await combobox.press('ArrowDown');
        const second = options.nth(1);
        expect(await second.getAttribute('aria-selected')).toBe('true');
        expect(await combobox.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
        expect(await combobox.evaluate((element) => element === document.activeElement)).toBe(true);

        await Promise.all([page.waitForURL(`${site.baseUrl}/atlas-cargo-bike`), combobox.press('Enter')]);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
            'Meet Atlas, a cargo bike for families',
        );
        expect(errors.join('\n')).toBe('');
        await close();
    });

    it('keeps the words typed while the island was still loading, and searches them', async () => {
        const { page, errors, close } = await openPage('/');
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
        expect(await page.locator('[data-island="quick-search"]').getAttribute('data-hydrated')).toBe('pending');
        release();
        await waitForIsland(page, 'quick-search');
        const options = await resultsFor(page, 'batteries');
        expect(await options.count()).toBe(4);
        expect(await page.getByRole('combobox').inputValue()).toBe('batteries');
        expect(errors.join('\n')).toBe('');
        await close();
    });

    it('sends the SPEC §7 "Search" event through the analytics context when a quick result is opened', async () => {
        const context = await browser.newContext();
        await context.addCookies([{ name: 'consent', value: 'true', url: site.baseUrl }]);
        const page = await context.newPage();
        const searches: unknown[] = [];
        await page.route('**/analytics/track/t', async (route) => {
            const event = JSON.parse(route.request().postData() ?? '{}');
            if (event.event === 'Search') searches.push(event.properties);
            await route.fulfill({ status: 204 });
        });
        await page.goto(`${site.baseUrl}/`);
        await page.locator('script[data-module="analytics"][data-started="true"]').waitFor({ state: 'attached' });
        const combobox = await quickSearch(page);
        await combobox.pressSequentially('batteries', { delay: 30 });
        await resultsFor(page, 'batteries');
        await combobox.press('ArrowDown');
        await Promise.all([page.waitForURL((url) => url.pathname !== '/'), combobox.press('Enter')]);
        await expect.poll(() => searches).toEqual([{ query: 'batteries', source: 'quick results' }]);
        await context.close();
    });

    it('closes with Escape, and Enter without a pick goes to the full results page', async () => {
        const { page, close } = await openPage('/');
        const combobox = await quickSearch(page);
        await combobox.pressSequentially('Brussels', { delay: 30 });
        await resultsFor(page, 'Brussels');
        const listbox = page.getByRole('listbox', { name: 'Quick results' });
        await combobox.press('Escape');
        await listbox.waitFor({ state: 'hidden' });
        expect(await combobox.getAttribute('aria-expanded')).toBe('false');
        expect(await combobox.getAttribute('aria-activedescendant')).toBeNull();

        await Promise.all([page.waitForURL(/\/search\?query=Brussels$/), combobox.press('Enter')]);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Results for “Brussels”');
        await close();
    });

    it('cancels an outdated request when the words change', async () => {
        const { page, errors, close } = await openPage('/');
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
        expect(await options.count()).toBe(4);
        expect(aborted).toEqual(['Brussels']);
        releaseSlow();
        expect(await options.first().textContent()).toContain('batteries');
        expect(errors.join('\n')).toBe('');
        await close();
    });

    it('offers the full results page as the last option', async () => {
        const { page, close } = await openPage('/fr');
        const combobox = await quickSearch(page);
        await combobox.pressSequentially('batterie', { delay: 30 });
        const options = await resultsFor(page, 'batterie');
        await combobox.press('ArrowUp');
        expect(await options.last().getAttribute('aria-selected')).toBe('true');
        await Promise.all([page.waitForURL(/\/fr\/search\?query=batterie$/), combobox.press('Enter')]);
        expect(await page.locator('.search-hit').count()).toBe(2);
        await close();
    });
});

describe('full results page', () => {
    it('filters by category and year, keeping the state in the URL', async () => {
        const { page, errors, close } = await openPage('/search?query=battery');
        const main = page.getByRole('main');
        const hits = main.locator('.search-hit__title a');
        await expect.poll(() => hits.count()).toBe(3);

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
        expect(await hits.allInnerTexts()).toEqual(['Northwind unveils Aurora, its lightest city e-bike']);
        expect(await main.getByLabel('Category').inputValue()).toBe('products');
        expect(await main.getByLabel('Year').inputValue()).toBe('2024');

        await Promise.all([
            page.waitForURL(/\/search\?query=battery$/),
            main.getByRole('link', { name: 'Clear filters' }).click(),
        ]);
        await expect.poll(() => hits.count()).toBe(3);
        expect(errors.join('\n')).toBe('');
        await close();
    });

    it('works without JavaScript: the header form submits to the results page', async () => {
        const { page, close } = await openPage('/', { javaScriptEnabled: false });
        const field = page.getByRole('banner').getByRole('searchbox', { name: 'Search stories' });
        await field.fill('recycling');
        await Promise.all([page.waitForURL(/\/search\?query=recycling$/), field.press('Enter')]);
        expect(await page.getByRole('main').locator('.search-hit__title a').allInnerTexts()).toEqual([
            'A second life for old batteries',
        ]);
        await close();
    });
});
