/**
 * The gallery lightbox in real Chromium: opened by the page-visit hash, stepped through with the
 * keyboard, focus kept inside and given back, closed with Escape; opened by click; downloads with
 * the sanitised name; analytics events dispatched; and the plain links without JavaScript.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { site } from '../helpers/browser-site';
import { expectReactRoot } from '../helpers/islands';
import { UUIDS } from '../integration/media/media-fixture';

const gallery = site('gallery');
const galleryPath = `/media/album/${UUIDS.gallery}`;

interface TrackedEvent {
    event: string;
    properties: Record<string, unknown>;
}

interface OpenedPage {
    errors: string[];
    /** The track events the page sent to the collector (consent is given). */
    events: TrackedEvent[];
}

async function openPage(page: Page, context: BrowserContext, hash = ''): Promise<OpenedPage> {
    await context.addCookies([{ name: 'consent', value: 'true', url: gallery.baseUrl }]);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const events: TrackedEvent[] = [];
    await page.route('**/analytics/track/t', async (route) => {
        events.push(JSON.parse(route.request().postData() ?? '{}'));
        await route.fulfill({ status: 204 });
    });
    await page.goto(`${gallery.baseUrl}${galleryPath}${hash}`);
    return { errors, events };
}

const viewer = (page: Page) => page.getByRole('dialog', { name: 'Image viewer' });
const position = (page: Page) => page.locator('[data-lightbox-position]');
const caption = (page: Page) => page.locator('[data-lightbox-caption]');
/** The lightbox dialog while the focus is on it or inside it. */
const focusInDialog = (page: Page) => page.locator('dialog[data-lightbox]:focus-within');
/** Events are sent once the analytics module has started (on idle): wait for that many. */
async function tracked(
    opened: OpenedPage,
    count: number,
): Promise<{ event: string; properties: Record<string, unknown> }[]> {
    await expect.poll(() => opened.events.length).toBeGreaterThanOrEqual(count);
    return opened.events.map(({ event, properties }) => ({ event, properties }));
}

test.describe('gallery lightbox', () => {
    test('opens the item named by the hash, steps with the keyboard and closes with Escape', async ({
        page,
        context,
    }) => {
        const opened = await openPage(page, context, `#gallery-image-${UUIDS.logo}`);
        const dialog = viewer(page);
        await expect(dialog).toBeVisible();
        await expectReactRoot(page, 'lightbox');
        await expect(position(page)).toHaveText('Image 2 of 3');
        await expect(page.locator('.lightbox__image')).toHaveAttribute('src', new RegExp(UUIDS.logo));
        await expect(focusInDialog(page)).toHaveCount(1);

        await page.keyboard.press('ArrowRight');
        await expect(position(page)).toHaveText('Image 3 of 3');
        await expect(caption(page)).toHaveText('Again');
        await expect(page).toHaveURL((url) => url.hash === `#gallery-image-${UUIDS.harbourAgain}`);
        await page.keyboard.press('ArrowRight');
        await expect(position(page)).toHaveText('Image 1 of 3');
        await expect(caption(page)).toHaveText('The harbour at dawn');
        await page.keyboard.press('End');
        await expect(position(page)).toHaveText('Image 3 of 3');
        await page.keyboard.press('Home');
        await expect(position(page)).toHaveText('Image 1 of 3');
        await page.keyboard.press('ArrowLeft');
        await expect(position(page)).toHaveText('Image 3 of 3');

        // Tab and Shift+Tab never leave the dialog.
        for (let i = 0; i < 6; i++) {
            await page.keyboard.press('Tab');
            await expect(focusInDialog(page)).toHaveCount(1);
        }
        for (let i = 0; i < 6; i++) {
            await page.keyboard.press('Shift+Tab');
            await expect(focusInDialog(page)).toHaveCount(1);
        }

        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        // Opened by the hash: focus goes to the item it opened, and the hash is cleared.
        await expect(page.locator(`#gallery-image-${UUIDS.logo}`)).toBeFocused();
        await expect(page).toHaveURL((url) => url.hash === '');

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
        expect(opened.errors).toEqual([]);
    });

    test('opens on click, moves with its buttons, downloads and gives focus back to the link', async ({
        page,
        context,
    }) => {
        const opened = await openPage(page, context);
        // The first click wakes the lightbox and is replayed into it.
        await page.getByRole('link', { name: 'The harbour at dawn', exact: true }).click();
        const dialog = viewer(page);
        await expect(dialog).toBeVisible();
        await expect(position(page)).toHaveText('Image 1 of 3');
        await dialog.getByRole('button', { name: 'Next image' }).click();
        await expect(position(page)).toHaveText('Image 2 of 3');
        await expect(caption(page)).toHaveText('');

        const [download] = await Promise.all([
            page.waitForEvent('download'),
            dialog.getByRole('link', { name: 'Download image' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe('logo mark.png');
        await download.cancel();

        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.locator(`[data-gallery-item="${UUIDS.harbour}"]:focus`)).toHaveCount(1);
        expect((await tracked(opened, 3)).map((entry) => entry.event)).toEqual([
            'Gallery image view',
            'Gallery image view',
            'Gallery image download',
        ]);
        expect(opened.errors).toEqual([]);
    });

    test('swipes to the next image', async ({ page, context }) => {
        await openPage(page, context, `#gallery-image-${UUIDS.harbour}`);
        await expect(viewer(page)).toBeVisible();
        const box = (await page.locator('[data-lightbox-stage]').boundingBox())!;
        const y = box.y + box.height / 2;
        await page.mouse.move(box.x + box.width * 0.7, y);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
        await page.mouse.up();
        await expect(position(page)).toHaveText('Image 2 of 3');
        await expect(viewer(page)).toBeVisible();
    });

    test('tracks the whole-gallery download', async ({ page, context }) => {
        const opened = await openPage(page, context);
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
    });

    test.describe('without JavaScript', () => {
        test.use({ javaScriptEnabled: false });

        test('a thumbnail is a link to the large image', async ({ page }) => {
            await page.goto(`${gallery.baseUrl}${galleryPath}`);
            await expect(page.getByRole('dialog')).toHaveCount(0);
            const [response] = await Promise.all([
                page.waitForResponse((res) => res.url().includes(`/cdn/${UUIDS.harbour}/`)),
                page.getByRole('link', { name: 'The harbour at dawn', exact: true }).click(),
            ]);
            expect(response.status()).toBe(200);
            expect(response.headers()['content-type']).toMatch(/^image\//);
        });
    });
});
