// Builds the server bundle and the browser islands.
//   node esbuild.config.mjs          production build into dist/
//   node esbuild.config.mjs --watch  rebuild on change and restart the server (npm run dev)
//
// Browser assets get content-hashed names and a manifest (dist/static/manifest.json) that the
// server reads to emit <script>/<link> tags for just the islands a page uses. Every hashed file
// is also written pre-compressed (.br and .gz) so the static handler never compresses at runtime.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';

const watch = process.argv.includes('--watch');
const root = path.dirname(new URL(import.meta.url).pathname);
const outStatic = path.join(root, 'dist/static');
const outAssets = path.join(outStatic, 'assets');
const publicPrefix = '/static/assets/';

/**
 * Islands are declared once, each in `islands/{name}/island.ts` (`defineIsland({ name, hydrate,
 * component })`). Each becomes one browser entry, generated here: it imports the declaration and
 * hands it to `hydrateIsland`, which is where React and react-dom/client come in, so they land
 * in one chunk that every island shares. A declaration whose name is not its folder's fails the
 * build, and so does an island the manifest ends up without.
 */
const ISLAND_ENTRY = 'island-entry:';

function declaredIslands() {
    const islands = {};
    for (const folder of readdirSync(path.join(root, 'islands'), { withFileTypes: true })) {
        const file = path.join(root, 'islands', folder.name, 'island.ts');
        if (!folder.isDirectory() || !existsSync(file)) continue;
        const name = /defineIsland\(\{\s*name:\s*'([^']+)'/.exec(readFileSync(file, 'utf8'))?.[1];
        if (name !== folder.name)
            throw new Error(`islands/${folder.name}/island.ts must declare name: '${folder.name}' (found ${name})`);
        islands[name] = file;
    }
    return islands;
}

const islands = declaredIslands();

/**
 * Islands that share one browser file. The two consent islands render on the same pages (every
 * page of a newsroom that tracks; the bar stays hidden once the visitor has decided) and share
 * the consent hook: one file instead of two entries and their shared chunk saves a request and
 * about 0.4 KB compressed. Every other island has a file of its own.
 */
const SHARED_FILES = { consent: ['consent-bar', 'cookie-toggle'] };

/** Browser file name → the islands it holds. */
function islandFiles() {
    const files = Object.fromEntries(Object.keys(islands).map((name) => [name, [name]]));
    for (const [file, names] of Object.entries(SHARED_FILES)) {
        for (const name of names) {
            if (!islands[name]) throw new Error(`SHARED_FILES.${file} names an undeclared island: ${name}`);
            delete files[name];
        }
        files[file] = names;
    }
    return files;
}

function browserEntries() {
    const entries = {
        runtime: path.join(root, 'islands/runtime/runtime.ts'),
        // A module without markup, started by the runtime: islands reach it through a context.
        analytics: path.join(root, 'islands/analytics/analytics-module.ts'),
    };
    for (const file of Object.keys(islandFiles())) entries[file] = `${ISLAND_ENTRY}${file}`;
    return entries;
}

/** `hydrate(root, props, analytics, name)`: the runtime names the island, as a file may hold several. */
function islandEntryModule(names) {
    const lines = [
        `import { hydrateIsland } from ${JSON.stringify(path.join(root, 'islands/runtime/hydrate-island.tsx'))};`,
    ];
    names.forEach((name, index) => {
        const declaration = islands[name];
        const exported = /export const (\w+)\s*=\s*defineIsland/.exec(readFileSync(declaration, 'utf8'))?.[1];
        if (!exported) throw new Error(`islands/${name}/island.ts exports no defineIsland(...) constant`);
        lines.push(`import { ${exported} as island${index} } from ${JSON.stringify(declaration)};`);
    });
    const table = names.map((name, index) => `${JSON.stringify(name)}: island${index}`).join(', ');
    lines.push(`const islands = { ${table} };`);
    lines.push(
        'export const hydrate = (root, props, analytics, name) => hydrateIsland(islands[name], root, props, analytics);',
    );
    return lines.join('\n');
}

const islandEntryPlugin = {
    name: 'island-entries',
    setup(build) {
        build.onResolve({ filter: /^island-entry:/ }, (args) => ({ path: args.path, namespace: 'island-entry' }));
        build.onLoad({ filter: /.*/, namespace: 'island-entry' }, (args) => ({
            resolveDir: root,
            loader: 'ts',
            contents: islandEntryModule(islandFiles()[args.path.slice(ISLAND_ENTRY.length)]),
        }));
    },
};

/**
 * React ships CommonJS. Imported as it is, every island module gets its own interop wrapper and
 * calls each hook and jsx() through the module object, `(0, ns.useState)(…)`. Our code imports
 * the four packages from one generated ES module instead, which binds each of their exports once
 * (in the shared React chunk, which every island reaches) so islands call `useState(…)` directly.
 * Each binding is a pure call, so the ones no island uses are dropped. A name two packages share
 * must be the same value in both (Fragment, version), else the build fails. Packages in
 * node_modules still import React's own files.
 */
const REACT_PACKAGES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];
const requireFromRoot = createRequire(path.join(root, 'package.json'));

function reactFacadeModule() {
    const lines = ['const pick = (cjs, name) => cjs[name];'];
    const seen = new Map();
    REACT_PACKAGES.forEach((pkg, index) => {
        const exported = requireFromRoot(pkg);
        lines.push(`import cjs${index} from ${JSON.stringify(pkg)};`);
        for (const name of Object.keys(exported).filter((key) => /^[A-Za-z_$][\w$]*$/.test(key))) {
            if (seen.has(name)) {
                if (seen.get(name) !== exported[name])
                    throw new Error(`${pkg} and another React package export different ${name}`);
                continue;
            }
            seen.set(name, exported[name]);
            lines.push(`export const ${name} = /* @__PURE__ */ pick(cjs${index}, ${JSON.stringify(name)});`);
        }
    });
    return lines.join('\n');
}

const reactFacadePlugin = {
    name: 'react-esm-facade',
    setup(build) {
        build.onResolve({ filter: /^(react|react-dom)(\/.*)?$/ }, (args) => {
            const ours = args.namespace === 'file' && !args.importer.includes(`${path.sep}node_modules${path.sep}`);
            if (ours && REACT_PACKAGES.includes(args.path)) return { path: 'react-packages', namespace: 'react-esm' };
        });
        build.onLoad({ filter: /.*/, namespace: 'react-esm' }, () => ({
            resolveDir: root,
            loader: 'js',
            contents: reactFacadeModule(),
        }));
    },
};

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

/**
 * The licence of every npm package bundled into the browser files (React, react-dom, scheduler),
 * in full, in one text file beside them: the files themselves carry no licence comments.
 */
async function writeLicenses(result) {
    const packages = new Set();
    for (const output of Object.values(result.metafile.outputs))
        for (const input of Object.keys(output.inputs))
            packages.add(/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1]);
    packages.delete(undefined);
    const sections = [...packages].sort().map((name) => {
        const folder = path.join(root, 'node_modules', name);
        const { version, license } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
        const file = readdirSync(folder).find((entry) => /^licen[cs]e(\.(md|txt))?$/i.test(entry));
        const text = file ? readFileSync(path.join(folder, file), 'utf8').trim() : `License: ${license}`;
        return `${name} ${version}\n${'-'.repeat(name.length + version.length + 1)}\n${text}\n`;
    });
    const intro = 'Third-party software bundled into the JavaScript files of this directory.\n';
    await writeFile(path.join(outAssets, 'LICENSES.txt'), [intro, ...sections].join('\n'));
}

/**
 * Turns esbuild's metafile into { runtime, islands, react, styles, imports }: islands (and the
 * analytics module) keyed by name, `react` the shared chunk holding react-dom/client.
 */
async function writeManifest(result) {
    const outputs = result.metafile.outputs;
    const manifest = { runtime: '', islands: {}, react: '', styles: {}, imports: {} };
    const urlOf = (output) => publicPrefix + path.basename(output);
    const entryNames = new Map(
        Object.entries(browserEntries()).map(([name, file]) => [
            path.relative(root, file).replaceAll(path.sep, '/'),
            name,
        ]),
    );
    for (const [output, meta] of Object.entries(outputs)) {
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
        else for (const name of islandFiles()[entryName] ?? []) manifest.islands[name] = url;
    }
    const missing = Object.keys(islands).filter((name) => !manifest.islands[name]);
    if (missing.length > 0) throw new Error(`Islands missing from the build: ${missing.join(', ')}`);
    await writeFile(path.join(outStatic, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeLicenses(result);
    const files = (await readdir(outAssets)).filter((f) => /\.(js|css|svg)$/.test(f));
    await Promise.all(files.map((f) => precompress(path.join(outAssets, f))));
}

const browserOptions = {
    entryPoints: { ...browserEntries(), site: path.join(root, 'static/css/site.css') },
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
    // `sourceMappingURL` comment in every file is bytes each visitor downloads and never runs);
    // `npm run dev` links them for the browser's developer tools.
    sourcemap: watch ? 'linked' : 'external',
    metafile: true,
    jsx: 'automatic',
    // Licence notices stay out of the code the browser downloads: writeLicenses() ships the
    // bundled packages' licences as /static/assets/LICENSES.txt instead.
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
    loader: { '.woff2': 'file', '.svg': 'file' },
    logLevel: 'warning',
    plugins: [
        islandEntryPlugin,
        reactFacadePlugin,
        { name: 'manifest', setup: (build) => build.onEnd((result) => !result.errors.length && writeManifest(result)) },
    ],
};

/**
 * react-router's package exports hand Node its development build only (it leaves the choice of
 * the production build to bundlers), and that build checks and warns on every <Link> and path
 * it makes: a fifth of an uncached page render. The server imports the production build by its
 * file, relative to dist/server/, so its own dependencies (its copy of `cookie`) and React still
 * resolve from node_modules as usual.
 */
const reactRouterProduction = {
    name: 'react-router-production',
    setup(build) {
        const file = path.join(root, 'node_modules/react-router/dist/production/index.mjs');
        if (!existsSync(file)) throw new Error(`react-router's production build is missing: ${file}`);
        build.onResolve({ filter: /^react-router$/ }, () => ({
            path: path.relative(path.join(root, 'dist/server'), file),
            external: true,
        }));
    },
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
    plugins: [reactRouterProduction],
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
    await Promise.all([browser.watch(), node.watch()]);
    console.log('watching for changes; the server restarts after each rebuild');
}
