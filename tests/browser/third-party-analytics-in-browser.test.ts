/**
 * The outside analytics of docs/product-rules.md §7.4 in real Chromium. The outside hosts are never contacted: each is
 * intercepted with page.route and answered by a small local stand-in script that records what
 * it finds, and the page's own CSP still decides whether the request may be made at all.
 * - Plausible is cookieless: it loads before any consent.
 * - Google's tag loads at once with consent mode denied, updated to granted on accept.
 * - Segment loads with its own write key only after consent; the product's own beacons keep the
 *   newsroom uuid; alias and group calls reach the first-party collector's /track/a and /track/g.
 */
import { existsSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { site } from '../helpers/browser-site';
import { FIXTURE_NEWSROOM_UUID } from '../helpers/fixture-newsroom';
import { SEGMENT_KEY } from './setup/sites';

const thirdParty = site('thirdPartyAnalytics');
const OUTSIDE = /plausible\.io|googletagmanager\.com|cdn\.segment\.com|api\.segment\.io/;

/** Stand-ins: each records that it ran; Segment's also what its queue held. */
const STAND_INS: Record<string, string> = {
    'plausible.io': 'window.__standIns = (window.__standIns || []).concat("plausible");',
    'www.googletagmanager.com': 'window.__standIns = (window.__standIns || []).concat("google");',
    'cdn.segment.com':
        'window.__standIns = (window.__standIns || []).concat("segment");' +
        'window.__segment = { key: window.analytics._writeKey, calls: window.analytics.map(function (c) { return c[0]; }) };',
};

/** Opens the page with the stand-ins in place; returns every outside address it asked for. */
async function open(page: Page, pathname: string): Promise<string[]> {
    const requested: string[] = [];
    await page.addInitScript(() => {
        const violations: string[] = [];
        (window as unknown as { __violations: string[] }).__violations = violations;
        document.addEventListener('securitypolicyviolation', (event) => violations.push(event.blockedURI));
    });
    await page.route(OUTSIDE, (route) => {
        const url = new URL(route.request().url());
        requested.push(url.href);
        route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_INS[url.host] ?? '' });
    });
    await page.goto(`${thirdParty.baseUrl}${pathname}`);
    await expect(page.locator('script[data-module="analytics"][data-started="true"]')).toBeAttached();
    return requested;
}

/** The Google data layer as plain arrays (gtag pushes Arguments objects). */
const dataLayer = (page: Page) =>
    page.evaluate(() =>
        ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
            entry && typeof entry === 'object' && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry,
        ),
    );
const consentCalls = async (page: Page) =>
    (await dataLayer(page)).filter((entry): entry is unknown[] => Array.isArray(entry) && entry[0] === 'consent');
const standIns = (page: Page) => page.evaluate(() => (window as unknown as { __standIns?: string[] }).__standIns ?? []);
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

const events = () => {
    const log = thirdParty.analyticsLog;
    return existsSync(log)
        ? readFileSync(log, 'utf8')
              .trim()
              .split('\n')
              .filter(Boolean)
              .map((line) => JSON.parse(line) as Record<string, unknown>)
        : [];
};

test.describe('before any consent', () => {
    test('loads Plausible (cookieless) and Google with consent denied, but not Segment', async ({ page }) => {
        const requested = await open(page, '/');
        await expect.poll(() => standIns(page)).toEqual(expect.arrayContaining(['plausible', 'google']));
        expect(requested).toContain('https://plausible.io/js/script.js');
        expect(requested).toContain('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1');
        await expect(page.locator('script[data-domain="island.example,rollup.newsroom.example"]')).toHaveCount(1);
        const [defaults] = await consentCalls(page);
        expect(defaults?.[1]).toBe('default');
        expect(defaults?.[2]).toMatchObject({
            ad_storage: 'denied',
            analytics_storage: 'denied',
            ad_user_data: 'denied',
            ad_personalization: 'denied',
        });
        // The consent defaults come before the container starts.
        const layer = await dataLayer(page);
        const start = layer.findIndex((entry) => (entry as { event?: string })?.event === 'gtm.js');
        expect(layer.findIndex((entry) => Array.isArray(entry) && entry[0] === 'consent')).toBeLessThan(start);
        expect(requested.some((url) => url.includes('segment'))).toBe(false);
        expect((await consentCalls(page)).some((call) => call[1] === 'update')).toBe(false);
        expect(await violations(page)).toEqual([]);
    });
});

test.describe('on accept', () => {
    test('grants Google consent, loads Segment with its key, and keeps the uuid for our own beacons', async ({
        page,
    }) => {
        const requested = await open(page, '/story-5');
        await expect.poll(() => standIns(page)).toContain('google');
        await page.getByRole('button', { name: 'Accept' }).click();
        await expect
            .poll(async () => (await consentCalls(page)).find((call) => call[1] === 'update')?.[2])
            .toMatchObject({ ad_storage: 'granted', analytics_storage: 'granted' });
        await expect.poll(() => standIns(page)).toContain('segment');
        expect(requested).toContain(`https://cdn.segment.com/analytics.js/v1/${SEGMENT_KEY}/analytics.min.js`);
        const segment = await page.evaluate(() => (window as unknown as { __segment: unknown }).__segment);
        expect(segment).toEqual({ key: SEGMENT_KEY, calls: expect.arrayContaining(['page']) });
        await expect
            .poll(() => events().find((event) => event.type === 'page' && (event.prezly as { story: string }).story))
            .toMatchObject({ writeKey: FIXTURE_NEWSROOM_UUID });
        expect(await violations(page)).toEqual([]);
    });

    test('sends alias and group calls to /track/a and /track/g, and to Segment when its code comes later', async ({
        page,
    }) => {
        // Segment's module is imported with the first call; here it arrives after our own beacons
        // have reached the collector, as it may on a busy machine or a slow connection.
        let releaseSegment: () => void = () => {};
        const segmentHeld = new Promise<void>((resolve) => {
            releaseSegment = resolve;
        });
        await page.route('**/assets/chunk-*.js', async (route) => {
            const response = await route.fetch();
            const body = await response.text();
            if (body.includes('cdn.segment.com')) await segmentHeld;
            await route.fulfill({ response, body });
        });
        await open(page, '/');
        await page.getByRole('button', { name: 'Accept' }).click();
        await page.evaluate(() => {
            const ask = (detail: Record<string, unknown>) =>
                document.dispatchEvent(new CustomEvent('newsroom:analytics', { detail }));
            ask({ type: 'alias', userId: 'journalist-7', previousId: 'anon-7' });
            ask({ type: 'group', groupId: 'daily-news', traits: { name: 'The Daily News' } });
        });
        await expect
            .poll(() => events().find((event) => event.type === 'alias'))
            .toMatchObject({ userId: 'journalist-7', previousId: 'anon-7', writeKey: FIXTURE_NEWSROOM_UUID });
        await expect
            .poll(() => events().find((event) => event.type === 'group'))
            .toMatchObject({ groupId: 'daily-news', traits: { name: 'The Daily News' } });
        releaseSegment();
        await expect
            .poll(() =>
                page.evaluate(() =>
                    ((window as unknown as { analytics?: unknown[][] }).analytics ?? []).map((call) => call[0]),
                ),
            )
            .toEqual(expect.arrayContaining(['alias', 'group']));
    });
});
