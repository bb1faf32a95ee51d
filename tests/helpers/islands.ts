/** Browser-test helpers for islands (docs/islands.md: islands mark themselves hydrated). */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** The path of the shared React chunk (react, react-dom/client), as the build's manifest names it. */
export function reactChunk(): string {
    return JSON.parse(readFileSync('dist/static/manifest.json', 'utf8')).react;
}

/** Waits until the runtime has hydrated the first island of that name. */
export async function waitForIsland(page: Page, island: string): Promise<void> {
    await expect(page.locator(`[data-island="${island}"][data-hydrated="true"]`).first()).toBeAttached();
}

/**
 * Asserts that React hydrated the island: its root element carries React's container key,
 * which only hydrateRoot/createRoot put there.
 */
export async function expectReactRoot(page: Page, island: string): Promise<void> {
    const hydrated = await page
        .locator(`[data-island="${island}"] > [data-island-root]`)
        .first()
        .evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer$')));
    expect(hydrated, `${island} is a React root`).toBe(true);
}

/** Collects page errors and console errors and warnings. */
export function collectConsoleProblems(page: Page): string[] {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
            problems.push(`${message.type()}: ${message.text()}`);
    });
    return problems;
}
