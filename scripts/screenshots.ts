/**
 * Screenshots of the home and story pages, desktop (1280×800) and mobile (390×844), left-to-right
 * (English) and right-to-left (Arabic), into screenshots/ (git-ignored), to check the design by
 * eye. Run `npm run build` first, then `npm run screenshots -- [content dir]`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchChromium, startApp } from '../tests/helpers/browser';

const VIEWPORTS = {
    desktop: { width: 1280, height: 800 },
    mobile: { width: 390, height: 844 },
} as const;

async function main() {
    const contentDir = path.resolve(process.argv[2] ?? 'content/demo');
    const outDir = path.resolve('screenshots');
    mkdirSync(outDir, { recursive: true });
    const [browser, site] = await Promise.all([launchChromium(), startApp({ contentDir })]);
    try {
        const snapshot = await site.content.get();
        const pages: { name: string; path: string }[] = [];
        for (const code of ['en', 'ar']) {
            const language = snapshot.languages.byCode(code);
            if (!language) continue;
            const prefix = snapshot.languages.urlPrefix(code) ? `/${snapshot.languages.urlPrefix(code)}` : '';
            pages.push({ name: `home-${code}`, path: prefix || '/' });
            const story = snapshot.stories.highlighted(code);
            if (story) pages.push({ name: `story-${code}`, path: `${prefix}/${encodeURIComponent(story.slug)}` });
        }
        for (const extra of process.argv.slice(3)) pages.push({ name: extra.replace(/\W+/g, '-'), path: extra });
        for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
            const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
            const page = await context.newPage();
            for (const { name, path: pagePath } of pages) {
                await page.goto(`${site.baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
                const fold = path.join(outDir, `${name}-${viewportName}-fold.png`);
                await page.screenshot({ path: fold });
                // Scroll through the page so lazy images load, then take all of it.
                await page.evaluate(async () => {
                    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
                        window.scrollTo(0, y);
                        await new Promise((resolve) => setTimeout(resolve, 100));
                    }
                    window.scrollTo(0, 0);
                });
                await page.waitForLoadState('networkidle');
                const file = path.join(outDir, `${name}-${viewportName}.png`);
                await page.screenshot({ path: file, fullPage: true });
                console.log(file, fold);
            }
            await context.close();
        }
    } finally {
        await browser.close();
        await site.close();
    }
}

await main();
