/**
 * A hub's home (docs/hub-newsrooms.md) in real Chromium, served by the built server on the
 * Prezly stand-in's fixture hub with a dozen more stories of Acme Belgium, so the merged list has
 * a second page: "Load more" appends it in place with the island, members' cards linking to their
 * own site; without JavaScript it is a link to `?page=2`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectReactRoot, waitForIsland } from '../helpers/islands';
import { HUB_UUID, hubSiteDataset, hubStories, hubToken } from '../helpers/prezly-stand-in/hub-sites';
import { prezlySourceSettings, startPrezlyStandIn } from '../helpers/prezly-stand-in/stand-in-server';
import { axeViolations, headingSkips } from './setup/accessibility-audit';
import { type Stop, startSiteServer } from './setup/site-server';

const stops: Stop[] = [];
let baseUrl = '';
/** The fixture's three English entries and twelve more: 15 cards, a page of 12 and one of 3. */
const EXTRA = 12;

test.beforeAll(async () => {
    const stories = hubStories();
    const template = stories.find((story) => story.slug === 'cargo-bikes-antwerp-post')!;
    for (let index = 0; index < EXTRA; index++) {
        stories.push({
            ...structuredClone(template),
            id: 9000 + index,
            uuid: `b0b0b0b0-0000-4000-8000-${String(9000 + index).padStart(12, '0')}`,
            slug: `antwerp-delivery-${index}`,
            title: `Antwerp delivery round ${index}`,
            published_at: new Date(Date.UTC(2025, 6, 1 + index)).toISOString(),
            links: { newsroom_view: `https://be.acme.example/antwerp-delivery-${index}` },
        });
    }
    const dataset = hubSiteDataset('hub', stories);
    const standIn = await startPrezlyStandIn({
        dataset: () => dataset,
        newsroomUuid: HUB_UUID,
        accessToken: hubToken('hub'),
    });
    stops.push(() => standIn.close());
    baseUrl = await startSiteServer(
        mkdtempSync(path.join(tmpdir(), 'hub-root-')),
        { ...prezlySourceSettings(standIn), CONTENT_SNAPSHOT_DIR: 'off' },
        stops,
    );
});

test.afterAll(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
});

const cards = '#latest-stories-list .story-card';

test('Load more appends the merged list’s next page, members’ cards linking to their own site', async ({
    page,
    context,
}) => {
    // Consent decided, so the bar does not cover the list.
    await context.addCookies([{ name: 'consent', value: 'false', url: baseUrl }]);
    await page.goto(`${baseUrl}/`);
    await expect(page.locator(cards)).toHaveCount(12);
    await expect(page.locator('.market-tile')).toHaveText(['Acme Belgium', 'Acme France']);
    const more = page.getByRole('link', { name: 'Load more stories' });
    await more.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'load-more');
    await expectReactRoot(page, 'load-more');
    await more.click();
    await expect(page.locator(cards)).toHaveCount(15);
    // The page did not change: the island appended the cards in place, then hid its link.
    expect(new URL(page.url()).search).toBe('');
    await expect(more).toBeHidden();
    const last = page.locator(cards).last();
    await expect(last.locator('.story-card__market')).toHaveText('Acme Belgium');
    await expect(last.locator('.story-card__link')).toHaveAttribute(
        'href',
        /^https:\/\/be\.acme\.example\/antwerp-delivery-\d+$/,
    );
});

test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('"Load more" is a link to the second page, which holds the rest', async ({ page }) => {
        await page.goto(`${baseUrl}/`);
        await page.getByRole('link', { name: 'Load more stories' }).click();
        await expect(page).toHaveURL(/\?page=2$/);
        await expect(page.locator('.story-card')).toHaveCount(3);
    });
});

test.describe('accessibility', () => {
    // The CSP (rightly) refuses inline scripts; only the injected axe-core needs to pass.
    test.use({ bypassCSP: true });

    test('the hub’s home, its markets page and the switcher open: no axe-core violation, no skipped heading', async ({
        page,
        context,
    }) => {
        await context.addCookies([{ name: 'consent', value: 'false', url: baseUrl }]);
        const problems: string[] = [];
        for (const path of ['/', '/markets', '/?page=2']) {
            await page.goto(`${baseUrl}${path}`);
            if (path === '/') await page.locator('details.market-switcher > summary').click();
            for (const violation of await axeViolations(page)) problems.push(`${path}: ${violation}`);
            for (const skip of await headingSkips(page)) problems.push(`${path}: heading ${skip}`);
        }
        expect(problems).toEqual([]);
    });
});
