/**
 * JavaScript budget (issue 14): for each page type, the JS bytes Chromium loads before any
 * interaction (load and idle) and in all once the visitor interacts (scrolls to the end, hovers
 * and focuses every island), for a returning visitor (cookie consent=true: the consent bar has
 * nothing to ask) and a first visit (consent undecided: the runtime shows the bar; React loads
 * when the visitor reaches for it). Sizes
 * are raw, gzip (level 9) and brotli (quality 11), as the server sends the pre-compressed files.
 * Also lists every built browser file. Prints Markdown tables for docs/javascript-budget.md.
 *
 *   npm run build && npm run measure:js   (tsconfig.base.json: this script renders the views, browser/ included, with the automatic JSX runtime)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startApp } from '../tests/helpers/browser';

interface Bytes {
    files: number;
    raw: number;
    gzip: number;
    brotli: number;
}

interface Row {
    pageType: string;
    path: string;
    visitor: string;
    before: Bytes;
    after: Bytes;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const brotliSize = (body: Buffer) =>
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

function collect(page: Page, seen: Map<string, Buffer>) {
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
    const bodies = [...seen.values()];
    return {
        files: bodies.length,
        raw: bodies.reduce((sum, body) => sum + body.length, 0),
        gzip: bodies.reduce((sum, body) => sum + gzipSize(body), 0),
        brotli: bodies.reduce((sum, body) => sum + brotliSize(body), 0),
    };
}

/** Load, then idle callbacks (at most 2 s late), then whatever they started. */
async function settle(page: Page) {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500);
    await page.waitForLoadState('networkidle');
}

async function interact(page: Page) {
    await page.evaluate(async () => {
        for (let y = 0; y <= document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
        }
        for (const marker of document.querySelectorAll('[data-island], a[data-gallery-item]')) {
            marker.dispatchEvent(new Event('pointerover', { bubbles: true }));
            marker.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        }
    });
    await settle(page);
}

async function measure(browser: Browser, baseUrl: string, pageType: string, pagePath: string, consent: boolean) {
    const context = await browser.newContext();
    if (consent) await context.addCookies([{ name: 'consent', value: 'true', url: baseUrl }]);
    const page = await context.newPage();
    const seen = new Map<string, Buffer>();
    collect(page, seen);
    await page.goto(`${baseUrl}${pagePath}`);
    await settle(page);
    const before = total(seen);
    await interact(page);
    const after = total(seen);
    await context.close();
    const visitor = consent ? 'returning (consent decided)' : 'first visit (undecided)';
    return { pageType, path: pagePath, visitor, before, after } satisfies Row;
}

/** The files an entry imports statically, and theirs: what the runtime fetches with it. */
function staticallyImported(imports: Record<string, string[]>, entries: string[]): Set<string> {
    const seen = new Set<string>();
    const next = [...entries];
    for (let url = next.pop(); url !== undefined; url = next.pop()) {
        if (seen.has(url)) continue;
        seen.add(url);
        next.push(...(imports[url] ?? []));
    }
    return seen;
}

/** Every built browser file, from the manifest, with its compressed sizes. */
function builtFiles(): string[] {
    const manifest = JSON.parse(readFileSync('dist/static/manifest.json', 'utf8'));
    const named = new Map<string, string>([[manifest.runtime, 'runtime']]);
    // A file may hold several islands (the two consent islands share one).
    for (const [name, url] of Object.entries<string>(manifest.islands ?? {}))
        named.set(url, named.has(url) ? `${named.get(url)}, ${name}` : name);
    if (manifest.react) named.set(manifest.react, 'shared React chunk (react, react-dom/client)');
    const imports: Record<string, string[]> = manifest.imports ?? {};
    const fetchedWithEntries = staticallyImported(imports, [...named.keys()]);
    const scripts = Object.keys(imports).filter((url) => url.endsWith('.js'));
    return scripts
        .map((url) => {
            const body = readFileSync(path.join('dist/static/assets', path.basename(url)));
            const chunk = fetchedWithEntries.has(url) ? 'shared chunk' : 'chunk imported on demand (import())';
            const name = named.get(url) ?? chunk;
            return `| ${name} | \`${path.basename(url)}\` | ${kb(body.length)} | ${kb(gzipSize(body))} | ${kb(brotliSize(body))} |`;
        })
        .sort();
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
            ['album', first(media, /href="(\/media\/album\/[^"]+)"/)],
            ['search', '/search?query=mobility'],
            ['404', '/no-such-page'],
        ];
        const rows: Row[] = [];
        for (const [pageType, pagePath] of pages) {
            for (const consent of [true, false])
                rows.push(await measure(browser, site.baseUrl, pageType, pagePath, consent));
        }
        const cell = (bytes: Bytes) => `${bytes.files} | ${kb(bytes.raw)} | ${kb(bytes.gzip)} | ${kb(bytes.brotli)}`;
        const table = [
            '| Page | Path | Visitor | Before interaction: files | raw KB | gzip KB | br KB | In all: files | raw KB | gzip KB | br KB |',
            '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
            ...rows.map(
                (row) =>
                    `| ${row.pageType} | \`${row.path}\` | ${row.visitor} | ${cell(row.before)} | ${cell(row.after)} |`,
            ),
        ];
        const files = ['| File | Name | raw KB | gzip KB | br KB |', '|---|---|---:|---:|---:|', ...builtFiles()];
        console.log(table.join('\n'));
        console.log();
        console.log(files.join('\n'));
    } finally {
        await browser.close();
        await site.close();
    }
}

await main();
