import path from 'node:path';
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { assetManifest } from '../../../../scripts/build/asset-manifest.mjs';
import { ISLAND_ENTRY } from '../../../../scripts/build/island-entries.mjs';

const ROOT = '/repo';
const OUT = 'dist/static/assets';
const plan = {
    islandFiles: { consent: ['consent-bar', 'cookie-toggle'], lightbox: ['lightbox'] },
    modules: { analytics: 'browser/analytics/analytics-module.ts' },
};
const entries = {
    runtime: path.join(ROOT, 'browser/runtime/runtime.ts'),
    analytics: path.join(ROOT, 'browser/analytics/analytics-module.ts'),
    consent: `${ISLAND_ENTRY}consent`,
    lightbox: `${ISLAND_ENTRY}lightbox`,
    site: path.join(ROOT, 'static/css/site.css'),
};

type Output = Metafile['outputs'][string];
const output = (entryPoint: string | undefined, imports: Output['imports'] = [], inputs: string[] = []): Output => ({
    bytes: 1,
    inputs: Object.fromEntries(inputs.map((input) => [input, { bytesInOutput: 1 }])),
    imports,
    exports: [],
    ...(entryPoint ? { entryPoint } : {}),
});
const generated = (file: string) => `island-entry:${ISLAND_ENTRY}${file}`;

/** What esbuild reports for a build of the runtime, one module, two island files, React and the styles. */
const metafile: Metafile = {
    inputs: {},
    outputs: {
        [`${OUT}/runtime-A.js`]: output('browser/runtime/runtime.ts', [
            { path: `${OUT}/chunk-S.js`, kind: 'import-statement' },
            { path: `${OUT}/chunk-L.js`, kind: 'dynamic-import' },
        ]),
        [`${OUT}/runtime-A.js.map`]: output(undefined),
        [`${OUT}/analytics-B.js`]: output('browser/analytics/analytics-module.ts'),
        [`${OUT}/consent-C.js`]: output(generated('consent'), [
            { path: `${OUT}/chunk-R.js`, kind: 'import-statement' },
        ]),
        [`${OUT}/lightbox-D.js`]: output(generated('lightbox'), [
            { path: `${OUT}/chunk-R.js`, kind: 'import-statement' },
        ]),
        [`${OUT}/chunk-R.js`]: output(undefined, [], ['node_modules/react-dom/cjs/react-dom-client.production.js']),
        [`${OUT}/chunk-S.js`]: output(undefined, [], ['browser/consent/consent-store.ts']),
        [`${OUT}/chunk-L.js`]: output(undefined),
        [`${OUT}/site-E.css`]: output('static/css/site.css'),
    },
};

describe('assetManifest: dist/static/manifest.json from the build', () => {
    it('names the runtime, each island and module by its file (islands of one bundle share it), React, the styles and the static imports', () => {
        expect(assetManifest(metafile, { root: ROOT, entries, plan })).toEqual({
            runtime: '/static/assets/runtime-A.js',
            islands: {
                analytics: '/static/assets/analytics-B.js',
                'consent-bar': '/static/assets/consent-C.js',
                'cookie-toggle': '/static/assets/consent-C.js',
                lightbox: '/static/assets/lightbox-D.js',
            },
            react: '/static/assets/chunk-R.js',
            styles: { site: '/static/assets/site-E.css' },
            imports: {
                '/static/assets/runtime-A.js': ['/static/assets/chunk-S.js'],
                '/static/assets/analytics-B.js': [],
                '/static/assets/consent-C.js': ['/static/assets/chunk-R.js'],
                '/static/assets/lightbox-D.js': ['/static/assets/chunk-R.js'],
                '/static/assets/chunk-R.js': [],
                '/static/assets/chunk-S.js': [],
                '/static/assets/chunk-L.js': [],
                '/static/assets/site-E.css': [],
            },
        });
    });

    it('fails when a declared island or module has no file in the build', () => {
        const withoutLightbox = { ...metafile, outputs: { ...metafile.outputs } };
        delete withoutLightbox.outputs[`${OUT}/lightbox-D.js`];
        delete withoutLightbox.outputs[`${OUT}/analytics-B.js`];
        expect(() => assetManifest(withoutLightbox, { root: ROOT, entries, plan })).toThrow(
            'Islands missing from the build: lightbox, analytics',
        );
    });
});
