/**
 * Cookie consent in real Chromium: the bar conditions of docs/product-rules.md §2.10 (do-not-track 1 and 0, cookies
 * off, third-party tool on), accept and reject writing the `consent` cookie, the toggle, and the
 * OneTrust mode with a stand-in script answered by the test (OneTrust's CDN is never contacted).
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type LoggedEvent, loggedEvents, waitForLoggedEvent } from '../helpers/analytics-log';
import { site } from '../helpers/browser-site';
import { collectConsoleProblems, expectReactRoot, reactChunk, waitForIsland } from '../helpers/islands';
import { ONETRUST_DOMAIN_SCRIPT, ONETRUST_SCRIPT } from './setup/sites';

const consentSite = site('consent');
const toolSite = site('consentTool');

/**
 * Stands in for OneTrust's SDK as it behaves on a first visit: it notes the domain script id it
 * was loaded with, reports the necessary group C0001 only (OptanonWrapper), and grants C0002 once
 * the visitor opens its panel and allows it (OptanonWrapper and OneTrustGroupsUpdated again).
 */
const FAKE_ONETRUST = `
window.domainScript = document.currentScript.getAttribute('data-domain-script');
window.OnetrustActiveGroups = ',C0001,';
window.OneTrust = {
    ToggleInfoDisplay() {
        window.panelOpened = (window.panelOpened || 0) + 1;
        window.OnetrustActiveGroups = ',C0001,C0002,';
        window.OptanonWrapper && window.OptanonWrapper();
        window.dispatchEvent(new CustomEvent('OneTrustGroupsUpdated', { detail: ['C0001', 'C0002'] }));
    },
    LoadBanner() {},
};
window.OptanonWrapper && window.OptanonWrapper();
`;

const bar = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });
const consentCookie = async (context: BrowserContext) =>
    (await context.cookies()).find((cookie) => cookie.name === 'consent');
const footer = (page: Page) => page.locator('.site-footer');

async function open(
    page: Page,
    options: { doNotTrack?: string; cookiesOff?: boolean; baseUrl?: string; path?: string } = {},
): Promise<void> {
    if (options.doNotTrack !== undefined) {
        await page.addInitScript((value) => {
            Object.defineProperty(navigator, 'doNotTrack', { get: () => value });
        }, options.doNotTrack);
    }
    if (options.cookiesOff) {
        await page.addInitScript(() => Object.defineProperty(navigator, 'cookieEnabled', { get: () => false }));
    }
    await page.goto(`${options.baseUrl ?? consentSite.baseUrl}${options.path ?? '/'}`);
    // The island runtime has run: it decides whether the bar shows, without waking its island.
    await expect(page.locator('html[data-islands]')).toBeAttached();
    // The footer's toggle wakes when it scrolls into view.
    await footer(page).scrollIntoViewIfNeeded();
    await expect(footer(page).locator('[data-island="cookie-toggle"][data-hydrated="true"]')).toBeAttached();
    await expectReactRoot(page, 'cookie-toggle');
}

test.describe('consent bar conditions (docs/product-rules.md §2.10)', () => {
    test('shows the bar when consent is undecided', async ({ page }) => {
        await open(page);
        await expect(bar(page)).toBeVisible();
    });

    for (const [name, options, toggleLabel] of [
        ['do-not-track 1 (not allowed)', { doNotTrack: '1' }, 'Start using cookies'],
        ['do-not-track 0 (allowed)', { doNotTrack: '0' }, 'Stop using cookies'],
        ['cookies disabled', { cookiesOff: true }, 'Start using cookies'],
    ] as const) {
        test(`hides the bar with ${name}, and the toggle reflects it`, async ({ page }) => {
            await open(page, options);
            await expect(page.locator('[data-consent-bar]')).toHaveCount(1);
            await expect(bar(page)).toBeHidden();
            await expect(footer(page).getByRole('button', { name: toggleLabel })).toBeVisible();
        });
    }
});

test.describe('the bar on a first visit', () => {
    test('shows before React has loaded; the first click on Accept wakes the island and is replayed', async ({
        page,
        context,
    }) => {
        const scripts: string[] = [];
        page.on('request', (sent) => sent.resourceType() === 'script' && scripts.push(new URL(sent.url()).pathname));
        const problems = collectConsoleProblems(page);
        await page.goto(`${consentSite.baseUrl}/`);
        await expect(bar(page)).toBeVisible();
        await expect(page.locator('script[data-module="analytics"][data-started="true"]')).toBeAttached();
        await page.waitForLoadState('networkidle');
        expect(scripts).not.toContain(reactChunk());
        await expect(page.locator('[data-island="consent-bar"]')).not.toHaveAttribute('data-hydrated');

        await bar(page).getByRole('button', { name: 'Accept' }).click();
        await expect(bar(page)).toBeHidden();
        expect((await consentCookie(context))?.value).toBe('true');
        await waitForIsland(page, 'consent-bar');
        await expectReactRoot(page, 'consent-bar');
        expect(scripts).toContain(reactChunk());
        // The island took over the bar the runtime showed without a hydration complaint.
        expect(problems).toEqual([]);
    });

    test('is a labelled region read and reached right after the skip link', async ({ page }) => {
        await page.goto(`${consentSite.baseUrl}/`);
        await expect(bar(page)).toBeVisible();
        await expect(bar(page)).toMatchAriaSnapshot(`
          - region "Cookies on this site":
            - paragraph: Cookies on this site
            - paragraph
            - button "Accept"
            - button "Reject"
        `);
        const order = await page.evaluate(() =>
            [...document.querySelectorAll('.skip-link, .consent-bar, header')].map((element) => element.className),
        );
        expect(order[0]).toBe('skip-link');
        expect(order[1]).toContain('consent-bar');
        await page.keyboard.press('Tab');
        await expect(page.locator(':focus')).toHaveText('Skip to content');
        await page.keyboard.press('Tab');
        await expect(page.locator(':focus')).toHaveText('Accept');
    });

    test('hides when the footer toggle decides before the bar has woken', async ({ page }) => {
        await open(page);
        await expect(bar(page)).toBeVisible();
        await footer(page).getByRole('button', { name: 'Start using cookies' }).click();
        await expect(bar(page)).toBeHidden();
        await expect(page.locator('[data-island="consent-bar"]')).not.toHaveAttribute('data-hydrated');
    });
});

test.describe('accept, reject and toggle', () => {
    test('accept writes consent=true for 365 days and hides the bar', async ({ page, context }) => {
        await open(page);
        await bar(page).getByRole('button', { name: 'Accept' }).click();
        await expect(bar(page)).toBeHidden();
        const cookie = await consentCookie(context);
        expect(cookie?.value).toBe('true');
        expect(cookie?.path).toBe('/');
        expect(cookie?.sameSite).toBe('Lax');
        const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
        expect(Math.round(days)).toBe(365);
        await expect(footer(page).getByRole('button', { name: 'Stop using cookies' })).toBeVisible();
    });

    test('reject writes consent=false, and the bar stays away on the next page', async ({ page, context }) => {
        await open(page);
        await bar(page).getByRole('button', { name: 'Reject' }).click();
        await expect(bar(page)).toBeHidden();
        expect((await consentCookie(context))?.value).toBe('false');
        const next = await context.newPage();
        const scripts: string[] = [];
        next.on('request', (sent) => sent.resourceType() === 'script' && scripts.push(new URL(sent.url()).pathname));
        await next.goto(`${consentSite.baseUrl}/story-2`);
        await expect(next.locator('script[data-module="analytics"][data-started="true"]')).toBeAttached();
        await next.waitForLoadState('networkidle');
        await expect(bar(next)).toBeHidden();
        // The cookie answers the bar's question: it does not wake, and React is not loaded for it.
        await expect(next.locator('[data-island="consent-bar"]')).not.toHaveAttribute('data-hydrated');
        expect(scripts).not.toContain(reactChunk());
    });

    test('the toggle switches between start and stop and saves each choice', async ({ page, context }) => {
        await open(page);
        await footer(page).getByRole('button', { name: 'Start using cookies' }).click();
        expect((await consentCookie(context))?.value).toBe('true');
        await expect(bar(page)).toBeHidden();
        await footer(page).getByRole('button', { name: 'Stop using cookies' }).click();
        expect((await consentCookie(context))?.value).toBe('false');
        await expect(footer(page).getByRole('button', { name: 'Start using cookies' })).toBeVisible();
    });

    test('treats an unreadable cookie as undecided', async ({ page, context }) => {
        await context.addCookies([{ name: 'consent', value: 'maybe', url: consentSite.baseUrl }]);
        await page.goto(`${consentSite.baseUrl}/`);
        await expect(bar(page)).toBeVisible();
    });
});

test.describe('third-party consent tool (OneTrust)', () => {
    /** Answers OneTrust's script address with the stand-in; returns the addresses asked for. */
    async function standInForOneTrust(context: BrowserContext): Promise<string[]> {
        const requested: string[] = [];
        await context.route(ONETRUST_SCRIPT, (route) => {
            requested.push(route.request().url());
            return route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_ONETRUST });
        });
        return requested;
    }
    const panelOpened = (page: Page) =>
        page.evaluate(() => (window as unknown as { panelOpened?: number }).panelOpened);

    test("loads the snippet's script with its data-domain-script, keeps our bar away, opens its panel from the toggle and follows its callback", async ({
        page,
        context,
    }) => {
        const requested = await standInForOneTrust(context);
        await open(page, { baseUrl: toolSite.baseUrl });
        await page.waitForFunction(() => 'OneTrust' in window);
        expect(requested).toEqual([ONETRUST_SCRIPT]);
        expect(await page.evaluate(() => (window as unknown as { domainScript: string }).domainScript)).toBe(
            ONETRUST_DOMAIN_SCRIPT,
        );
        // With the tool on, our bar is not even rendered: no React is loaded for it.
        await expect(page.locator('[data-consent-bar]')).toHaveCount(0);
        // The tool said C0001 only: the configured category C0002 is not allowed.
        await footer(page).getByRole('button', { name: 'Start using cookies' }).click();
        await expect.poll(() => panelOpened(page)).toBe(1);
        // Its callback granted C0002: our state follows, and no cookie of ours was written.
        await expect(footer(page).getByRole('button', { name: 'Stop using cookies' })).toBeVisible();
        expect(await consentCookie(context)).toBeUndefined();
    });

    test('holds the page view while the tool reports groups without the category, and sends it after a later grant', async ({
        page,
        context,
    }) => {
        const story = '00000000-0000-4000-8000-000000000007';
        const pageView = (event: LoggedEvent) => event.type === 'page' && event.prezly.story === story;
        await standInForOneTrust(context);
        await open(page, { baseUrl: toolSite.baseUrl, path: '/story-7' });
        await page.waitForFunction(() => (window as unknown as { OnetrustActiveGroups?: string }).OnetrustActiveGroups);
        await page.waitForLoadState('networkidle');
        expect(loggedEvents(toolSite.analyticsLog).filter(pageView)).toEqual([]);
        await footer(page).getByRole('button', { name: 'Start using cookies' }).click();
        await waitForLoggedEvent(toolSite.analyticsLog, pageView);
    });
});
