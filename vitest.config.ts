import { defineConfig } from 'vitest/config';

// Two projects so `npm test` can run the fast ones first. The browser tests run on Playwright's
// own runner (playwright.config.ts).
export default defineConfig({
    test: {
        projects: [
            {
                test: {
                    name: 'unit',
                    include: ['tests/unit/**/*.test.{ts,tsx}'],
                    environment: 'node',
                },
            },
            {
                test: {
                    name: 'integration',
                    include: ['tests/integration/**/*.test.{ts,tsx}'],
                    environment: 'node',
                    testTimeout: 20_000,
                    hookTimeout: 60_000,
                },
            },
        ],
    },
});
