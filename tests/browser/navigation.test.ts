/**
 * A visitor's walk through the demo newsroom in real Chromium: home → story → the same story in
 * French → a category → the media gallery → back. Once with JavaScript disabled (every page and
 * link works as plain HTML), once with it enabled (islands load without errors).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type RunningApp, startApp } from '../helpers/browser';

let browser: Browser;
let site: RunningApp;

beforeAll(async () => {
    [browser, site] = await Promise.all([launchChromium(), startApp()]);
});
afterAll(async () => {
    await browser?.close();
    await site?.close();
});

async function walk(context: BrowserContext): Promise<Page> {
    const snapshot = await site.content.get();
    const highlighted = snapshot.highlightedStory('en')!;
    const gallery = snapshot.galleries()[0]!;
    const page = await context.newPage();

    await page.goto(`${site.baseUrl}/`);
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    await page
        .getByRole('region', { name: 'Highlighted story' })
        .getByRole('link', { name: highlighted.title })
        .click();
    await page.waitForURL(`${site.baseUrl}/${encodeURIComponent(highlighted.slug)}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(highlighted.title);

    // The language switcher is a <details> disclosure: it opens without JavaScript.
    await page.locator('.language-switcher summary').click();
    await page.getByRole('link', { name: 'Français', exact: true }).click();
    await page.waitForURL(/\/fr(\/|$)/);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    const frenchUrl = page.url();

    await page.locator('.categories-menu summary').click();
    const category = page.locator('.categories-menu a').first();
    const categoryName = (await category.locator('.categories-menu__name').textContent())!;
    await category.click();
    await page.waitForURL(/\/fr\/category\//);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(categoryName);
    const categoryUrl = page.url();

    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Médias' }).click();
    await page.waitForURL(/\/fr\/media/);
    await page.getByRole('link', { name: gallery.title }).first().click();
    await page.waitForURL(new RegExp(`/fr/media/album/${gallery.uuid}`));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(gallery.title);

    await page.goBack();
    await page.goBack();
    expect(page.url()).toBe(categoryUrl);
    await page.goBack();
    expect(page.url()).toBe(frenchUrl);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    return page;
}

describe('navigation', () => {
    it('walks the newsroom with JavaScript disabled', async () => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await walk(context);
        // No script ran: islands stay server-rendered markup.
        expect(await page.locator('[data-hydrated]').count()).toBe(0);
        await context.close();
    });

    it('walks the newsroom with JavaScript enabled, without script errors', async () => {
        const context = await browser.newContext();
        const errors: string[] = [];
        context.on('weberror', (error) => errors.push(error.error().message));
        const page = await walk(context);
        await page.goto(`${site.baseUrl}/ar`);
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
        expect(errors).toEqual([]);
        await context.close();
    });

    it('follows the no-JavaScript "Load more" link to the next page', async () => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        await page.goto(`${site.baseUrl}/`);
        const navigation = (name: string) => page.getByRole('navigation', { name });
        await navigation('Latest stories').getByRole('link', { name: 'Load more stories' }).click();
        await page.waitForURL(`${site.baseUrl}/?page=2`);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Latest stories');
        await page.goto(`${site.baseUrl}/`);
        await navigation('All stories').getByRole('link', { name: 'Load more stories' }).click();
        await page.waitForURL(`${site.baseUrl}/?list=all&page=2`);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('All stories');
        await context.close();
    });
});
