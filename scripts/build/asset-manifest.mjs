// dist/static/manifest.json: which browser file holds each island, the runtime, the React chunk,
// the styles, and the chunks each file imports. The server reads it to emit <script>/<link> tags
// for just the islands a page uses.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ISLAND_ENTRY, islandFiles } from './island-entries.mjs';

/** Where the browser files are served from (the static handler's /static/assets). */
const PUBLIC_PREFIX = '/static/assets/';

/**
 * Turns esbuild's metafile into { runtime, islands, react, styles, imports }: islands (and the
 * analytics module) keyed by name, `react` the shared chunk holding react-dom/client.
 * `entries` are the build's entry points (name → file or generated entry), `islands` the
 * declared islands (name → declaration file).
 */
export function assetManifest(metafile, { root, entries, islands }) {
    const manifest = { runtime: '', islands: {}, react: '', styles: {}, imports: {} };
    const urlOf = (output) => PUBLIC_PREFIX + path.basename(output);
    const files = islandFiles(islands);
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
            ? meta.entryPoint.split(ISLAND_ENTRY).at(-1)
            : (entryNames.get(meta.entryPoint) ?? path.basename(meta.entryPoint).replace(/\.(tsx?|css)$/, ''));
        if (output.endsWith('.css')) manifest.styles[entryName] = url;
        else if (entryName === 'runtime') manifest.runtime = url;
        else if (entryName === 'analytics') manifest.islands.analytics = url;
        // Else an island file, or a module only imported on demand (import()): a chunk.
        else for (const name of files[entryName] ?? []) manifest.islands[name] = url;
    }
    const missing = Object.keys(islands).filter((name) => !manifest.islands[name]);
    if (missing.length > 0) throw new Error(`Islands missing from the build: ${missing.join(', ')}`);
    return manifest;
}

/** Writes the manifest to `{outStatic}/manifest.json`. */
export async function writeAssetManifest(metafile, { root, entries, islands, outStatic }) {
    const manifest = assetManifest(metafile, { root, entries, islands });
    await writeFile(path.join(outStatic, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
