import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createObjectMemo } from '../../domain/memo';

/**
 * What the build writes to dist/static/manifest.json (scripts/build/asset-manifest.mjs, which is
 * type-checked against this: the one definition).
 */
export interface AssetManifest {
    runtime: string;
    /** The browser file of each island and browser module (islands/registry.ts), by name. */
    islands: Record<string, string>;
    /** The shared chunk with react and react-dom/client, which every island imports. */
    react: string;
    styles: Record<string, string>;
    /** Static imports of each built file, for modulepreload. */
    imports: Record<string, string[]>;
}

export const STATIC_DIR = path.resolve('dist/static');

export function loadAssetManifest(staticDir = STATIC_DIR): AssetManifest {
    const file = path.join(staticDir, 'manifest.json');
    try {
        return JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
    } catch {
        throw new Error(`The asset manifest ${file} is missing: run \`npm run build\` first`);
    }
}

/** The URL and every chunk it statically imports, for <link rel="modulepreload">. */
export function withImports(manifest: AssetManifest, url: string, seen = new Set<string>()): string[] {
    if (seen.has(url)) return [];
    seen.add(url);
    return [url, ...(manifest.imports[url] ?? []).flatMap((chunk) => withImports(manifest, chunk, seen))];
}

const filesCache = createObjectMemo<AssetManifest, string[]>();

/** An entry and its chunks, computed once per manifest: every page render asks again. */
export function entryWithChunks(manifest: AssetManifest, url: string): string[] {
    return filesCache(manifest, url, () => withImports(manifest, url));
}
