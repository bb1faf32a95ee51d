/**
 * A keyboard-only walk through the demo newsroom (issue 16, item 12): the skip link, the
 * categories and language menus, the quick search, "Load more", the lightbox and the consent
 * bar and toggle, reached with Tab and worked with Enter, arrows and Escape only. No mouse.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type RunningApp, startApp } from '../helpers/browser';

let browser: Browser;
let site: RunningApp;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
    [browser, site] = await Promise.all([launchChromium(), startApp()]);
    context = await browser.newContext();
    page = await context.newPage();
});
afterAll(async () => {
    await browser?.close();
    await site?.close();
});

const MAX_TABS = 400;

/** Presses Tab until the focused element matches (and has the text, if given); fails if never. */
async function tabTo(selector: string, text?: RegExp) {
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

const active = () =>
    page.evaluate(() => ({
        id: document.activeElement?.id ?? '',
        text: document.activeElement?.textContent?.trim() ?? '',
        tag: document.activeElement?.tagName.toLowerCase(),
    }));

describe('keyboard-only walk', () => {
    it('skip link: the first Tab stop, Enter moves the focus to the main content', async () => {
        await page.goto(`${site.baseUrl}/`);
        await page.keyboard.press('Tab');
        expect((await active()).text).toBe('Skip to content');
        await page.keyboard.press('Enter');
        expect((await active()).id).toBe('main');
    });

    it('menus: the categories menu opens with Enter and its links follow', async () => {
        await page.goto(`${site.baseUrl}/`);
        await tabTo('.categories-menu > summary');
        await page.keyboard.press('Enter');
        expect(await page.locator('.categories-menu').getAttribute('open')).toBe('');
        await page.keyboard.press('Tab');
        const target = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).pathname);
        expect(target).toMatch(/^\/category\//);
        await Promise.all([page.waitForURL(`${site.baseUrl}${target}`), page.keyboard.press('Enter')]);
    });

    it('menus: the language menu opens with Enter and Escape closes it', async () => {
        await page.goto(`${site.baseUrl}/`);
        await tabTo('.language-switcher > summary');
        await page.keyboard.press('Enter');
        expect(await page.locator('.language-switcher').getAttribute('open')).toBe('');
        await tabTo('.language-switcher a[hreflang="ar"]');
        await Promise.all([page.waitForURL(`${site.baseUrl}/ar`), page.keyboard.press('Enter')]);
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    });

    it('search: typed into, results picked with the arrows, opened with Enter', async () => {
        await page.goto(`${site.baseUrl}/`);
        await tabTo('input[type="search"]');
        await page.keyboard.type('assembly plant', { delay: 20 });
        const options = page.getByRole('listbox').getByRole('option');
        await expect.poll(() => options.count(), { timeout: 10_000 }).toBeGreaterThan(1);
        await page.keyboard.press('ArrowDown');
        expect(await options.first().getAttribute('aria-selected')).toBe('true');
        await Promise.all([page.waitForURL((url) => url.pathname !== '/'), page.keyboard.press('Enter')]);
        expect(new URL(page.url()).pathname).not.toMatch(/^\/search/);
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    });

    it('load more: Enter appends the next page and the focus moves to its first card', async () => {
        await page.goto(`${site.baseUrl}/`);
        const cards = page.locator('#latest-stories-list > li');
        const before = await cards.count();
        await tabTo('a[data-load-more-link]');
        await page.keyboard.press('Enter');
        await expect.poll(() => cards.count()).toBeGreaterThan(before);
        const focusedCard = await page.evaluate(() => {
            const card = document.activeElement?.closest('#latest-stories-list > li');
            return card ? [...card.parentElement!.children].indexOf(card) : -1;
        });
        expect(focusedCard).toBe(before);
    });

    it('lightbox: Enter on a story image opens it, arrows step, Tab stays inside, Escape gives the focus back', async () => {
        await page.goto(`${site.baseUrl}/northwind-opens-assembly-plant-in-ghent`);
        await tabTo('.content-gallery a[data-gallery-item]');
        const opener = (await active()).id;
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Image viewer' });
        await dialog.waitFor({ state: 'visible' });
        await expect.poll(() => page.locator('[data-lightbox-position]').textContent()).toBe('Image 1 of 4');
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => page.locator('[data-lightbox-position]').textContent()).toBe('Image 2 of 4');
        for (let i = 0; i < 5; i++) {
            await page.keyboard.press('Tab');
            expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
        }
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        expect((await active()).id).toBe(opener);
    });

    it('consent: Accept is reachable by Tab and saves the choice; the toggle then says Stop', async () => {
        await context.clearCookies();
        await page.goto(`${site.baseUrl}/`);
        const bar = page.getByRole('region', { name: 'Cookies on this site' });
        await bar.waitFor({ state: 'visible' });
        await tabTo('.consent-bar button', /^Accept$/);
        await page.keyboard.press('Enter');
        await bar.waitFor({ state: 'hidden' });
        // The bar is gone: the focus is back in the page, not lost on <body>.
        expect((await active()).id).toBe('main');
        expect((await context.cookies()).find((cookie) => cookie.name === 'consent')?.value).toBe('true');
        // The footer's toggle wakes as Tab brings the footer into view.
        await tabTo('.cookie-toggle__button', /^Stop using cookies$/);
        await page.keyboard.press('Enter');
        expect((await context.cookies()).find((cookie) => cookie.name === 'consent')?.value).toBe('false');
        await tabTo('.cookie-toggle__button', /^Start using cookies$/);
    });
});
