import { defineConfig } from 'vitest/config';

// Three projects so `npm test` can run the fast ones first and the browser last.
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
            {
                test: {
                    name: 'browser',
                    include: ['tests/browser/**/*.test.ts'],
                    environment: 'node',
                    testTimeout: 60_000,
                    hookTimeout: 120_000,
                    // One Chromium at a time keeps a 2-core machine responsive.
                    fileParallelism: false,
                },
            },
        ],
    },
});
