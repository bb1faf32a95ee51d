// esbuild plugin `manifest`: what the browser build leaves beside its files once it succeeds.
import { writeAssetManifest } from './asset-manifest.mjs';
import { writeLicenses } from './licenses.mjs';
import { precompressAssets } from './precompress.mjs';

/**
 * After each successful browser build: the asset manifest (dist/static/manifest.json),
 * LICENSES.txt, then the .br/.gz siblings of every file. `entries` and `plan` are the ones the
 * build was given (scripts/build/island-entries.mjs); `outStatic` holds the manifest, `outAssets` the built files.
 */
export function browserOutputPlugin({ root, entries, plan, outStatic, outAssets }) {
    const writeOutput = async ({ metafile }) => {
        await writeAssetManifest(metafile, { root, entries, plan, outStatic });
        await writeLicenses(metafile, { root, outAssets });
        await precompressAssets(outAssets);
    };
    return {
        name: 'manifest',
        setup: (build) => build.onEnd((result) => !result.errors.length && writeOutput(result)),
    };
}
