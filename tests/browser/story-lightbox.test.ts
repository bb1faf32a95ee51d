/**
 * The lightbox on a story page (demo newsroom): a story's image block and gallery block open in
 * it on the first click, the page-visit hash (docs/product-rules.md §2.4) opens the named image, and the
 * "Image view", "Gallery image view" and "Image download" events (§7.7) reach the collector.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { site } from '../helpers/browser-site';
import { collectConsoleProblems, expectReactRoot } from '../helpers/islands';

const demo = site('demo');
const STORY = '/northwind-opens-assembly-plant-in-ghent';
const IMAGE_BLOCK = 'e1a93493-a910-415c-8feb-f1a6579b004d';
const GALLERY_IMAGE_2 = 'b9f010a7-b61c-4a4a-84f2-a4cc299fbcbe';

interface Opened {
    problems: string[];
    events: { event: string; properties: Record<string, unknown> }[];
}

async function open(page: Page, context: BrowserContext, hash = ''): Promise<Opened> {
    await context.addCookies([{ name: 'consent', value: 'true', url: demo.baseUrl }]);
    const problems = collectConsoleProblems(page);
    const events: Opened['events'] = [];
    await page.route('**/analytics/track/t', async (route) => {
        const { event, properties } = JSON.parse(route.request().postData() ?? '{}');
        events.push({ event, properties });
        await route.fulfill({ status: 204 });
    });
    await page.goto(`${demo.baseUrl}${STORY}${hash}`);
    return { problems, events };
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Image viewer' });
const shownImage = (page: Page) => page.locator('.lightbox__image');
const position = (page: Page) => page.locator('[data-lightbox-position]');

test.describe('lightbox on a story page', () => {
    test('opens a gallery block image on the first click, steps through it, and sends the view events', async ({
        page,
        context,
    }) => {
        const { problems, events } = await open(page, context);
        await page.locator(`#gallery-image-${GALLERY_IMAGE_2}`).click();
        await expect(dialog(page)).toBeVisible();
        await expectReactRoot(page, 'lightbox');
        await expect(position(page)).toHaveText('Image 2 of 4');
        await expect(shownImage(page)).toHaveAttribute('src', new RegExp(GALLERY_IMAGE_2));
        await expect(page).toHaveURL((url) => url.hash === `#gallery-image-${GALLERY_IMAGE_2}`);
        await page.keyboard.press('ArrowRight');
        await expect(position(page)).toHaveText('Image 3 of 4');
        await page.keyboard.press('Escape');
        await expect(dialog(page)).toBeHidden();
        await expect(page.locator(`#gallery-image-${GALLERY_IMAGE_2}`)).toBeFocused();
        await expect.poll(() => events.length).toBe(2);
        expect(events.map((entry) => [entry.event, entry.properties.position])).toEqual([
            ['Gallery image view', 2],
            ['Gallery image view', 3],
        ]);
        expect(problems).toEqual([]);
    });

    test('opens the image block named by the page-visit hash, and tracks its view and download', async ({
        page,
        context,
    }) => {
        const { problems, events } = await open(page, context, `#image-${IMAGE_BLOCK}`);
        await expect(dialog(page)).toBeVisible();
        await expect(shownImage(page)).toHaveAttribute('src', new RegExp(IMAGE_BLOCK));
        await expect(page.locator('[data-lightbox-caption]')).toHaveText(
            'The main assembly line, where each bike passes through 14 stations.',
        );
        // A lone image: no position, no previous or next.
        await expect(position(page)).toHaveText('');
        await expect(dialog(page).getByRole('button', { name: 'Next image' })).toBeHidden();
        const [download] = await Promise.all([
            page.waitForEvent('download'),
            dialog(page).getByRole('link', { name: 'Download image' }).click(),
        ]);
        await download.cancel();
        await expect.poll(() => events.length).toBe(2);
        expect(events.map((entry) => entry.event)).toEqual(['Image view', 'Image download']);
        expect(events[0]?.properties).toMatchObject({ image_uuid: IMAGE_BLOCK, gallery_uuid: null });
        expect(problems).toEqual([]);
    });

    test.describe('without JavaScript', () => {
        test.use({ javaScriptEnabled: false });

        test('the image links to its large version', async ({ page }) => {
            await page.goto(`${demo.baseUrl}${STORY}`);
            const image = page.locator(`#image-${IMAGE_BLOCK}`);
            await expect(image).toHaveAttribute('href', new RegExp(IMAGE_BLOCK));
            const href = (await image.getAttribute('href'))!;
            const response = await page.request.get(new URL(href, demo.baseUrl).href);
            expect(response.headers()['content-type']).toMatch(/^image\//);
        });
    });
});
