import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productionArguments } from '../../../../scripts/bench/server-process';

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };

describe('the production start command', () => {
    it('is the same in the Procfile and in npm run start:built', () => {
        expect(`node ${productionArguments().join(' ')}`).toBe(packageJson.scripts['start:built']);
    });

    it('keeps the V8 memory settings the benchmarks were measured with', () => {
        // docs/benchmarks.md: resident memory under 250 MB with 10,000 stories depends on them.
        expect(productionArguments()).toEqual(
            expect.arrayContaining(['--max-semi-space-size=4', '--heap-growing-percent=40']),
        );
    });
});
