/**
 * The lightbox on a story page (demo newsroom): a story's image block and gallery block open in
 * it on the first click, the SPEC §2 page-visit hash opens the named image, and the SPEC §7
 * "Image view", "Gallery image view" and "Image download" events reach the collector.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type RunningApp, startApp } from '../helpers/browser';
import { collectConsoleProblems, expectReactRoot } from '../helpers/islands';

let browser: Browser;
let site: RunningApp;

const STORY = '/northwind-opens-assembly-plant-in-ghent';
const IMAGE_BLOCK = 'e1a93493-a910-415c-8feb-f1a6579b004d';
const GALLERY_IMAGE_2 = 'b9f010a7-b61c-4a4a-84f2-a4cc299fbcbe';

beforeAll(async () => {
    [browser, site] = await Promise.all([launchChromium(), startApp()]);
});
afterAll(async () => {
    await browser?.close();
    await site?.close();
});

interface Opened {
    page: Page;
    problems: string[];
    events: { event: string; properties: Record<string, unknown> }[];
}

async function open(hash = ''): Promise<Opened> {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'consent', value: 'true', url: site.baseUrl }]);
    const page = await context.newPage();
    const problems = collectConsoleProblems(page);
    const events: Opened['events'] = [];
    await page.route('**/analytics/track/t', async (route) => {
        const { event, properties } = JSON.parse(route.request().postData() ?? '{}');
        events.push({ event, properties });
        await route.fulfill({ status: 204 });
    });
    await page.goto(`${site.baseUrl}${STORY}${hash}`);
    return { page, problems, events };
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Image viewer' });
const shownImage = (page: Page) => page.locator('.lightbox__image').getAttribute('src');

describe('lightbox on a story page', () => {
    it('opens a gallery block image on the first click, steps through it, and sends the view events', async () => {
        const { page, problems, events } = await open();
        await page.locator(`#gallery-image-${GALLERY_IMAGE_2}`).click();
        await dialog(page).waitFor({ state: 'visible' });
        await expectReactRoot(page, 'lightbox');
        await expect.poll(() => page.locator('[data-lightbox-position]').textContent()).toBe('Image 2 of 4');
        expect(await shownImage(page)).toContain(GALLERY_IMAGE_2);
        expect(new URL(page.url()).hash).toBe(`#gallery-image-${GALLERY_IMAGE_2}`);
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => page.locator('[data-lightbox-position]').textContent()).toBe('Image 3 of 4');
        await page.keyboard.press('Escape');
        await dialog(page).waitFor({ state: 'hidden' });
        expect(await page.evaluate(() => document.activeElement?.id)).toBe(`gallery-image-${GALLERY_IMAGE_2}`);
        await expect.poll(() => events.length, { timeout: 10_000 }).toBe(2);
        expect(events.map((entry) => [entry.event, entry.properties.position])).toEqual([
            ['Gallery image view', 2],
            ['Gallery image view', 3],
        ]);
        expect(problems).toEqual([]);
        await page.context().close();
    });

    it('opens the image block named by the page-visit hash, and tracks its view and download', async () => {
        const { page, problems, events } = await open(`#image-${IMAGE_BLOCK}`);
        await dialog(page).waitFor({ state: 'visible' });
        expect(await shownImage(page)).toContain(IMAGE_BLOCK);
        expect(await page.locator('[data-lightbox-caption]').textContent()).toBe(
            'The main assembly line, where each bike passes through 14 stations.',
        );
        // A lone image: no position, no previous or next.
        await expect.poll(() => page.locator('[data-lightbox-position]').textContent()).toBe('');
        expect(await dialog(page).getByRole('button', { name: 'Next image' }).isVisible()).toBe(false);
        const [download] = await Promise.all([
            page.waitForEvent('download'),
            dialog(page).getByRole('link', { name: 'Download image' }).click(),
        ]);
        await download.cancel();
        await expect.poll(() => events.length, { timeout: 10_000 }).toBe(2);
        expect(events.map((entry) => entry.event)).toEqual(['Image view', 'Image download']);
        expect(events[0]?.properties).toMatchObject({ image_uuid: IMAGE_BLOCK, gallery_uuid: null });
        expect(problems).toEqual([]);
        await page.context().close();
    });

    it('without JavaScript, the image links to its large version', async () => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        await page.goto(`${site.baseUrl}${STORY}`);
        const href = await page.locator(`#image-${IMAGE_BLOCK}`).getAttribute('href');
        expect(href).toContain(IMAGE_BLOCK);
        const response = await page.request.get(new URL(href!, site.baseUrl).href);
        expect(response.headers()['content-type']).toMatch(/^image\//);
        await context.close();
    });
});
