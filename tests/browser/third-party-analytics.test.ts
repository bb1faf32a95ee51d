/**
 * SPEC §7's outside analytics in real Chromium. The outside hosts are never contacted: each is
 * intercepted with page.route and answered by a small local stand-in script that records what
 * it finds, and the page's own CSP still decides whether the request may be made at all.
 * - Plausible is cookieless: it loads before any consent.
 * - Google's tag loads at once with consent mode denied, updated to granted on accept.
 * - Segment loads with its own write key only after consent; the product's own beacons keep the
 *   newsroom uuid; alias and group calls reach the first-party collector's /track/a and /track/g.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type RunningApp, startApp } from '../helpers/browser';
import { FIXTURE_NEWSROOM_UUID } from '../helpers/fixture-newsroom';
import { writeIslandsNewsroom } from '../helpers/islands-newsroom';

const logDir = mkdtempSync(path.join(tmpdir(), 'third-party-analytics-'));
const LOG = path.join(logDir, 'events.ndjson');
const SEGMENT_KEY = 'seg-write-key-1';
const OUTSIDE = /plausible\.io|googletagmanager\.com|cdn\.segment\.com|api\.segment\.io/;

let browser: Browser;
let site: RunningApp;
beforeAll(async () => {
    [browser, site] = await Promise.all([
        launchChromium(),
        startApp({
            contentDir: writeIslandsNewsroom({
                is_plausible_enabled: true,
                plausible_site_id: 'island.example',
                google_analytics_id: 'GTM-TEST1',
                segment_analytics_id: SEGMENT_KEY,
            }),
            env: { ANALYTICS_LOG_FILE: LOG },
        }),
    ]);
});
afterAll(async () => {
    await browser?.close();
    await site?.close();
});

/** Stand-ins: each records that it ran; Segment's also what its queue held. */
const STAND_INS: Record<string, string> = {
    'plausible.io': 'window.__standIns = (window.__standIns || []).concat("plausible");',
    'www.googletagmanager.com': 'window.__standIns = (window.__standIns || []).concat("google");',
    'cdn.segment.com':
        'window.__standIns = (window.__standIns || []).concat("segment");' +
        'window.__segment = { key: window.analytics._writeKey, calls: window.analytics.map(function (c) { return c[0]; }) };',
};

interface Opened {
    page: Page;
    requested: string[];
}

async function open(pathname: string): Promise<Opened> {
    const context = await browser.newContext();
    const page = await context.newPage();
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
    await page.goto(`${site.baseUrl}${pathname}`);
    await page.locator('script[data-module="analytics"][data-started="true"]').waitFor({ state: 'attached' });
    return { page, requested };
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

const events = () =>
    existsSync(LOG)
        ? readFileSync(LOG, 'utf8')
              .trim()
              .split('\n')
              .filter(Boolean)
              .map((line) => JSON.parse(line) as Record<string, unknown>)
        : [];

describe('before any consent', () => {
    it('loads Plausible (cookieless) and Google with consent denied, but not Segment', async () => {
        const { page, requested } = await open('/');
        await expect.poll(() => standIns(page)).toEqual(expect.arrayContaining(['plausible', 'google']));
        expect(requested).toContain('https://plausible.io/js/script.js');
        expect(requested).toContain('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1');
        await expect(
            page.locator('script[data-domain="island.example,rollup.newsroom.example"]').count(),
        ).resolves.toBe(1);
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
        await expect(
            page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
        ).resolves.toEqual([]);
        await page.context().close();
    });
});

describe('on accept', () => {
    it('grants Google consent, loads Segment with its key, and keeps the uuid for our own beacons', async () => {
        const { page, requested } = await open('/story-5');
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
        await expect(
            page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
        ).resolves.toEqual([]);
        await page.context().close();
    });

    it('sends alias and group calls to /track/a and /track/g (and to Segment)', async () => {
        const { page } = await open('/');
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
        const calls = await page.evaluate(() =>
            ((window as unknown as { analytics: unknown[][] }).analytics ?? []).map((call) => call[0]),
        );
        expect(calls).toEqual(expect.arrayContaining(['alias', 'group']));
        await page.context().close();
    });
});
