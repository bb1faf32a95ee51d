/**
 * Analytics in real Chromium against the first-party collector: beacons arrive in the log file
 * with the payload of docs/product-rules.md §3.8 only after consent, outbound links are tracked, `utm_id` identifies
 * the recipient (deferred until consent under consent-to-identify), and the page-visit hash
 * opens the matching item.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { loggedEvents as events, type LoggedEvent, waitForLoggedEvent as waitForEvent } from '../helpers/analytics-log';
import { site } from '../helpers/browser-site';
import { FIXTURE_NEWSROOM_UUID } from '../helpers/fixture-newsroom';
import { galleryUuid } from '../helpers/islands-newsroom';

const analytics = site('analytics');
const identify = site('analyticsIdentify');

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

/** The recipient look-ups (`{host}/recipients?id=`) the page makes, as they are sent. */
function recipientLookups(page: Page): string[] {
    const lookups: string[] = [];
    page.on('request', (sent) => {
        if (new URL(sent.url()).pathname.endsWith('/recipients')) lookups.push(sent.url());
    });
    return lookups;
}

const STORY_5 = '00000000-0000-4000-8000-000000000005';
const STORY_6 = '00000000-0000-4000-8000-000000000006';

test.describe('beacons to the collector', () => {
    test('sends the page event with the payload of docs/product-rules.md §3.8 once consent is accepted', async ({
        page,
        context,
    }) => {
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
        await page.locator('.site-footer').scrollIntoViewIfNeeded();
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

    test('tracks "Subscribe form submit" only for an address the server accepts', async ({ page, context }) => {
        const subscribed = (event: LoggedEvent) => event.event === 'Subscribe form submit';
        await page.route('https://privacy.prezly.com/**', (route) =>
            route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Privacy portal</title>' }),
        );
        await open(context, page, analytics.baseUrl, '/subscribe', 'true');
        const field = page.getByRole('textbox', { name: 'Email address' });
        for (const [typed, message] of [
            ['', 'This field is required'],
            ['nope', 'Introduce a valid email address'],
            ['ada@', 'Introduce a valid email address'],
        ] as const) {
            await field.fill(typed);
            await page.getByRole('button', { name: 'Subscribe' }).click();
            // The server refused it: the form is back with its message.
            await expect(page.locator('#subscribe-email-error')).toHaveText(message);
            await expect(page.locator('script[data-module="analytics"][data-started="true"]')).toBeAttached();
        }
        await field.fill('  ada@example.com ');
        await page.getByRole('button', { name: 'Subscribe' }).click();
        await page.waitForURL(/^https:\/\/privacy\.prezly\.com\//);
        await waitForEvent(analytics.analyticsLog, subscribed);
        // Sent before the accepted one, a beacon of a refused submission would be in the log by now.
        expect(events(analytics.analyticsLog).filter(subscribed)).toHaveLength(1);
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

    test('never looks the recipient up with consent=false; does once tracking is allowed', async ({
        page,
        context,
    }) => {
        const lookups = recipientLookups(page);
        await open(context, page, analytics.baseUrl, '/?utm_id=rcpt-789', 'false');
        // Everything the page started on its own has finished: no lookup among it.
        await page.waitForLoadState('networkidle');
        expect(lookups).toEqual([]);
        // Allowing tracking on this page looks the recipient up and identifies them.
        await page.locator('.site-footer').scrollIntoViewIfNeeded();
        await page.locator('.site-footer').getByRole('button', { name: 'Start using cookies' }).click();
        await waitForEvent(analytics.analyticsLog, (event) => event.type === 'identify' && event.userId === 'rcpt-789');
        expect(lookups).toEqual([`${analytics.baseUrl}/analytics/recipients?id=rcpt-789`]);
    });

    test('never looks the recipient up with do-not-track 1', async ({ page, context }) => {
        const lookups = recipientLookups(page);
        await page.addInitScript(() => Object.defineProperty(navigator, 'doNotTrack', { get: () => '1' }));
        await open(context, page, analytics.baseUrl, '/?utm_id=rcpt-790');
        await page.waitForLoadState('networkidle');
        expect(lookups).toEqual([]);
    });

    test('waits with the lookup while consent is undecided, and looks up on accept', async ({ page, context }) => {
        const lookups = recipientLookups(page);
        await open(context, page, analytics.baseUrl, '/?utm_id=rcpt-791');
        await page.waitForLoadState('networkidle');
        expect(lookups).toEqual([]);
        await page.getByRole('button', { name: 'Accept' }).click();
        await waitForEvent(analytics.analyticsLog, (event) => event.type === 'identify' && event.userId === 'rcpt-791');
    });

    test("logs 'Failed to fetch recipient with id: {id}' when the lookup fails", async ({ page, context }) => {
        const errors: string[] = [];
        page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
        await open(context, page, analytics.baseUrl, `/?utm_id=${encodeURIComponent('bad id!')}`, 'true');
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

test.describe('page-visit hash (docs/product-rules.md §2.4)', () => {
    test('clicks the matching gallery item at once', async ({ page }) => {
        await page.goto(`${analytics.baseUrl}/media#gallery-${galleryUuid(10)}`);
        await page.waitForURL(`${analytics.baseUrl}/media/album/${galleryUuid(10)}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Island gallery 10');
    });
});
