/**
 * Every island hydrated by React, on every page type of the demo newsroom, in English and
 * Arabic, with zero console errors or warnings (a hydration mismatch is logged as one). Each
 * page is woken fully: the search box typed in, a pointer over the consent bar, every image and
 * copy link, the page read to the end and each island still asleep brought into view, so every
 * island on it is live, and every request ended, before the console is read.
 */
import { type Browser, expect, type Page, type Request, test } from '@playwright/test';
import { site } from '../helpers/browser-site';
import { collectConsoleProblems, expectReactRoot } from '../helpers/islands';

const demo = site('demo');
const paths = new Map<string, string>();

async function firstHref(browser: Browser, path: string, selector: string): Promise<string> {
    const page = await browser.newPage();
    await page.goto(`${demo.baseUrl}${path}`);
    const href = await page.locator(selector).first().getAttribute('href');
    await page.close();
    if (!href) throw new Error(`No ${selector} on ${path}`);
    return href;
}

test.beforeAll(async ({ browser }) => {
    for (const [prefix, locale] of [
        ['', 'en'],
        ['/ar', 'ar'],
    ] as const) {
        paths.set(`home ${locale}`, prefix || '/');
        paths.set(`story ${locale}`, await firstHref(browser, prefix || '/', '.story-card__title a'));
        paths.set(`category ${locale}`, await firstHref(browser, prefix || '/', 'a[href*="/category/"]'));
        paths.set(`media ${locale}`, `${prefix}/media`);
        paths.set(`album ${locale}`, await firstHref(browser, `${prefix}/media`, 'a[href*="/media/album/"]'));
        paths.set(`search ${locale}`, `${prefix}/search?query=${locale === 'ar' ? 'a' : 'mobility'}`);
        paths.set(`404 ${locale}`, `${prefix}/no-such-page`);
    }
});

/** The requests a page has started and not yet seen end, by URL. */
function trackRequests(page: Page): () => string[] {
    const pending = new Set<Request>();
    page.on('request', (request) => pending.add(request));
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    return () => [...pending].map((request) => request.url());
}

/**
 * Wakes every island of the page the way a visitor would, and waits until all are live and
 * every request the page started has ended. Each wait is bounded by expect's timeout and says
 * what it waited for. Nothing waits for an element to become visible: some islands' content has
 * no box until the island is live, and such a wait would only end with the test's timeout.
 */
async function wakeEverything(page: Page, pendingRequests: () => string[]) {
    // The quick search: typed into, then its answer opens the list.
    await page.getByRole('banner').locator('input[type="search"]').focus();
    await page.keyboard.type('e');
    await expect(page.getByRole('listbox')).toBeVisible();
    // The consent bar (shown by the runtime on a first visit), the lightbox and each copy link
    // wake when the visitor reaches for them: a pointer over them (or over the lightbox's images).
    for (const trigger of await page
        .locator(
            '.consent-bar button, a[data-gallery-item], .copy-link button, .copy-story-text button, a.content-player',
        )
        .all()) {
        await trigger.dispatchEvent('pointerover');
    }
    // Read to the end, a frame at a time: visible islands wake and lazy images load on the way.
    await page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await frame();
            await frame();
        }
    });
    // Then each island in turn; one still asleep is brought into view once more (a busy browser
    // may have rendered no frame while it went by), and waited for.
    const markers = page.locator('[data-island]');
    for (let index = 0, count = await markers.count(); index < count; index++) {
        const marker = markers.nth(index);
        const name = await marker.evaluate((element) => {
            if (!element.hasAttribute('data-hydrated')) {
                element.querySelector(':scope > [data-island-root] > *')?.scrollIntoView({ block: 'center' });
            }
            return element.getAttribute('data-island');
        });
        await expect(marker, `island ${name} (#${index + 1}) is live`).toHaveAttribute('data-hydrated', 'true');
    }
    await expect.poll(pendingRequests, { message: 'every request the page started has ended' }).toEqual([]);
}

test.describe('islands hydrated by React, without a console error or warning', () => {
    for (const name of [
        'home en',
        'story en',
        'category en',
        'media en',
        'album en',
        'search en',
        '404 en',
        'home ar',
        'story ar',
        'category ar',
        'media ar',
        'album ar',
        'search ar',
        '404 ar',
    ]) {
        test(name, async ({ page }) => {
            const problems = collectConsoleProblems(page);
            const pendingRequests = trackRequests(page);
            const path = paths.get(name)!;
            const response = await page.goto(`${demo.baseUrl}${path}`);
            expect(response?.status()).toBe(name.startsWith('404') ? 404 : 200);
            await wakeEverything(page, pendingRequests);
            const islands = await page
                .locator('[data-island]')
                .evaluateAll((markers) => [...new Set(markers.map((marker) => marker.getAttribute('data-island')!))]);
            expect(islands).toContain('quick-search');
            expect(islands).toContain('consent-bar');
            for (const island of islands) await expectReactRoot(page, island);
            // The document's own 404 status is reported by Chromium itself; nothing else may be.
            const own404 = `error: Failed to load resource: the server responded with a status of 404 (Not Found)`;
            expect(problems.filter((problem) => !(name.startsWith('404') && problem === own404))).toEqual([]);
        });
    }
});

test.describe('waking every island, whatever the browser saw on the way', () => {
    test('home en, when the scroll to the end went by without a frame', async ({ page }) => {
        // A busy browser may render no frame while the page is scrolled fast: intersection
        // changes on the way down are never reported, so the visible islands stay asleep until
        // they are brought into view again.
        await page.addInitScript(() => {
            const Native = window.IntersectionObserver;
            let reachedEnd = false;
            window.addEventListener('scroll', () => {
                reachedEnd ||= window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
            });
            window.IntersectionObserver = class extends Native {
                constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
                    super((entries, observer) => {
                        if (reachedEnd) callback(entries, observer);
                    }, options);
                }
            };
        });
        const problems = collectConsoleProblems(page);
        const pendingRequests = trackRequests(page);
        await page.goto(`${demo.baseUrl}/`);
        await wakeEverything(page, pendingRequests);
        for (const island of ['quick-search', 'load-more', 'cookie-toggle', 'consent-bar']) {
            await expectReactRoot(page, island);
        }
        expect(problems).toEqual([]);
    });
});
