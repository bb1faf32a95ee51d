// @ts-check
// dist/static/manifest.json: which browser file holds each island and browser module, the
// runtime, the React chunk, the styles, and the chunks each file imports. The server reads it to
// emit <script>/<link> tags for just the islands a page uses. Its type, AssetManifest, is the
// server's (server/config/asset-manifest.ts): one definition, checked here by `npm run typecheck`.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ISLAND_ENTRY } from './island-entries.mjs';

/**
 * @typedef {import('../../server/config/asset-manifest').AssetManifest} AssetManifest
 * @typedef {import('./island-entries.mjs').BrowserPlan} BrowserPlan
 * @typedef {{ root: string, entries: Record<string, string>, plan: BrowserPlan }} BuildInputs The build's
 *   entry points (name → file or generated entry) and what the registry declared.
 */

/** Where the browser files are served from (the static handler's /static/assets). */
const PUBLIC_PREFIX = '/static/assets/';

/**
 * Turns esbuild's metafile into the asset manifest. Fails when a declared island or browser
 * module ended up without a file.
 * @param {import('esbuild').Metafile} metafile
 * @param {BuildInputs} inputs
 * @returns {AssetManifest}
 */
export function assetManifest(metafile, { root, entries, plan }) {
    /** @type {AssetManifest} */
    const manifest = { runtime: '', islands: {}, react: '', styles: {}, imports: {} };
    /** @param {string} output */
    const urlOf = (output) => PUBLIC_PREFIX + path.basename(output);
    const entryNames = new Map(
        Object.entries(entries).map(([name, file]) => [path.relative(root, file).replaceAll(path.sep, '/'), name]),
    );
    for (const [output, meta] of Object.entries(metafile.outputs)) {
        if (output.endsWith('.map')) continue;
        const url = urlOf(output);
        manifest.imports[url] = meta.imports.filter((i) => i.kind === 'import-statement').map((i) => urlOf(i.path));
        if (!meta.entryPoint) {
            if (Object.keys(meta.inputs).some((input) => input.includes('node_modules/react-dom/')))
                manifest.react = url;
            continue;
        }
        // A generated entry is named `{namespace}:{path}`, both starting with ISLAND_ENTRY.
        const entryName = meta.entryPoint.startsWith(ISLAND_ENTRY)
            ? (meta.entryPoint.split(ISLAND_ENTRY).at(-1) ?? '')
            : (entryNames.get(meta.entryPoint) ?? path.basename(meta.entryPoint).replace(/\.(tsx?|css)$/, ''));
        if (output.endsWith('.css')) manifest.styles[entryName] = url;
        else if (entryName === 'runtime') manifest.runtime = url;
        else if (entryName in plan.modules) manifest.islands[entryName] = url;
        // Else an island file, or a module only imported on demand (import()): a chunk.
        else for (const name of plan.islandFiles[entryName] ?? []) manifest.islands[name] = url;
    }
    const declared = [...Object.values(plan.islandFiles).flat(), ...Object.keys(plan.modules)];
    const missing = declared.filter((name) => !manifest.islands[name]);
    if (missing.length > 0) throw new Error(`Islands missing from the build: ${missing.join(', ')}`);
    return manifest;
}

/**
 * Writes the manifest to `{outStatic}/manifest.json`.
 * @param {import('esbuild').Metafile} metafile
 * @param {BuildInputs & { outStatic: string }} inputs
 */
export async function writeAssetManifest(metafile, { outStatic, ...inputs }) {
    const manifest = assetManifest(metafile, inputs);
    await writeFile(path.join(outStatic, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
