import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
    browserEntries,
    browserPlan,
    ISLAND_ENTRY,
    islandEntryPlugin,
    readRegistry,
} from '../../../../scripts/build/island-entries.mjs';

const ROOT = path.resolve('.');
const ANALYTICS = 'browser/analytics/analytics-module.ts';

describe('readRegistry: what the build makes of islands/registry.ts', () => {
    it('gives each island its own file, except the consent islands, which declare one bundle, and the analytics module its entry', async () => {
        expect(await readRegistry(ROOT)).toEqual({
            islandFiles: {
                consent: ['consent-bar', 'cookie-toggle'],
                'copy-link': ['copy-link'],
                'copy-story-text': ['copy-story-text'],
                'embargo-time': ['embargo-time'],
                'embed-player': ['embed-player'],
                lightbox: ['lightbox'],
                'load-more': ['load-more'],
                'quick-search': ['quick-search'],
            },
            modules: { analytics: ANALYTICS },
        });
        // The registry's bundle for Node is removed once read.
        expect(readdirSync(path.join(ROOT, 'dist')).filter((name) => name.startsWith('.island-registry'))).toEqual([]);
    });
});

describe('browserPlan: the registry checked', () => {
    it('fails for an island whose name is not its folder', () => {
        expect(() => browserPlan(ROOT, [{ name: 'copylink' }], [])).toThrow(
            'islands/copylink/component.tsx is missing: an island is named as its folder under islands/',
        );
    });

    it('fails for a browser module whose entry does not exist', () => {
        expect(() => browserPlan(ROOT, [], [{ name: 'stats', entry: 'browser/stats/stats.ts' }])).toThrow(
            'The entry of browser module "stats" is missing: browser/stats/stats.ts',
        );
    });

    it('fails when two islands or modules share a name, or a bundle takes the name of one', () => {
        expect(() => browserPlan(ROOT, [{ name: 'lightbox' }, { name: 'lightbox' }], [])).toThrow(/share a name/);
        expect(() => browserPlan(ROOT, [{ name: 'lightbox' }], [{ name: 'lightbox', entry: ANALYTICS }])).toThrow(
            /share a name/,
        );
        expect(() => browserPlan(ROOT, [{ name: 'lightbox' }, { name: 'copy-link', bundle: 'lightbox' }], [])).toThrow(
            'The bundle of island "copy-link", "lightbox", is named as an island or module',
        );
        expect(() => browserPlan(ROOT, [{ name: 'copy-link', bundle: 'runtime' }], [])).toThrow(/runtime/);
    });
});

describe('the browser entries', () => {
    it('are the runtime, each browser module and one generated entry per island file', async () => {
        const plan = await readRegistry(ROOT);
        expect(browserEntries(ROOT, plan)).toEqual({
            runtime: path.join(ROOT, 'browser/runtime/runtime.ts'),
            analytics: path.join(ROOT, ANALYTICS),
            consent: `${ISLAND_ENTRY}consent`,
            'copy-link': `${ISLAND_ENTRY}copy-link`,
            'copy-story-text': `${ISLAND_ENTRY}copy-story-text`,
            'embargo-time': `${ISLAND_ENTRY}embargo-time`,
            'embed-player': `${ISLAND_ENTRY}embed-player`,
            lightbox: `${ISLAND_ENTRY}lightbox`,
            'load-more': `${ISLAND_ENTRY}load-more`,
            'quick-search': `${ISLAND_ENTRY}quick-search`,
        });
    });

    it('bundle the components of their islands and the browser runtime, never a declaration or the server half', async () => {
        const plan = await readRegistry(ROOT);
        const result = await esbuild.build({
            entryPoints: [`${ISLAND_ENTRY}consent`],
            bundle: true,
            write: false,
            metafile: true,
            format: 'esm',
            platform: 'browser',
            jsx: 'automatic',
            external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
            outdir: 'out',
            plugins: [islandEntryPlugin(ROOT, plan)],
            logLevel: 'silent',
        });
        const inputs = Object.keys(result.metafile.inputs);
        expect(inputs).toContain('islands/consent-bar/component.tsx');
        expect(inputs).toContain('islands/cookie-toggle/component.tsx');
        expect(inputs).toContain('browser/runtime/hydrate-island.tsx');
        expect(inputs.filter((input) => input.startsWith('views/') || input.endsWith('/island.ts'))).toEqual([]);
        expect(
            inputs.filter(
                (input) => input.startsWith('islands/') && !/^islands\/(consent-bar|cookie-toggle)\//.test(input),
            ),
        ).toEqual([]);
    });
});
