/**
 * Real Chromium for the browser tests: Debian's /usr/bin/chromium (or CHROMIUM_PATH), never a
 * browser downloaded by Playwright. playwright.config.ts (and tests/helpers/browser.ts, for the
 * scripts) launch it with these flags.
 */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless (Playwright adds --headless itself), no sandbox (containers), no GPU, and none of
 * Chromium's own traffic to Google's services.
 */
export const CHROMIUM_ARGS = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
];
