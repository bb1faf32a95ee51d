/**
 * The runtime is one Node line, named alike everywhere a tool looks for it (docs/deploying.md, The
 * runtime), and the production command's V8 flags mean something on it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productionArguments } from '../../../scripts/bench/server-process';

const pinned = readFileSync('.node-version', 'utf8').trim();
const major = pinned.split('.')[0];
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };

describe('the Node version', () => {
    it('is one pinned LTS release in .node-version and .nvmrc, and its line in engines', () => {
        expect(pinned).toMatch(/^24\.\d+\.\d+$/); // Node 24 LTS
        expect(readFileSync('.nvmrc', 'utf8').trim()).toBe(pinned);
        expect(packageJson.engines.node).toBe(`${major}.x`);
    });

    it("takes the Procfile's flags without a complaint", () => {
        // Node refuses an unknown Node option and warns of an unknown V8 flag on stderr.
        const flags = productionArguments().filter((arg) => arg.startsWith('--'));
        const run = spawnSync(process.execPath, [...flags, '-e', 'process.stdout.write("ran")'], { encoding: 'utf8' });
        expect(run.stderr).toBe('');
        expect(run.stdout).toBe('ran');
        expect(run.status).toBe(0);
    });
});
