/**
 * The gallery lightbox in real Chromium: opened by the page-visit hash, stepped through with the
 * keyboard, focus kept inside and given back, closed with Escape; opened by click; downloads with
 * the sanitised name; analytics events dispatched; and the plain links without JavaScript.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type RunningApp, startApp } from '../helpers/browser';
import { expectReactRoot } from '../helpers/islands';
import { type MediaFixture, UUIDS, writeMediaFixture } from '../integration/media/media-fixture';

let browser: Browser;
let site: RunningApp;
let fixture: MediaFixture;

beforeAll(async () => {
    fixture = await writeMediaFixture();
    [browser, site] = await Promise.all([launchChromium(), startApp({ contentDir: fixture.dir, env: fixture.env })]);
});
afterAll(async () => {
    await browser?.close();
    await site?.close();
});

const galleryPath = `/media/album/${UUIDS.gallery}`;

interface TrackedEvent {
    event: string;
    properties: Record<string, unknown>;
}

interface OpenedPage {
    page: Page;
    errors: string[];
    /** The track events the page sent to the collector (consent is given). */
    events: TrackedEvent[];
    close: () => Promise<void>;
}

async function openPage(hash = ''): Promise<OpenedPage> {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'consent', value: 'true', url: site.baseUrl }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const events: TrackedEvent[] = [];
    await page.route('**/analytics/track/t', async (route) => {
        events.push(JSON.parse(route.request().postData() ?? '{}'));
        await route.fulfill({ status: 204 });
    });
    await page.goto(`${site.baseUrl}${galleryPath}${hash}`);
    return { page, errors, events, close: () => context.close() };
}

const position = (page: Page) => page.locator('[data-lightbox-position]').textContent();
const caption = (page: Page) => page.locator('[data-lightbox-caption]').textContent();
const focusInDialog = (page: Page) =>
    page.evaluate(() => document.activeElement?.closest('dialog[data-lightbox]') !== null);
/** Events are sent once the analytics module has started (on idle): wait for that many. */
async function tracked(
    opened: OpenedPage,
    count: number,
): Promise<{ event: string; properties: Record<string, unknown> }[]> {
    await expect.poll(() => opened.events.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
    return opened.events.map(({ event, properties }) => ({ event, properties }));
}

describe('gallery lightbox', () => {
    it('opens the item named by the hash, steps with the keyboard and closes with Escape', async () => {
        const opened = await openPage(`#gallery-image-${UUIDS.logo}`);
        const { page, errors, close } = opened;
        const dialog = page.getByRole('dialog', { name: 'Image viewer' });
        await dialog.waitFor({ state: 'visible' });
        await expectReactRoot(page, 'lightbox');
        await expect.poll(() => position(page)).toBe('Image 2 of 3');
        expect(await page.locator('.lightbox__image').getAttribute('src')).toContain(UUIDS.logo);
        expect(await focusInDialog(page)).toBe(true);

        await page.keyboard.press('ArrowRight');
        await expect.poll(() => position(page)).toBe('Image 3 of 3');
        await expect.poll(() => caption(page)).toBe('Again');
        await expect.poll(() => new URL(page.url()).hash).toBe(`#gallery-image-${UUIDS.harbourAgain}`);
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => position(page)).toBe('Image 1 of 3');
        await expect.poll(() => caption(page)).toBe('The harbour at dawn');
        await page.keyboard.press('End');
        await expect.poll(() => position(page)).toBe('Image 3 of 3');
        await page.keyboard.press('Home');
        await expect.poll(() => position(page)).toBe('Image 1 of 3');
        await page.keyboard.press('ArrowLeft');
        await expect.poll(() => position(page)).toBe('Image 3 of 3');

        // Tab and Shift+Tab never leave the dialog.
        for (let i = 0; i < 6; i++) {
            await page.keyboard.press('Tab');
            expect(await focusInDialog(page)).toBe(true);
        }
        for (let i = 0; i < 6; i++) {
            await page.keyboard.press('Shift+Tab');
            expect(await focusInDialog(page)).toBe(true);
        }

        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        // Opened by the hash: focus goes to the item it opened, and the hash is cleared.
        expect(await page.evaluate(() => document.activeElement?.id)).toBe(`gallery-image-${UUIDS.logo}`);
        await expect.poll(() => new URL(page.url()).hash).toBe('');

        const views = (await tracked(opened, 6)).filter((entry) => entry.event === 'Gallery image view');
        expect(views.map((entry) => entry.properties.image_uuid)).toEqual([
            UUIDS.logo,
            UUIDS.harbourAgain,
            UUIDS.harbour,
            UUIDS.harbourAgain,
            UUIDS.harbour,
            UUIDS.harbourAgain,
        ]);
        expect(views[0]?.properties.gallery_uuid).toBe(UUIDS.gallery);
        expect(errors).toEqual([]);
        await close();
    });

    it('opens on click, moves with its buttons, downloads and gives focus back to the link', async () => {
        const opened = await openPage();
        const { page, errors, close } = opened;
        // The first click wakes the lightbox and is replayed into it.
        const first = page.getByRole('link', { name: 'The harbour at dawn', exact: true });
        await first.click();
        const dialog = page.getByRole('dialog', { name: 'Image viewer' });
        await dialog.waitFor({ state: 'visible' });
        await expect.poll(() => position(page)).toBe('Image 1 of 3');
        await dialog.getByRole('button', { name: 'Next image' }).click();
        await expect.poll(() => position(page)).toBe('Image 2 of 3');
        await expect.poll(() => caption(page)).toBe('');

        const [download] = await Promise.all([
            page.waitForEvent('download'),
            dialog.getByRole('link', { name: 'Download image' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe('logo mark.png');
        await download.cancel();

        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-gallery-item'))).toBe(
            UUIDS.harbour,
        );
        expect((await tracked(opened, 3)).map((entry) => entry.event)).toEqual([
            'Gallery image view',
            'Gallery image view',
            'Gallery image download',
        ]);
        expect(errors).toEqual([]);
        await close();
    });

    it('swipes to the next image', async () => {
        const { page, close } = await openPage(`#gallery-image-${UUIDS.harbour}`);
        await page.getByRole('dialog', { name: 'Image viewer' }).waitFor({ state: 'visible' });
        const box = (await page.locator('[data-lightbox-stage]').boundingBox())!;
        const y = box.y + box.height / 2;
        await page.mouse.move(box.x + box.width * 0.7, y);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
        await page.mouse.up();
        await expect.poll(() => position(page)).toBe('Image 2 of 3');
        expect(await page.getByRole('dialog', { name: 'Image viewer' }).isVisible()).toBe(true);
        await close();
    });

    it('tracks the whole-gallery download', async () => {
        const opened = await openPage();
        const { page, close } = opened;
        const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('link', { name: 'Download all images' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe('Harbour launch.zip');
        await download.cancel();
        const events = await tracked(opened, 1);
        expect(events).toEqual([
            { event: 'Media gallery download', properties: { image_uuid: null, gallery_uuid: UUIDS.gallery } },
        ]);
        await close();
    });

    it('without JavaScript, a thumbnail is a link to the large image', async () => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        await page.goto(`${site.baseUrl}${galleryPath}`);
        expect(await page.getByRole('dialog').count()).toBe(0);
        const response = await Promise.all([
            page.waitForResponse((res) => res.url().includes(`/cdn/${UUIDS.harbour}/`)),
            page.getByRole('link', { name: 'The harbour at dawn', exact: true }).click(),
        ]);
        expect(response[0].status()).toBe(200);
        expect(response[0].headers()['content-type']).toMatch(/^image\//);
        await context.close();
    });
});
