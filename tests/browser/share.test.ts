/**
 * Sharing to Mastodon without JavaScript: the share bar's Mastodon disclosure opens a form that
 * asks for the visitor's server; submitting it goes through our server to
 * `https://{server}/share?text=…` (the request is caught here and answered, no network). This
 * test is why the hand-off is a refresh page: Chromium blocked a 302 under our CSP form-action.
 */
import { expect, test } from '@playwright/test';
import { site } from '../helpers/browser-site';

const share = site('share');

test.use({ javaScriptEnabled: false });

test.describe('Mastodon share form', () => {
    test('sends the visitor to their own server’s share page, with JavaScript off', async ({ page, context }) => {
        const shared: string[] = [];
        await context.route('https://mastodon.example/**', (route) => {
            shared.push(route.request().url());
            return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Mastodon</title>' });
        });
        await page.goto(`${share.baseUrl}/first-story`);
        await page.getByText('Mastodon', { exact: true }).click();
        await page.getByLabel('Your Mastodon server').first().fill('https://Mastodon.Example/');
        await page.getByRole('button', { name: 'Share on Mastodon' }).first().click();
        await page.waitForURL(/^https:\/\/mastodon\.example\/share\?/);
        const text = new URL(shared[0]!).searchParams.get('text');
        expect(text).toBe(`Fish & chips ${share.baseUrl}/first-story`);
    });

    test('asks again, with a message, when the server is not one', async ({ page }) => {
        await page.goto(`${share.baseUrl}/first-story`);
        await page.getByText('Mastodon', { exact: true }).click();
        await page.getByLabel('Your Mastodon server').first().fill('localhost');
        const [response] = await Promise.all([
            page.waitForResponse((answer) => answer.url().includes('/share/mastodon')),
            page.getByRole('button', { name: 'Share on Mastodon' }).first().click(),
        ]);
        expect(response.status()).toBe(400);
        await expect(page.getByText('Enter the address of your Mastodon server')).toHaveCount(1);
        await expect(page.getByLabel('Your Mastodon server')).toHaveValue('localhost');
    });
});
