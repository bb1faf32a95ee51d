// The browser entries of the islands: which islands are declared, which browser file holds each,
// and the generated entry module of each file (esbuild plugin `island-entries`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Islands are declared once, each in `islands/{name}/island.ts` (`defineIsland({ name, hydrate,
 * component })`). Each becomes one browser entry, generated here: it imports the declaration and
 * hands it to `hydrateIsland`, which is where React and react-dom/client come in, so they land
 * in one chunk that every island shares. A declaration whose name is not its folder's fails the
 * build, and so does an island the manifest ends up without.
 */
export const ISLAND_ENTRY = 'island-entry:';

/** Island name → its declaration file, for every `islands/{name}/island.ts` under `root`. */
export function declaredIslands(root) {
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

/**
 * Islands that share one browser file. The two consent islands render on the same pages (every
 * page of a newsroom that tracks; the bar stays hidden once the visitor has decided) and share
 * the consent hook: one file instead of two entries and their shared chunk saves a request and
 * about 0.4 KB compressed. Every other island has a file of its own.
 */
export const SHARED_FILES = { consent: ['consent-bar', 'cookie-toggle'] };

/** Browser file name → the islands it holds. */
export function islandFiles(islands) {
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

/** Entry name → entry point: the runtime, the analytics module and one generated entry per island file. */
export function browserEntries(root, islands) {
    const entries = {
        runtime: path.join(root, 'browser/runtime/runtime.ts'),
        // A module without markup, started by the runtime: islands reach it through a context.
        analytics: path.join(root, 'browser/analytics/analytics-module.ts'),
    };
    for (const file of Object.keys(islandFiles(islands))) entries[file] = `${ISLAND_ENTRY}${file}`;
    return entries;
}

/** `hydrate(root, props, analytics, name)`: the runtime names the island, as a file may hold several. */
function islandEntryModule(root, islands, names) {
    const lines = [
        `import { hydrateIsland } from ${JSON.stringify(path.join(root, 'browser/runtime/hydrate-island.tsx'))};`,
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

/** The esbuild plugin that loads each `island-entry:{file}` entry as its generated module. */
export function islandEntryPlugin(root, islands) {
    return {
        name: 'island-entries',
        setup(build) {
            build.onResolve({ filter: /^island-entry:/ }, (args) => ({ path: args.path, namespace: 'island-entry' }));
            build.onLoad({ filter: /.*/, namespace: 'island-entry' }, (args) => ({
                resolveDir: root,
                loader: 'ts',
                contents: islandEntryModule(root, islands, islandFiles(islands)[args.path.slice(ISLAND_ENTRY.length)]),
            }));
        },
    };
}
