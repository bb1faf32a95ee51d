/**
 * The market switcher (views/components/MarketSwitcher.tsx) in real Chromium, on a member site of
 * the Prezly stand-in's hub (tests/fixtures/prezly/hub-answers.ts: Acme Belgium, a member of Acme
 * Group beside Acme France; Acme Deutschland is inactive) served by the built server: with the
 * keyboard only, as the language switcher is worked (Tab to it, Enter or Space opens it, Tab
 * reaches a market's language, Enter or Space on it again closes it, nothing of a closed panel takes
 * the focus), and with JavaScript disabled. The other markets' sites are answered by the test.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { BELGIUM_UUID, HUB_UUID, hubSiteDataset, hubToken } from '../helpers/prezly-stand-in/hub-sites';
import { prezlySourceSettings, startPrezlyStandIn } from '../helpers/prezly-stand-in/stand-in-server';
import { type Stop, startSiteServer } from './setup/site-server';

const MAX_TABS = 200;
const stops: Stop[] = [];
let baseUrl = '';

test.beforeAll(async () => {
    const dataset = hubSiteDataset('belgium');
    const standIn = await startPrezlyStandIn({
        dataset: () => dataset,
        newsroomUuid: BELGIUM_UUID,
        accessToken: hubToken('belgium'),
    });
    stops.push(() => standIn.close());
    baseUrl = await startSiteServer(
        mkdtempSync(path.join(tmpdir(), 'hub-member-')),
        { ...prezlySourceSettings(standIn), PREZLY_HUB_UUID: HUB_UUID, CONTENT_SNAPSHOT_DIR: 'off' },
        stops,
    );
});

test.afterAll(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
});

/** The other markets' sites, which no network knows: a page of their own name. */
async function answerOtherSites(page: Page) {
    await page.route(/^https:\/\/[a-z]+\.acme\.example\//, (route) =>
        route.fulfill({
            contentType: 'text/html',
            body: `<!doctype html><title>${new URL(route.request().url()).host}</title>`,
        }),
    );
}

/** Presses Tab until the focused element matches; fails if it never does. */
async function tabTo(page: Page, selector: string) {
    for (let presses = 0; presses < MAX_TABS; presses++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
    }
    throw new Error(`Tab never reached ${selector}`);
}

const switcher = (page: Page) => page.locator('details.market-switcher');
const focusedInside = (page: Page) =>
    page.evaluate(() => Boolean(document.activeElement?.closest('details.market-switcher nav')));

test.describe('the market switcher', () => {
    test('keyboard only: Tab to it, Enter opens it, Tab reaches another market’s language, Enter follows it', async ({
        page,
    }) => {
        await answerOtherSites(page);
        await page.goto(`${baseUrl}/en`);
        await tabTo(page, 'details.market-switcher > summary');
        // Closed, its links take no focus: the next Tab leaves it.
        await page.keyboard.press('Tab');
        expect(await focusedInside(page)).toBe(false);

        await page.keyboard.press('Shift+Tab');
        await expect(page.locator(':focus')).toHaveText(/Acme Belgium/);
        await page.keyboard.press('Enter');
        await expect(switcher(page)).toHaveAttribute('open', '');
        const panel = page.getByRole('navigation', { name: 'Markets' });
        await expect(panel).toBeVisible();
        // Its markets this one first, then by name; Acme Deutschland is inactive.
        await expect(panel.locator('.market-switcher__name')).toHaveText([/Acme Belgium/, /Acme France/, /Acme Group/]);
        // The first stop is this market's first language, the page's own marked current.
        await page.keyboard.press('Tab');
        await expect(page.locator(':focus')).toHaveText('Nederlands (België)');
        await expect(panel.locator('a[aria-current="true"]')).toHaveText(['English']);

        // Each market's languages are a list its whole name labels.
        const france = panel.getByRole('list', { name: 'Acme France' }).getByRole('link', { name: 'Français' });
        await expect(france).toHaveAttribute('hreflang', 'fr');
        await tabTo(page, 'details.market-switcher a[hreflang="fr"]');
        const href = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).href);
        expect(new URL(href).host).toBe('fr.acme.example');
        await Promise.all([page.waitForURL(href), page.keyboard.press('Enter')]);
    });

    test('keyboard only: Space opens it, Enter on its summary closes it, and its last link is all markets', async ({
        page,
    }) => {
        await page.goto(`${baseUrl}/en`);
        await tabTo(page, 'details.market-switcher > summary');
        await page.keyboard.press('Space');
        await expect(switcher(page)).toHaveAttribute('open', '');
        await page.keyboard.press('Enter');
        await expect(switcher(page)).not.toHaveAttribute('open', '');
        await expect(page.getByRole('navigation', { name: 'Markets' })).toBeHidden();

        await page.keyboard.press('Enter');
        await tabTo(page, 'details.market-switcher .market-switcher__all');
        await expect(page.locator(':focus')).toHaveText('All markets');
        await Promise.all([page.waitForURL(`${baseUrl}/en/markets`), page.keyboard.press('Enter')]);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Markets');
        await expect(page.locator('.market-card .market-card__name')).toHaveText([
            /Acme Belgium/,
            /Acme France/,
            /Acme Group/,
        ]);
    });

    test('works without JavaScript: opens, and its links lead on', async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        await answerOtherSites(page);
        // The default language (Dutch): the names in Dutch where a market has one.
        await page.goto(`${baseUrl}/`);
        const panel = page.getByRole('navigation', { name: 'Markten' });
        await expect(panel).toBeHidden();
        await switcher(page).locator('summary').click();
        await expect(panel).toBeVisible();
        await expect(panel.locator('a[aria-current="true"]')).toHaveText(['Nederlands (België)']);
        await panel.getByRole('link', { name: 'Alle markten' }).click();
        await page.waitForURL(`${baseUrl}/markets`);
        await expect(page.locator('.market-card')).toHaveCount(3);

        await switcher(page).locator('summary').click();
        await panel.getByRole('list', { name: 'Acme Group' }).getByRole('link', { name: 'English' }).click();
        await page.waitForURL(/^https:\/\/group\.acme\.example\//);
        await context.close();
    });
});
