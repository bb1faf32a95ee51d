/**
 * Analytics in real Chromium against the first-party collector: beacons arrive in the log file
 * with the SPEC §3 payload only after consent, outbound links are tracked, `utm_id` identifies
 * the recipient (deferred until consent under consent-to-identify), and the page-visit hash
 * opens the matching item.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type RunningApp, startApp } from '../helpers/browser';
import { FIXTURE_NEWSROOM_UUID } from '../helpers/fixture-newsroom';
import { galleryUuid, writeIslandsNewsroom } from '../helpers/islands-newsroom';

let browser: Browser;
let site: RunningApp;
let identifySite: RunningApp;
const logDir = mkdtempSync(path.join(tmpdir(), 'analytics-browser-'));
const LOG = path.join(logDir, 'default.ndjson');
const IDENTIFY_LOG = path.join(logDir, 'identify.ndjson');

beforeAll(async () => {
    [browser, site, identifySite] = await Promise.all([
        launchChromium(),
        startApp({ contentDir: writeIslandsNewsroom(), env: { ANALYTICS_LOG_FILE: LOG } }),
        startApp({
            contentDir: writeIslandsNewsroom({ tracking_policy: 'consent-to-identify' }),
            env: { ANALYTICS_LOG_FILE: IDENTIFY_LOG },
        }),
    ]);
});
afterAll(async () => {
    await browser?.close();
    await site?.close();
    await identifySite?.close();
});

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
    expect.poll(() => events(file).find(match), { timeout: 10_000 }).toBeTruthy();

async function open(app: RunningApp, path: string, consent?: 'true' | 'false'): Promise<Page> {
    const context = await browser.newContext();
    if (consent) await context.addCookies([{ name: 'consent', value: consent, url: app.baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}${path}`);
    await page.locator('script[data-module="analytics"][data-started="true"]').waitFor({ state: 'attached' });
    return page;
}

const STORY_5 = '00000000-0000-4000-8000-000000000005';
const STORY_6 = '00000000-0000-4000-8000-000000000006';

describe('beacons to the collector', () => {
    it('sends the page event with the SPEC §3 payload once consent is accepted', async () => {
        const page = await open(site, '/story-5');
        await page.getByRole('button', { name: 'Accept' }).click();
        await waitForEvent(LOG, (event) => event.type === 'page' && event.prezly.story === STORY_5);
        const pageEvent = events(LOG).find((event) => event.type === 'page' && event.prezly.story === STORY_5)!;
        expect(pageEvent.writeKey).toBe(FIXTURE_NEWSROOM_UUID);
        expect(pageEvent.prezly).toEqual({
            newsroom: FIXTURE_NEWSROOM_UUID,
            story: STORY_5,
            gallery: null,
            tracking_policy: 'default',
        });
        expect(pageEvent.context.library.version).toBe('3.0.0');
        await page.context().close();
    });

    it('sends nothing after a refusal, and sends again once the toggle allows it', async () => {
        const page = await open(site, '/story-6', 'false');
        await page.route('https://www.linkedin.com/**', (route) =>
            route.fulfill({ status: 200, contentType: 'text/html', body: '<title>elsewhere</title>' }),
        );
        // The toggle wakes when the footer comes into view.
        await page.locator('.site-footer [data-cookie-toggle]').scrollIntoViewIfNeeded();
        await page.locator('.site-footer').getByRole('button', { name: 'Start using cookies' }).click();
        await page.locator('.site-footer a[href^="https://www.linkedin.com/"]').first().click();
        // This beacon was sent last: a page event sent before the refusal was honoured would be in.
        await waitForEvent(LOG, (event) => event.event === 'Outbound link click' && event.prezly.story === STORY_6);
        expect(events(LOG).some((event) => event.type === 'page' && event.prezly.story === STORY_6)).toBe(false);
        await page.context().close();
    });

    it('tracks outbound link clicks, not same-site ones', async () => {
        const page = await open(site, '/', 'true');
        await page.route('https://www.linkedin.com/**', (route) =>
            route.fulfill({ status: 200, contentType: 'text/html', body: '<title>elsewhere</title>' }),
        );
        // A same-site link first (the skip link stays on the page): not an outbound click.
        await page.keyboard.press('Tab');
        await page.getByRole('link', { name: 'Skip to content' }).click();
        await page.locator('.site-footer a[href^="https://www.linkedin.com/"]').first().click();
        await waitForEvent(
            LOG,
            (event) =>
                event.event === 'Outbound link click' &&
                event.properties?.href === 'https://www.linkedin.com/company/island',
        );
        const outbound = events(LOG).filter((event) => event.event === 'Outbound link click');
        expect(outbound.some((event) => String(event.properties?.href).startsWith(site.baseUrl))).toBe(false);
        await page.context().close();
    });

    it('tracks a search on the results page', async () => {
        const page = await open(site, '/search?query=island', 'true');
        await waitForEvent(LOG, (event) => event.event === 'Search' && event.properties?.query === 'island');
        await page.context().close();
    });
});

describe('recipients (utm_id)', () => {
    it('identifies the recipient at once under the default policy with consent', async () => {
        const page = await open(site, '/?utm_id=rcp-7', 'true');
        await waitForEvent(LOG, (event) => event.type === 'identify' && event.userId === 'rcp-7');
        await page.context().close();
    });

    it("logs 'Failed to fetch recipient with id: {id}' when the lookup fails", async () => {
        const context = await browser.newContext();
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
        await page.goto(`${site.baseUrl}/?utm_id=${encodeURIComponent('bad id!')}`);
        await expect
            .poll(() => errors.some((text) => text.includes('Failed to fetch recipient with id: bad id!')))
            .toBe(true);
        await context.close();
    });

    it('defers the identity under consent-to-identify and replays it once consent is granted', async () => {
        const page = await open(identifySite, '/?utm_id=rcp-9');
        await expect
            .poll(() => page.evaluate(() => localStorage.getItem('newsroom:deferred-identity')))
            .toBe(JSON.stringify({ userId: 'rcp-9', traits: {} }));
        expect(events(IDENTIFY_LOG).some((event) => event.type === 'identify')).toBe(false);
        await page.getByRole('button', { name: 'Accept' }).click();
        await waitForEvent(IDENTIFY_LOG, (event) => event.type === 'identify' && event.userId === 'rcp-9');
        const identify = events(IDENTIFY_LOG).find((event) => event.type === 'identify')!;
        expect(identify.prezly.tracking_policy).toBe('consent-to-identify');
        await expect(page.evaluate(() => localStorage.getItem('newsroom:deferred-identity'))).resolves.toBeNull();
        await page.context().close();
    });
});

describe('page-visit hash (SPEC §2)', () => {
    it('clicks the matching gallery item at once', async () => {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${site.baseUrl}/media#gallery-${galleryUuid(10)}`);
        await page.waitForURL(`${site.baseUrl}/media/album/${galleryUuid(10)}`);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Island gallery 10');
        await context.close();
    });
});
