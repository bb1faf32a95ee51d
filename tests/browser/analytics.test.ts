/**
 * Analytics in real Chromium against the first-party collector: beacons arrive in the log file
 * with the SPEC §3 payload only after consent, outbound links are tracked, `utm_id` identifies
 * the recipient (deferred until consent under consent-to-identify), and the page-visit hash
 * opens the matching item.
 */
import { existsSync, readFileSync } from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { site } from '../helpers/browser-site';
import { FIXTURE_NEWSROOM_UUID } from '../helpers/fixture-newsroom';
import { galleryUuid } from '../helpers/islands-newsroom';

const analytics = site('analytics');
const identify = site('analyticsIdentify');

interface LoggedEvent {
    type: string;
    writeKey: string;
    event?: string;
    userId?: string;
    properties?: Record<string, unknown>;
    context: { library: { version: string } };
    prezly: { newsroom: string; story: string | null; gallery: string | null; tracking_policy?: string };
}

const events = (file: string): LoggedEvent[] =>
    existsSync(file)
        ? readFileSync(file, 'utf8')
              .trim()
              .split('\n')
              .filter(Boolean)
              .map((line) => JSON.parse(line) as LoggedEvent)
        : [];

const waitForEvent = (file: string, match: (event: LoggedEvent) => boolean) =>
    expect.poll(() => events(file).find(match)).toBeTruthy();

async function open(
    context: BrowserContext,
    page: Page,
    baseUrl: string,
    path: string,
    consent?: 'true' | 'false',
): Promise<void> {
    if (consent) await context.addCookies([{ name: 'consent', value: consent, url: baseUrl }]);
    await page.goto(`${baseUrl}${path}`);
    await expect(page.locator('script[data-module="analytics"][data-started="true"]')).toBeAttached();
}

const STORY_5 = '00000000-0000-4000-8000-000000000005';
const STORY_6 = '00000000-0000-4000-8000-000000000006';

test.describe('beacons to the collector', () => {
    test('sends the page event with the SPEC §3 payload once consent is accepted', async ({ page, context }) => {
        await open(context, page, analytics.baseUrl, '/story-5');
        await page.getByRole('button', { name: 'Accept' }).click();
        await waitForEvent(analytics.analyticsLog, (event) => event.type === 'page' && event.prezly.story === STORY_5);
        const pageEvent = events(analytics.analyticsLog).find(
            (event) => event.type === 'page' && event.prezly.story === STORY_5,
        )!;
        expect(pageEvent.writeKey).toBe(FIXTURE_NEWSROOM_UUID);
        expect(pageEvent.prezly).toEqual({
            newsroom: FIXTURE_NEWSROOM_UUID,
            story: STORY_5,
            gallery: null,
            tracking_policy: 'default',
        });
        expect(pageEvent.context.library.version).toBe('3.0.0');
    });

    test('sends nothing after a refusal, and sends again once the toggle allows it', async ({ page, context }) => {
        await open(context, page, analytics.baseUrl, '/story-6', 'false');
        await page.route('https://www.linkedin.com/**', (route) =>
            route.fulfill({ status: 200, contentType: 'text/html', body: '<title>elsewhere</title>' }),
        );
        // The toggle wakes when the footer comes into view.
        await page.locator('.site-footer [data-cookie-toggle]').scrollIntoViewIfNeeded();
        await page.locator('.site-footer').getByRole('button', { name: 'Start using cookies' }).click();
        await page.locator('.site-footer a[href^="https://www.linkedin.com/"]').first().click();
        // This beacon was sent last: a page event sent before the refusal was honoured would be in.
        await waitForEvent(
            analytics.analyticsLog,
            (event) => event.event === 'Outbound link click' && event.prezly.story === STORY_6,
        );
        expect(
            events(analytics.analyticsLog).some((event) => event.type === 'page' && event.prezly.story === STORY_6),
        ).toBe(false);
    });

    test('tracks outbound link clicks, not same-site ones', async ({ page, context }) => {
        await open(context, page, analytics.baseUrl, '/', 'true');
        await page.route('https://www.linkedin.com/**', (route) =>
            route.fulfill({ status: 200, contentType: 'text/html', body: '<title>elsewhere</title>' }),
        );
        // A same-site link first (the skip link stays on the page): not an outbound click.
        await page.keyboard.press('Tab');
        await page.getByRole('link', { name: 'Skip to content' }).click();
        await page.locator('.site-footer a[href^="https://www.linkedin.com/"]').first().click();
        await waitForEvent(
            analytics.analyticsLog,
            (event) =>
                event.event === 'Outbound link click' &&
                event.properties?.href === 'https://www.linkedin.com/company/island',
        );
        const outbound = events(analytics.analyticsLog).filter((event) => event.event === 'Outbound link click');
        expect(outbound.some((event) => String(event.properties?.href).startsWith(analytics.baseUrl))).toBe(false);
    });

    test('tracks a search on the results page', async ({ page, context }) => {
        await open(context, page, analytics.baseUrl, '/search?query=island', 'true');
        await waitForEvent(
            analytics.analyticsLog,
            (event) => event.event === 'Search' && event.properties?.query === 'island',
        );
    });
});

test.describe('recipients (utm_id)', () => {
    test('identifies the recipient at once under the default policy with consent', async ({ page, context }) => {
        await open(context, page, analytics.baseUrl, '/?utm_id=rcp-7', 'true');
        await waitForEvent(analytics.analyticsLog, (event) => event.type === 'identify' && event.userId === 'rcp-7');
    });

    test("logs 'Failed to fetch recipient with id: {id}' when the lookup fails", async ({ page }) => {
        const errors: string[] = [];
        page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
        await page.goto(`${analytics.baseUrl}/?utm_id=${encodeURIComponent('bad id!')}`);
        await expect
            .poll(() => errors.some((text) => text.includes('Failed to fetch recipient with id: bad id!')))
            .toBe(true);
    });

    test('defers the identity under consent-to-identify and replays it once consent is granted', async ({
        page,
        context,
    }) => {
        await open(context, page, identify.baseUrl, '/?utm_id=rcp-9');
        await expect
            .poll(() => page.evaluate(() => localStorage.getItem('newsroom:deferred-identity')))
            .toBe(JSON.stringify({ userId: 'rcp-9', traits: {} }));
        expect(events(identify.analyticsLog).some((event) => event.type === 'identify')).toBe(false);
        await page.getByRole('button', { name: 'Accept' }).click();
        await waitForEvent(identify.analyticsLog, (event) => event.type === 'identify' && event.userId === 'rcp-9');
        const identified = events(identify.analyticsLog).find((event) => event.type === 'identify')!;
        expect(identified.prezly.tracking_policy).toBe('consent-to-identify');
        expect(await page.evaluate(() => localStorage.getItem('newsroom:deferred-identity'))).toBeNull();
    });
});

test.describe('page-visit hash (SPEC §2)', () => {
    test('clicks the matching gallery item at once', async ({ page }) => {
        await page.goto(`${analytics.baseUrl}/media#gallery-${galleryUuid(10)}`);
        await page.waitForURL(`${analytics.baseUrl}/media/album/${galleryUuid(10)}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Island gallery 10');
    });
});
