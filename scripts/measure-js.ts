/**
 * JavaScript budget: for each page type, the JS bytes (raw and gzip) Chromium loads before any
 * interaction (load, idle) and in all once the visitor interacts (scrolls to the end, hovers and
 * focuses the islands). Measured for a visitor who has decided consent (cookie consent=true) and
 * for a first visit (undecided: the consent bar shows). Writes docs/javascript-budget.md.
 *
 *   npm run build && npx tsx scripts/measure-js.ts
 */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startApp } from '../tests/helpers/browser';

interface Bytes {
    files: number;
    raw: number;
    gzip: number;
}

interface Row {
    pageType: string;
    path: string;
    consent: string;
    before: Bytes;
    after: Bytes;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function collect(page: Page, seen: Map<string, Buffer>) {
    page.on('response', async (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && !response.url().endsWith('.js')) return;
        try {
            seen.set(response.url(), await response.body());
        } catch {
            // A redirected or aborted response has no body to count.
        }
    });
}

function total(seen: Map<string, Buffer>): Bytes {
    let raw = 0;
    let gzip = 0;
    for (const body of seen.values()) {
        raw += body.length;
        gzip += gzipSync(body, { level: 9 }).length;
    }
    return { files: seen.size, raw, gzip };
}

async function settle(page: Page) {
    await page.waitForLoadState('networkidle');
    // Idle islands hydrate on requestIdleCallback (at most 2 s later): wait until none is pending.
    await page.waitForFunction(
        () =>
            [...document.querySelectorAll<HTMLElement>('[data-island]')]
                .filter((marker) => marker.dataset.hydrate === 'load' || marker.dataset.hydrate === 'idle')
                .every((marker) => marker.dataset.hydrated === 'true'),
        undefined,
        { timeout: 10_000 },
    );
    await page.waitForLoadState('networkidle');
}

async function measure(browser: Browser, baseUrl: string, pageType: string, path: string, consent: string | null) {
    const context = await browser.newContext();
    if (consent) await context.addCookies([{ name: 'consent', value: consent, url: baseUrl }]);
    const page = await context.newPage();
    const seen = new Map<string, Buffer>();
    await collect(page, seen);
    await page.goto(`${baseUrl}${path}`);
    await settle(page);
    const before = total(seen);
    // Interact: scroll through the page, then hover and focus every island.
    await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
        }
        for (const marker of document.querySelectorAll('[data-island]')) {
            marker.dispatchEvent(new Event('pointerover', { bubbles: true }));
            marker.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        }
    });
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLElement>('[data-island]')].every((marker) => marker.dataset.hydrated),
    );
    await page.waitForLoadState('networkidle');
    const after = total(seen);
    await context.close();
    return { pageType, path, consent: consent ?? 'undecided', before, after } satisfies Row;
}

async function main() {
    const [browser, site] = await Promise.all([launchChromium(), startApp()]);
    try {
        const home = await (await fetch(`${site.baseUrl}/`)).text();
        const media = await (await fetch(`${site.baseUrl}/media`)).text();
        const first = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? '/';
        const pages: [string, string][] = [
            ['home', '/'],
            ['story', first(home, /class="story-card__title"[^>]*>\s*<a[^>]*href="([^"]+)"/)],
            ['category', first(home, /href="(\/category\/[^"]+)"/)],
            ['media', '/media'],
            ['gallery', first(media, /href="(\/media\/album\/[^"]+)"/)],
            ['search', '/search?query=mobility'],
            ['404', '/no-such-page'],
        ];
        const rows: Row[] = [];
        for (const [pageType, path] of pages) {
            for (const consent of ['true', null])
                rows.push(await measure(browser, site.baseUrl, pageType, path, consent));
        }
        const lines = [
            '# JavaScript budget',
            '',
            'Measured by `scripts/measure-js.ts` (`npm run build && npx tsx scripts/measure-js.ts`) in',
            'Chromium on the demo newsroom. *Before interaction* counts every script the page loads by',
            'itself (islands hydrated on load and idle); *after interaction* adds what scrolling to the end',
            'and hovering or focusing the islands loads (visible and interaction islands). Gzip is level 9,',
            'as the server sends the pre-compressed files. Aim: a story page for a visitor who has decided',
            'consent loads under 15 KB gzip before interaction.',
            '',
            '| Page | Path | Consent | Before: files | Before: raw KB | Before: gzip KB | After: files | After: raw KB | After: gzip KB |',
            '|---|---|---|---:|---:|---:|---:|---:|---:|',
            ...rows.map(
                (row) =>
                    `| ${row.pageType} | \`${row.path}\` | ${row.consent} | ${row.before.files} | ${kb(row.before.raw)} | ${kb(row.before.gzip)} | ${row.after.files} | ${kb(row.after.raw)} | ${kb(row.after.gzip)} |`,
            ),
            '',
        ];
        writeFileSync('docs/javascript-budget.md', `${lines.join('\n')}`);
        console.log(lines.slice(9).join('\n'));
    } finally {
        await browser.close();
        await site.close();
    }
}

await main();
