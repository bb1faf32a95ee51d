// Builds the server bundle and the browser islands.
//   node esbuild.config.mjs          production build into dist/
//   node esbuild.config.mjs --watch  rebuild on change and restart the server (npm run dev)
//
// Browser assets get content-hashed names and a manifest (dist/static/manifest.json) that the
// server reads to emit <script>/<link> tags for just the islands a page uses. Every hashed file
// is also written pre-compressed (.br and .gz) so the static handler never compresses at runtime.
// The parts live in scripts/build/: the island entries, the React facade, what the browser build
// leaves beside its files (manifest, LICENSES.txt, .br/.gz) and the server's react-router plugin.
import { spawn } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { browserOutputPlugin } from './scripts/build/browser-output.mjs';
import { browserEntries, islandEntryPlugin, readRegistry } from './scripts/build/island-entries.mjs';
import { reactFacadePlugin } from './scripts/build/react-facade.mjs';
import { reactRouterProduction } from './scripts/build/react-router-production.mjs';

const watch = process.argv.includes('--watch');
const root = path.dirname(new URL(import.meta.url).pathname);
const outStatic = path.join(root, 'dist/static');
const outAssets = path.join(outStatic, 'assets');
const outServer = path.join(root, 'dist/server');
// The islands and browser modules islands/registry.ts lists, and the browser entry of each.
const plan = await readRegistry(root);
const entries = browserEntries(root, plan);

const browserOptions = {
    entryPoints: { ...entries, site: path.join(root, 'static/css/site.css') },
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
    // Maps are written next to each file, but a production file does not name its map (a
    // `sourceMappingURL` comment in every file is bytes each visitor downloads and never runs):
    // the static handler names it in a `SourceMap` response header, which the developer tools
    // read (server/middleware/static-assets.ts). `npm run dev` links them in the files too.
    sourcemap: watch ? 'linked' : 'external',
    metafile: true,
    jsx: 'automatic',
    // Licence notices stay out of the code the browser downloads: scripts/build/licenses.mjs
    // ships the bundled packages' licences as /static/assets/LICENSES.txt instead.
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
    loader: { '.woff2': 'file', '.svg': 'file' },
    logLevel: 'warning',
    plugins: [
        islandEntryPlugin(root, plan),
        reactFacadePlugin(root),
        browserOutputPlugin({ root, entries, plan, outStatic, outAssets }),
    ],
};

const serverOptions = {
    entryPoints: {
        main: path.join(root, 'server/main.ts'),
        // Runs on worker threads at start-up: server/content/read-stories-in-workers.ts.
        'story-files-worker': path.join(root, 'server/content/story-files-worker.ts'),
    },
    outdir: outServer,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    splitting: true,
    jsx: 'automatic',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [reactRouterProduction(root, outServer)],
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
    const node = await esbuild.context({ ...serverOptions, plugins: [...serverOptions.plugins, restartPlugin] });
    await browser.rebuild();
    // Stopping the watcher stops the server it started, which would otherwise keep the port.
    for (const signal of ['SIGINT', 'SIGTERM']) {
        process.on(signal, () => {
            server?.kill('SIGTERM');
            process.exit(0);
        });
    }
    await Promise.all([browser.watch(), node.watch()]);
    console.log('watching for changes; the server restarts after each rebuild');
}
