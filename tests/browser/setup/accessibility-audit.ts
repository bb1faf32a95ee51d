/**
 * The accessibility audit of a page in real Chromium: axe-core (injected from its own package
 * source; the page's CSP must be bypassed for it) and the heading outline.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
    id: string;
    help: string;
    nodes: { target: string[]; failureSummary?: string }[];
}

export async function axeViolations(page: Page): Promise<string[]> {
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
export function headingSkips(page: Page): Promise<string[]> {
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
