/**
 * Sharing to Mastodon without JavaScript: the share bar's Mastodon disclosure opens a form that
 * asks for the visitor's server; submitting it goes through our server to
 * `https://{server}/share?text=…` (the request is caught here and answered, no network). This
 * test is why the hand-off is a refresh page: Chromium blocked a 302 under our CSP form-action.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type RunningApp, startApp } from '../helpers/browser';
import { fixtureStory, writeFixtureNewsroom } from '../helpers/fixture-newsroom';

let browser: Browser;
let site: RunningApp;

beforeAll(async () => {
    const contentDir = writeFixtureNewsroom({
        newsroom: { theme: { sharing_actions: ['mastodon', 'threads', 'email'] } },
        stories: [fixtureStory({ id: 1, slug: 'first-story', title: 'Fish & chips' })],
    });
    [browser, site] = await Promise.all([launchChromium(), startApp({ contentDir })]);
});
afterAll(async () => {
    await browser?.close();
    await site?.close();
});

describe('Mastodon share form', () => {
    it('sends the visitor to their own server’s share page, with JavaScript off', async () => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        const shared: string[] = [];
        await context.route('https://mastodon.example/**', (route) => {
            shared.push(route.request().url());
            return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Mastodon</title>' });
        });
        await page.goto(`${site.baseUrl}/first-story`);
        await page.getByText('Mastodon', { exact: true }).click();
        await page.getByLabel('Your Mastodon server').first().fill('https://Mastodon.Example/');
        await page.getByRole('button', { name: 'Share on Mastodon' }).first().click();
        await page.waitForURL(/^https:\/\/mastodon\.example\/share\?/);
        const text = new URL(shared[0]!).searchParams.get('text');
        expect(text).toBe(`Fish & chips ${site.baseUrl}/first-story`);
        await context.close();
    });

    it('asks again, with a message, when the server is not one', async () => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        await page.goto(`${site.baseUrl}/first-story`);
        await page.getByText('Mastodon', { exact: true }).click();
        await page.getByLabel('Your Mastodon server').first().fill('localhost');
        const [response] = await Promise.all([
            page.waitForResponse((answer) => answer.url().includes('/share/mastodon')),
            page.getByRole('button', { name: 'Share on Mastodon' }).first().click(),
        ]);
        expect(response.status()).toBe(400);
        await expect.poll(() => page.getByText('Enter the address of your Mastodon server').count()).toBe(1);
        expect(await page.getByLabel('Your Mastodon server').inputValue()).toBe('localhost');
        await context.close();
    });
});
