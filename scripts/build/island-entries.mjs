// @ts-check
// The browser entries of the islands and browser modules, as the registry (islands/registry.ts)
// lists them: which browser file holds each island, and the generated entry module of each file
// (esbuild plugin `island-entries`).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

/** Generated entries are named `island-entry:{file}`. */
export const ISLAND_ENTRY = 'island-entry:';

/** The island runtime, the one script a page with islands loads up front. */
const RUNTIME = 'browser/runtime/runtime.ts';

/**
 * What the build makes of the registry: each browser file of islands (an island's own, named as
 * the island, or a bundle several declare) with the islands it holds, and each browser module's
 * entry point, from the repository's root.
 * @typedef {{ islandFiles: Record<string, string[]>, modules: Record<string, string> }} BrowserPlan
 */

/**
 * Reads islands/registry.ts, a TypeScript module: esbuild bundles it for Node beside the build's
 * output (so its packages resolve from node_modules), Node imports it, and the bundle is removed.
 * @param {string} root
 * @returns {Promise<BrowserPlan>}
 */
export async function readRegistry(root) {
    // A name of its own for each read: Node keeps every module it imported by its address.
    const outfile = path.join(root, 'dist', `.island-registry-${randomUUID()}.mjs`);
    await mkdir(path.dirname(outfile), { recursive: true });
    try {
        await esbuild.build({
            entryPoints: [path.join(root, 'islands/registry.ts')],
            outfile,
            bundle: true,
            platform: 'node',
            format: 'esm',
            packages: 'external',
            jsx: 'automatic',
            logLevel: 'warning',
        });
        const registry = await import(pathToFileURL(outfile).href);
        return browserPlan(
            root,
            registry.islands.map((/** @type {{ island: IslandEntry }} */ declared) => declared.island),
            registry.browserModules.map((/** @type {{ module: ModuleEntry }} */ declared) => declared.module),
        );
    } finally {
        await rm(outfile, { force: true });
    }
}

/**
 * @typedef {{ name: string, bundle?: string }} IslandEntry What the build reads of an island's declaration.
 * @typedef {{ name: string, entry: string }} ModuleEntry What the build reads of a browser module's declaration.
 */

/**
 * Groups the islands into browser files and checks what the registry declares: an island's name
 * is its folder's (its component is `islands/{name}/component.tsx`), a module's entry exists, no
 * two islands or modules share a name, and no bundle takes one of theirs.
 * @param {string} root
 * @param {IslandEntry[]} islands
 * @param {ModuleEntry[]} modules
 * @returns {BrowserPlan}
 */
export function browserPlan(root, islands, modules) {
    /** @type {Record<string, string[]>} */
    const islandFiles = {};
    for (const { name, bundle } of islands) {
        if (!existsSync(path.join(root, componentOf(name))))
            throw new Error(`${componentOf(name)} is missing: an island is named as its folder under islands/`);
        const file = bundle ?? name;
        islandFiles[file] = [...(islandFiles[file] ?? []), name];
    }
    /** @type {Record<string, string>} */
    const entries = {};
    for (const { name, entry } of modules) {
        if (!existsSync(path.join(root, entry)))
            throw new Error(`The entry of browser module "${name}" is missing: ${entry}`);
        entries[name] = entry;
    }
    const names = ['runtime', ...islands.map((island) => island.name), ...Object.keys(entries)];
    const taken = new Set(names);
    if (taken.size < names.length) throw new Error(`Two islands or browser modules share a name: ${names.join(', ')}`);
    for (const { name, bundle } of islands)
        if (bundle !== undefined && taken.has(bundle))
            throw new Error(`The bundle of island "${name}", "${bundle}", is named as an island or module`);
    return { islandFiles, modules: entries };
}

/** @param {string} name */
const componentOf = (name) => `islands/${name}/component.tsx`;

/**
 * Entry name → entry point: the runtime, each browser module, and one generated entry per island file.
 * @param {string} root
 * @param {BrowserPlan} plan
 * @returns {Record<string, string>}
 */
export function browserEntries(root, plan) {
    /** @type {Record<string, string>} */
    const entries = { runtime: path.join(root, RUNTIME) };
    for (const [name, entry] of Object.entries(plan.modules)) entries[name] = path.join(root, entry);
    for (const file of Object.keys(plan.islandFiles)) entries[file] = `${ISLAND_ENTRY}${file}`;
    return entries;
}

/**
 * The generated entry of an island file: it imports each island's component and
 * `hydrateIsland`, which is where React and react-dom/client come in, so they land in one chunk
 * that every island shares. `hydrate(root, props, analytics, name)`: the runtime names the
 * island, as a file may hold several.
 * @param {string} root
 * @param {string[]} names
 */
function islandEntryModule(root, names) {
    const lines = [
        `import { hydrateIsland } from ${JSON.stringify(path.join(root, 'browser/runtime/hydrate-island.tsx'))};`,
    ];
    names.forEach((name, index) => {
        lines.push(`import component${index} from ${JSON.stringify(path.join(root, componentOf(name)))};`);
    });
    const table = names.map((name, index) => `${JSON.stringify(name)}: component${index}`).join(', ');
    lines.push(`const components = { ${table} };`);
    lines.push(
        'export const hydrate = (root, props, analytics, name) => hydrateIsland(name, components[name], root, props, analytics);',
    );
    return lines.join('\n');
}

/**
 * The esbuild plugin that loads each `island-entry:{file}` entry as its generated module.
 * @param {string} root
 * @param {BrowserPlan} plan
 * @returns {esbuild.Plugin}
 */
export function islandEntryPlugin(root, plan) {
    return {
        name: 'island-entries',
        setup(build) {
            build.onResolve({ filter: /^island-entry:/ }, (args) => ({ path: args.path, namespace: 'island-entry' }));
            build.onLoad({ filter: /.*/, namespace: 'island-entry' }, (args) => ({
                resolveDir: root,
                loader: 'ts',
                contents: islandEntryModule(root, plan.islandFiles[args.path.slice(ISLAND_ENTRY.length)] ?? []),
            }));
        },
    };
}
