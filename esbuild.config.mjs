// Builds the server bundle and the browser islands.
//   node esbuild.config.mjs          production build into dist/
//   node esbuild.config.mjs --watch  rebuild on change and restart the server (npm run dev)
//
// Browser assets get content-hashed names and a manifest (dist/static/manifest.json) that the
// server reads to emit <script>/<link> tags for just the islands a page uses. Every hashed file
// is also written pre-compressed (.br and .gz) so the static handler never compresses at runtime.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';

const watch = process.argv.includes('--watch');
const root = path.dirname(new URL(import.meta.url).pathname);
const outStatic = path.join(root, 'dist/static');
const outAssets = path.join(outStatic, 'assets');
const publicPrefix = '/static/assets/';

/** Islands are declared once, in islands/islands.json; an island without an entry file fails the build. */
function islandEntries() {
    const declared = JSON.parse(readFileSync(path.join(root, 'islands/islands.json'), 'utf8'));
    const entries = { runtime: path.join(root, 'islands/runtime/runtime.ts') };
    for (const name of Object.keys(declared)) {
        const candidates = ['tsx', 'ts'].map((ext) => path.join(root, `islands/entries/${name}.${ext}`));
        const file = candidates.find((candidate) => existsSync(candidate));
        if (!file)
            throw new Error(
                `Island "${name}" is declared in islands/islands.json but islands/entries/${name}.tsx does not exist`,
            );
        entries[name] = file;
    }
    return entries;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

async function precompress(file) {
    const data = readFileSync(file);
    const [gz, br] = await Promise.all([
        gzip(data, { level: 9 }),
        brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ]);
    await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
}

/** Turns esbuild's metafile into { islands, runtime, styles, preloads } keyed by entry name. */
async function writeManifest(result) {
    const outputs = result.metafile.outputs;
    const manifest = { runtime: '', islands: {}, styles: {}, imports: {} };
    const urlOf = (output) => publicPrefix + path.basename(output);
    for (const [output, meta] of Object.entries(outputs)) {
        if (output.endsWith('.map') || !meta.entryPoint) continue;
        const entryName = path.basename(meta.entryPoint).replace(/\.(tsx?|css)$/, '');
        const url = urlOf(output);
        manifest.imports[url] = meta.imports.filter((i) => i.kind === 'import-statement').map((i) => urlOf(i.path));
        if (output.endsWith('.css')) manifest.styles[entryName] = url;
        else if (entryName === 'runtime') manifest.runtime = url;
        else manifest.islands[entryName] = url;
    }
    await writeFile(path.join(outStatic, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const files = (await readdir(outAssets)).filter((f) => /\.(js|css|svg)$/.test(f));
    await Promise.all(files.map((f) => precompress(path.join(outAssets, f))));
}

const browserOptions = {
    entryPoints: { ...islandEntries(), site: path.join(root, 'static/css/site.css') },
    outdir: outAssets,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome110', 'firefox115', 'safari16'],
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    minify: !watch,
    sourcemap: 'linked',
    metafile: true,
    jsx: 'automatic',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
    loader: { '.woff2': 'file', '.svg': 'file' },
    logLevel: 'warning',
    plugins: [
        { name: 'manifest', setup: (build) => build.onEnd((result) => !result.errors.length && writeManifest(result)) },
    ],
};

const serverOptions = {
    entryPoints: {
        main: path.join(root, 'server/main.ts'),
        // Runs on worker threads at start-up: server/content/read-stories-in-workers.ts.
        'story-files-worker': path.join(root, 'server/content/story-files-worker.ts'),
    },
    outdir: path.join(root, 'dist/server'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    splitting: true,
    jsx: 'automatic',
    sourcemap: 'linked',
    logLevel: 'warning',
};

// Chunk names change with their content, so old chunks would pile up beside the new ones.
await rm(outAssets, { recursive: true, force: true });
await rm(serverOptions.outdir, { recursive: true, force: true });
await mkdir(outAssets, { recursive: true });

if (!watch) {
    await Promise.all([esbuild.build(browserOptions), esbuild.build(serverOptions)]);
    console.log('built dist/server and dist/static');
} else {
    let server;
    const restart = () => {
        if (server) server.kill('SIGTERM');
        server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
            stdio: 'inherit',
            cwd: root,
            env: {
                ...process.env,
                NODE_ENV: process.env.NODE_ENV ?? 'development',
                CONTENT_WATCH: process.env.CONTENT_WATCH ?? 'true',
            },
        });
    };
    const restartPlugin = {
        name: 'restart',
        setup: (build) => build.onEnd((result) => !result.errors.length && restart()),
    };
    // The server reads the asset manifest at start, so a browser rebuild restarts it too.
    const browser = await esbuild.context({ ...browserOptions, plugins: [...browserOptions.plugins, restartPlugin] });
    const node = await esbuild.context({ ...serverOptions, plugins: [restartPlugin] });
    await browser.rebuild();
    await Promise.all([browser.watch(), node.watch()]);
    console.log('watching for changes; the server restarts after each rebuild');
}
