/**
 * Cookie consent in real Chromium: the SPEC §2 bar conditions (do-not-track 1 and 0, cookies
 * off, third-party tool on), accept and reject writing the `consent` cookie, the toggle, and the
 * OneTrust mode with a stand-in script served by the test.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type RunningApp, startApp } from '../helpers/browser';
import { expectReactRoot } from '../helpers/islands';
import { writeIslandsNewsroom } from '../helpers/islands-newsroom';

let browser: Browser;
let site: RunningApp;
let toolSite: RunningApp;
let toolServer: Server;

// Stands in for the OneTrust SDK: groups C0001 (necessary) only until its panel is used.
const FAKE_ONETRUST = `
window.OnetrustActiveGroups = ',C0001,';
window.OneTrust = {
    ToggleInfoDisplay() {
        window.panelOpened = (window.panelOpened || 0) + 1;
        window.OnetrustActiveGroups = ',C0001,C0002,';
        window.OptanonWrapper && window.OptanonWrapper();
    },
    LoadBanner() {},
};
window.OptanonWrapper && window.OptanonWrapper();
`;

beforeAll(async () => {
    toolServer = createServer((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/javascript' });
        res.end(FAKE_ONETRUST);
    });
    await new Promise<void>((resolve) => toolServer.listen(0, '127.0.0.1', resolve));
    const toolUrl = `http://127.0.0.1:${(toolServer.address() as AddressInfo).port}/otSDKStub.js`;
    [browser, site, toolSite] = await Promise.all([
        launchChromium(),
        startApp({ contentDir: writeIslandsNewsroom() }),
        startApp({
            contentDir: writeIslandsNewsroom({
                onetrust_cookie_consent: { is_enabled: true, category: 'C0002', script: toolUrl },
            }),
        }),
    ]);
});
afterAll(async () => {
    await browser?.close();
    await site?.close();
    await toolSite?.close();
    await new Promise((resolve) => toolServer?.close(resolve));
});

async function open(
    options: { doNotTrack?: string; cookiesOff?: boolean; app?: RunningApp } = {},
): Promise<{ page: Page; context: BrowserContext }> {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (options.doNotTrack !== undefined) {
        await page.addInitScript((value) => {
            Object.defineProperty(navigator, 'doNotTrack', { get: () => value });
        }, options.doNotTrack);
    }
    if (options.cookiesOff) {
        await page.addInitScript(() => Object.defineProperty(navigator, 'cookieEnabled', { get: () => false }));
    }
    await page.goto(`${(options.app ?? site).baseUrl}/`);
    if (!options.app) {
        await page.locator('[data-island="consent-bar"][data-hydrated="true"]').waitFor({ state: 'attached' });
        await expectReactRoot(page, 'consent-bar');
    }
    // The footer's toggle wakes when it scrolls into view.
    await footer(page).locator('[data-cookie-toggle]').scrollIntoViewIfNeeded();
    await footer(page).locator('[data-island="cookie-toggle"][data-hydrated="true"]').waitFor({ state: 'attached' });
    await expectReactRoot(page, 'cookie-toggle');
    return { page, context };
}

const bar = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });
const consentCookie = async (context: BrowserContext) =>
    (await context.cookies()).find((cookie) => cookie.name === 'consent');
const footer = (page: Page) => page.locator('.site-footer');

describe('consent bar conditions (SPEC §2)', () => {
    it('shows the bar when consent is undecided', async () => {
        const { page, context } = await open();
        await expect(bar(page).isVisible()).resolves.toBe(true);
        await context.close();
    });

    it.each([
        ['do-not-track 1 (not allowed)', { doNotTrack: '1' }, 'Start using cookies'],
        ['do-not-track 0 (allowed)', { doNotTrack: '0' }, 'Stop using cookies'],
        ['cookies disabled', { cookiesOff: true }, 'Start using cookies'],
    ])('hides the bar with %s, and the toggle reflects it', async (_name, options, toggleLabel) => {
        const { page, context } = await open(options);
        await expect(page.locator('[data-consent-bar]').count()).resolves.toBe(1);
        await expect(bar(page).isVisible()).resolves.toBe(false);
        await expect(footer(page).getByRole('button', { name: toggleLabel }).isVisible()).resolves.toBe(true);
        await context.close();
    });
});

describe('accept, reject and toggle', () => {
    it('accept writes consent=true for 365 days and hides the bar', async () => {
        const { page, context } = await open();
        await bar(page).getByRole('button', { name: 'Accept' }).click();
        await expect(bar(page).isVisible()).resolves.toBe(false);
        const cookie = await consentCookie(context);
        expect(cookie?.value).toBe('true');
        expect(cookie?.path).toBe('/');
        expect(cookie?.sameSite).toBe('Lax');
        const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
        expect(Math.round(days)).toBe(365);
        await expect(footer(page).getByRole('button', { name: 'Stop using cookies' }).isVisible()).resolves.toBe(true);
        await context.close();
    });

    it('reject writes consent=false, and the bar stays away on the next page', async () => {
        const { page, context } = await open();
        await bar(page).getByRole('button', { name: 'Reject' }).click();
        expect((await consentCookie(context))?.value).toBe('false');
        const scripts: string[] = [];
        page.on('request', (sent) => sent.resourceType() === 'script' && scripts.push(sent.url()));
        await page.reload();
        await page.locator('script[data-module="analytics"][data-started="true"]').waitFor({ state: 'attached' });
        await expect(bar(page).isVisible()).resolves.toBe(false);
        // The cookie answers the bar's question: it does not wake, and React is not loaded for it.
        await expect(page.locator('[data-island="consent-bar"]').getAttribute('data-hydrated')).resolves.toBeNull();
        expect(scripts.some((url) => url.includes('/consent-bar-'))).toBe(false);
        await context.close();
    });

    it('the toggle switches between start and stop and saves each choice', async () => {
        const { page, context } = await open();
        await footer(page).getByRole('button', { name: 'Start using cookies' }).click();
        expect((await consentCookie(context))?.value).toBe('true');
        await expect(bar(page).isVisible()).resolves.toBe(false);
        await footer(page).getByRole('button', { name: 'Stop using cookies' }).click();
        expect((await consentCookie(context))?.value).toBe('false');
        await expect(footer(page).getByRole('button', { name: 'Start using cookies' }).isVisible()).resolves.toBe(true);
        await context.close();
    });

    it('treats an unreadable cookie as undecided', async () => {
        const context = await browser.newContext();
        await context.addCookies([{ name: 'consent', value: 'maybe', url: site.baseUrl }]);
        const page = await context.newPage();
        await page.goto(`${site.baseUrl}/`);
        await page.locator('[data-island="consent-bar"][data-hydrated="true"]').waitFor({ state: 'attached' });
        await expect(bar(page).isVisible()).resolves.toBe(true);
        await context.close();
    });
});

describe('third-party consent tool (OneTrust)', () => {
    it('loads the tool, keeps our bar hidden, opens its panel from the toggle and follows its callback', async () => {
        const { page, context } = await open({ app: toolSite });
        await page.waitForFunction(() => 'OneTrust' in window);
        // With the tool on, our bar is not even rendered: no React is loaded for it.
        await expect(page.locator('[data-consent-bar]').count()).resolves.toBe(0);
        // The tool said C0001 only: the configured category C0002 is not allowed.
        const start = footer(page).getByRole('button', { name: 'Start using cookies' });
        await start.waitFor({ state: 'visible' });
        await start.click();
        await expect(page.evaluate(() => (window as unknown as { panelOpened?: number }).panelOpened)).resolves.toBe(1);
        // Its callback granted C0002: our state follows, and no cookie of ours was written.
        await footer(page).getByRole('button', { name: 'Stop using cookies' }).waitFor({ state: 'visible' });
        expect(await consentCookie(context)).toBeUndefined();
        await context.close();
    });
});
