/**
 * The embargo's moment in the reader's own time zone (docs/product-rules.md §4.9): the server
 * writes "Embargoed until {date, time, zone}" in the newsroom's zone (Brussels); once the
 * embargo-time island hydrates, Chromium shows the same moment in the zone of the browser
 * (Playwright's `timezoneId`), the `<time datetime>` unchanged. Without JavaScript the
 * newsroom's time stands.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { site } from '../helpers/browser-site';
import { expectReactRoot, waitForIsland } from '../helpers/islands';

const demo = site('demo');
const arabic = site('arabicEmbargo');
/** The demo's embargoed English story, which lifts on 2 December 2037 at 07:00 UTC. */
const EMBARGOED = '/northwind-unveils-atlas-cargo-e-bike';
const LIFTS_AT = '2037-12-02T07:00:00+00:00';
const PUBLIC_STORY = '/northwind-unveils-aurora-city-e-bike';

async function openIn(browser: Browser, url: string, options: { timezoneId: string; javaScriptEnabled?: boolean }) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(url);
    return { page, context, scripts };
}

const notice = (page: Page) => page.locator('.notice--embargo p');
const time = (page: Page) => page.locator('.notice--embargo time');

test.describe("the embargo's time in the reader's zone", () => {
    for (const [timezoneId, readerTime] of [
        ['Asia/Tokyo', /^December 2, 2037 at 4:00\sPM GMT\+9$/],
        ['America/New_York', /^December 2, 2037 at 2:00\sAM EST$/],
    ] as const) {
        test(`a reader in ${timezoneId} sees the lift in their own time, the datetime unchanged`, async ({
            browser,
        }) => {
            const { page, context, scripts } = await openIn(browser, `${demo.baseUrl}${EMBARGOED}`, { timezoneId });
            await waitForIsland(page, 'embargo-time');
            await expectReactRoot(page, 'embargo-time');
            await expect(time(page)).toHaveText(readerTime);
            await expect(time(page)).toHaveAttribute('datetime', LIFTS_AT);
            // The newsroom's own time is kept in the title.
            await expect(time(page)).toHaveAttribute('title', /^December 2, 2037 at 8:00\sAM GMT\+1$/);
            const sentence = (await notice(page).textContent()) ?? '';
            expect(sentence.startsWith('Embargoed until December 2, 2037 at ')).toBe(true);
            expect(sentence.endsWith('. Do not publish or share before then.')).toBe(true);
            expect(scripts.some((path) => /\/embargo-time-[^/]+\.js$/.test(path))).toBe(true);
            await context.close();
        });
    }

    test("without JavaScript the newsroom's time stands, zone named", async ({ browser }) => {
        const { page, context } = await openIn(browser, `${demo.baseUrl}${EMBARGOED}`, {
            timezoneId: 'Asia/Tokyo',
            javaScriptEnabled: false,
        });
        await expect(time(page)).toHaveText(/^December 2, 2037 at 8:00\sAM GMT\+1$/);
        await expect(time(page)).toHaveAttribute('datetime', LIFTS_AT);
        await expect(time(page)).not.toHaveAttribute('title', /./);
        await context.close();
    });

    test('a page without an embargo loads none of its code', async ({ browser }) => {
        const { page, context, scripts } = await openIn(browser, `${demo.baseUrl}${PUBLIC_STORY}`, {
            timezoneId: 'Asia/Tokyo',
        });
        await page.waitForLoadState('networkidle');
        expect(await page.locator('[data-island="embargo-time"]').count()).toBe(0);
        expect(scripts.filter((path) => path.includes('embargo-time'))).toEqual([]);
        await context.close();
    });

    test('on an Arabic page the date is isolated in its own direction and shown in the reader’s zone', async ({
        browser,
    }) => {
        const { page, context } = await openIn(browser, `${arabic.baseUrl}/ar/khabar-mahzur`, {
            timezoneId: 'Asia/Tokyo',
        });
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await waitForIsland(page, 'embargo-time');
        // The same moment as Chromium's own Arabic formatting of it in Tokyo time.
        const tokyo = await page.evaluate(
            (iso) =>
                new Intl.DateTimeFormat('ar', {
                    year: 'numeric',
                    month: 'long',
                    day: 'numeric',
                    hour: 'numeric',
                    minute: '2-digit',
                    timeZoneName: 'short',
                    timeZone: 'Asia/Tokyo',
                }).format(new Date(iso)),
            '2037-12-02T07:00:00Z',
        );
        await expect(time(page)).toHaveText(tokyo);
        await expect(time(page)).toHaveAttribute('datetime', '2037-12-02T07:00:00Z');
        // Isolated: the date is a <bdi>, whose digits, "+9" and zone name keep their order in the sentence.
        const isolation = await time(page).evaluate((element) => {
            const bdi = element.closest('bdi');
            return bdi ? getComputedStyle(bdi).unicodeBidi : null;
        });
        expect(isolation).toBe('isolate');
        await expect(notice(page)).toHaveCSS('direction', 'rtl');
        await context.close();
    });
});
