/**
 * The page's calls to the site's own endpoints (the analytics collector, the recipient look-up,
 * /api) go to the origin the visitor is on, whatever PUBLIC_URL says: here PUBLIC_URL names
 * localhost while the visitor is on 127.0.0.1, another origin to the browser (issue 22, item 8).
 */
import { expect, type Page, test } from '@playwright/test';
import { waitForLoggedEvent } from '../helpers/analytics-log';
import { site } from '../helpers/browser-site';

const elsewhere = site('elsewherePublicUrl');

/** Every request of the page to one of our own endpoints, with the headers it went out with. */
function ownEndpointRequests(page: Page): { url: URL; cookie: Promise<string | undefined> }[] {
    const requests: { url: URL; cookie: Promise<string | undefined> }[] = [];
    page.on('request', (sent) => {
        const url = new URL(sent.url());
        if (/\/(analytics|api)\//.test(url.pathname)) {
            requests.push({ url, cookie: sent.allHeaders().then((headers) => headers.cookie) });
        }
    });
    return requests;
}

test('beacons, the recipient look-up and /api calls stay on the visited origin', async ({ page, context }) => {
    const requests = ownEndpointRequests(page);
    await context.addCookies([{ name: 'consent', value: 'true', url: elsewhere.baseUrl }]);
    await page.goto(`${elsewhere.baseUrl}/story-3?utm_id=rcpt-800`);
    // The links the page publishes do follow PUBLIC_URL.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http:\/\/localhost:\d+\/story-3$/);

    await waitForLoggedEvent(
        elsewhere.analyticsLog,
        (event) => event.type === 'identify' && event.userId === 'rcpt-800',
    );
    await waitForLoggedEvent(
        elsewhere.analyticsLog,
        (event) => event.type === 'page' && event.properties?.path === '/story-3',
    );
    await page.goto(`${elsewhere.baseUrl}/`);
    const latest = page.locator('section[aria-labelledby="latest-stories-heading"]');
    await latest.getByRole('link', { name: 'Load more stories' }).click();
    await expect(latest.locator('[data-load-more-list] > li')).toHaveCount(24);

    const origins = new Set(requests.map((request) => request.url.origin));
    expect(origins).toEqual(new Set([elsewhere.baseUrl]));
    const paths = requests.map((request) => request.url.pathname);
    expect(paths).toEqual(
        expect.arrayContaining(['/analytics/recipients', '/analytics/track/p', '/api/fetch-stories']),
    );
    // The beacons carry the visitor's consent cookie, which the collector reads (a refusal is not stored).
    const beacon = requests.find((request) => request.url.pathname === '/analytics/track/p')!;
    expect(await beacon.cookie).toContain('consent=true');
});
