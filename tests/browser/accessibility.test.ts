/**
 * Accessibility of every page type in real Chromium, left-to-right (English) and right-to-left
 * (Arabic): axe-core (injected from its own package source) finds no violation, and headings
 * never skip a level (W3C: h1, then h2, then h3, without gaps). The demo newsroom is served as is.
 */
import { expect, test } from '@playwright/test';
import { site } from '../helpers/browser-site';
import { demoSnapshot } from '../helpers/demo-snapshot';
import { axeViolations, headingSkips } from './setup/accessibility-audit';

const demo = site('demo');
const pages: Record<'en' | 'ar', [string, string][]> = { en: [], ar: [] };

test.beforeAll(async () => {
    const snapshot = await demoSnapshot();
    const gallery = snapshot.galleries.all[0]!;
    for (const code of ['en', 'ar'] as const) {
        const prefix = snapshot.languages.urlPrefix(code) ? `/${snapshot.languages.urlPrefix(code)}` : '';
        const story = snapshot.stories.listed(code).find((candidate) => candidate.content.children.length > 3)!;
        const category = snapshot.categories.withStories(code)[0]!;
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

// The CSP (rightly) refuses inline scripts; only this test's injected axe-core needs to pass.
test.use({ bypassCSP: true });

for (const code of ['en', 'ar'] as const) {
    test.describe(`every page type, ${code}`, () => {
        test('has no axe-core violation and no skipped heading level', async ({ context }) => {
            // Consent decided: the bar is a fixed overlay that would be audited on every page
            // otherwise (it is audited once, below).
            await context.addCookies([{ name: 'consent', value: 'false', url: demo.baseUrl }]);
            const problems: string[] = [];
            for (const [name, path] of pages[code]) {
                const page = await context.newPage();
                await page.goto(`${demo.baseUrl}${path}`);
                for (const violation of await axeViolations(page)) problems.push(`${name} ${path}: ${violation}`);
                for (const skip of await headingSkips(page)) problems.push(`${name} ${path}: heading ${skip}`);
                await page.close();
            }
            expect(problems).toEqual([]);
        });
    });
}

test.describe('the consent bar', () => {
    test('has no axe-core violation while shown', async ({ page }) => {
        await page.goto(`${demo.baseUrl}/`);
        await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
    });
});
