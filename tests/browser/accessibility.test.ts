/**
 * Accessibility of every page type in real Chromium, left-to-right (English) and right-to-left
 * (Arabic): axe-core (injected from its own package source) finds no violation, and headings
 * never skip a level (W3C: h1, then h2, then h3, without gaps). The demo newsroom is served as is.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type RunningApp, startApp } from '../helpers/browser';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
let site: RunningApp;
const pages: Record<'en' | 'ar', [string, string][]> = { en: [], ar: [] };

beforeAll(async () => {
    [browser, site] = await Promise.all([launchChromium(), startApp()]);
    const snapshot = await site.content.get();
    const gallery = snapshot.galleries()[0]!;
    for (const code of ['en', 'ar'] as const) {
        const prefix = snapshot.localeSlug(code) ? `/${snapshot.localeSlug(code)}` : '';
        const story = snapshot.listedStories(code).find((candidate) => candidate.content.children.length > 3)!;
        const category = snapshot.categoriesWithStories(code)[0]!;
        pages[code] = [
            ['home', `${prefix}/`],
            ['story', `${prefix}/${encodeURIComponent(story.slug)}`],
            ['category', `${prefix}/category/${encodeURIComponent(category.slug)}`],
            ['media', `${prefix}/media`],
            ['album', `${prefix}/media/album/${gallery.uuid}`],
            ['search results', `${prefix}/search?query=${code === 'ar' ? encodeURIComponent('نورثويند') : 'battery'}`],
            ['contacts', `${prefix}/contacts`],
            ['about', `${prefix}/about`],
            ['not found', `${prefix}/no-such-page-here`],
            ['subscribe', `${prefix}/subscribe`],
        ];
    }
});
afterAll(async () => {
    await browser?.close();
    await site?.close();
});

interface AxeViolation {
    id: string;
    help: string;
    nodes: { target: string[]; failureSummary?: string }[];
}

async function open(path: string): Promise<Page> {
    // The CSP (rightly) refuses inline scripts; only this test's injected axe-core needs to pass.
    const context = await browser.newContext({ bypassCSP: true });
    // Consent decided: the bar is a fixed overlay that would be audited on every page otherwise
    // (it is audited once, below).
    await context.addCookies([{ name: 'consent', value: 'false', url: site.baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}${path}`);
    return page;
}

async function axeViolations(page: Page): Promise<string[]> {
    await page.addScriptTag({ content: AXE_SOURCE });
    const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } })
            .axe;
        return (await axe.run(document)).violations;
    });
    return (violations as AxeViolation[]).map(
        (violation) =>
            `${violation.id}: ${violation.help} — ${violation.nodes
                .slice(0, 3)
                .map((node) => `${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim() ?? ''})`)
                .join('; ')}`,
    );
}

/** Every skip in the heading outline: a heading more than one level below the one before. */
function headingSkips(page: Page): Promise<string[]> {
    return page.evaluate(() => {
        const skips: string[] = [];
        let previous = 0;
        for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
            if ((heading as HTMLElement).closest('[hidden]')) continue;
            const level = Number(heading.tagName[1]);
            if (level > previous + 1)
                skips.push(`h${previous} → h${level}: ${heading.textContent?.trim().slice(0, 60)}`);
            previous = level;
        }
        return skips;
    });
}

describe.each(['en', 'ar'] as const)('every page type, %s', (code) => {
    it('has no axe-core violation and no skipped heading level', async () => {
        const problems: string[] = [];
        for (const [name, path] of pages[code]) {
            const page = await open(path);
            for (const violation of await axeViolations(page)) problems.push(`${name} ${path}: ${violation}`);
            for (const skip of await headingSkips(page)) problems.push(`${name} ${path}: heading ${skip}`);
            await page.context().close();
        }
        expect(problems).toEqual([]);
    });
});

describe('the consent bar', () => {
    it('has no axe-core violation while shown', async () => {
        const context = await browser.newContext({ bypassCSP: true });
        const page = await context.newPage();
        await page.goto(`${site.baseUrl}/`);
        await page.getByRole('button', { name: 'Accept' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
    });
});
