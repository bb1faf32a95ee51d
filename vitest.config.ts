import { defineConfig } from 'vitest/config';

// Two projects so `npm test` can run the fast ones first. The browser tests run on Playwright's
// own runner (playwright.config.ts).
//
// `isolate: false`: the files of a worker share their imported modules instead of importing the
// server anew for each file, most of a run's time otherwise (figures:
// docs/benchmarks.md#figures-behind-the-codes-choices). So a test file must leave nothing behind
// that the next one could meet: it restores process.env and globals it changes and stops what it
// starts (each builds its own app and stand-ins, which the house rules already ask).
export default defineConfig({
    test: {
        projects: [
            {
                test: {
                    name: 'unit',
                    include: ['tests/unit/**/*.test.{ts,tsx}'],
                    environment: 'node',
                    isolate: false,
                },
            },
            {
                test: {
                    name: 'integration',
                    include: ['tests/integration/**/*.test.{ts,tsx}'],
                    environment: 'node',
                    isolate: false,
                    testTimeout: 20_000,
                    hookTimeout: 60_000,
                },
            },
        ],
    },
});
