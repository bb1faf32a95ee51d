/**
 * Browser tests (`npm run test:browser`): Playwright's own runner drives Debian's Chromium
 * against the built server. The global setup starts one built server per newsroom the tests
 * need (tests/browser/setup/); run `npm run build` first (`npm test` does).
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/helpers/chromium';

export default defineConfig({
    testDir: 'tests/browser',
    testMatch: '**/*.test.ts',
    globalSetup: './tests/browser/setup/global-setup.ts',
    // One Chromium at a time keeps a 2-core machine (and the servers beside it) responsive.
    workers: 1,
    fullyParallel: false,
    forbidOnly: true,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    // One line per test, then the closing summary ("N passed", or the failures and a non-zero exit).
    reporter: [['list']],
    outputDir: '.cache/playwright',
    use: {
        browserName: 'chromium',
        headless: true,
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    },
});
