/**
 * "Follow on Mastodon" in Chromium (docs/federation.md): without JavaScript the form goes through
 * our /follow/mastodon to the visitor's own server's remote-follow page (the request is caught
 * here and answered: no network); with JavaScript the copy button puts the handle on the
 * clipboard; and the section passes the accessibility audit, left-to-right and right-to-left,
 * without widening a phone's page.
 */
import { expect, test } from '@playwright/test';
import { site } from '../helpers/browser-site';
import { axeViolations, headingSkips } from './setup/accessibility-audit';

const share = site('share');
/** The fixture newsroom's actor: its handle is made from its name, "Fixture Inc.". */
const account = () => `fixture_inc@${new URL(share.baseUrl).host}`;

test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form sends the visitor to their own server’s follow page for the newsroom', async ({ page, context }) => {
        const reached: string[] = [];
        await context.route('https://mastodon.example/**', (route) => {
            reached.push(route.request().url());
            return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Mastodon</title>' });
        });
        await page.goto(`${share.baseUrl}/`);
        const section = page.getByRole('region', { name: 'Follow on Mastodon' });
        await expect(section.locator('bdi')).toHaveText(`@${account()}`);
        // Copying needs scripts: without them there is no button to press.
        await expect(section.getByRole('button', { name: 'Copy handle' })).toBeHidden();
        await section.getByLabel('Your server').fill('https://Mastodon.Example/');
        const [handOff] = await Promise.all([
            page.waitForResponse((answer) => answer.url().includes('/follow/mastodon')),
            section.getByRole('button', { name: 'Follow' }).click(),
        ]);
        expect(handOff.status()).toBe(200);
        const target = `https://mastodon.example/authorize_interaction?uri=${encodeURIComponent(`acct:${account()}`)}`;
        await page.waitForURL(target);
        expect(reached).toEqual([target]);
    });

    test('asks again, with a message, when the server is not one', async ({ page }) => {
        await page.goto(`${share.baseUrl}/`);
        await page.getByLabel('Your server').fill('localhost');
        const [response] = await Promise.all([
            page.waitForResponse((answer) => answer.url().includes('/follow/mastodon')),
            page.getByRole('button', { name: 'Follow' }).click(),
        ]);
        expect(response.status()).toBe(400);
        await expect(page.getByText('Enter the address of your Mastodon server')).toHaveCount(1);
        await expect(page.getByLabel('Your server')).toHaveValue('localhost');
    });
});

test.describe('with JavaScript', () => {
    test('the copy button puts the handle on the clipboard and says so', async ({ page, context }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: share.baseUrl });
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`${share.baseUrl}/`);
        const section = page.getByRole('region', { name: 'Follow on Mastodon' });
        await section.getByRole('button', { name: 'Copy handle' }).click();
        await expect(section.getByRole('status')).toHaveText('Handle copied!');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`@${account()}`);
        expect(errors).toEqual([]);
    });
});

test.describe('the section’s accessibility and layout', () => {
    // The CSP (rightly) refuses inline scripts; only the injected axe-core needs to pass.
    test.use({ bypassCSP: true });

    for (const [language, path, heading] of [
        ['English', '/', 'Follow on Mastodon'],
        ['Arabic (right to left)', '/ar', 'تابِع على ماستودون'],
    ] as const) {
        test(`the home page with it has no axe-core violation, ${language}`, async ({ page, context }) => {
            await context.addCookies([{ name: 'consent', value: 'false', url: share.baseUrl }]);
            await page.goto(`${share.baseUrl}${path}`);
            const section = page.getByRole('region', { name: heading });
            await expect(section).toBeVisible();
            await expect(section.getByRole('button', { name: /./ }).first()).toBeVisible();
            expect(await axeViolations(page)).toEqual([]);
            expect(await headingSkips(page)).toEqual([]);
            // The handle reads left to right inside a right-to-left page: `@` first, on the left.
            const handle = section.locator('bdi');
            await expect(handle).toHaveText(`@${account()}`);
            expect(await handle.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
        });
    }

    test('fits a phone’s width: nothing of it scrolls sideways', async ({ page }) => {
        await page.setViewportSize({ width: 320, height: 640 });
        await page.goto(`${share.baseUrl}/`);
        const section = page.getByRole('region', { name: 'Follow on Mastodon' });
        await section.scrollIntoViewIfNeeded();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        const box = (await section.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(320);
    });
});
