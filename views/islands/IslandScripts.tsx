import { createObjectMemo } from '../../domain/memo';
import { JsonScript, sharedJsonData } from '../components/JsonScript';
import type { DocumentAssets } from '../layouts/document-assets';
import { useIslandCollector } from './island-collector';

/**
 * What loads the islands the page used: modulepreload links for the eager ones, the manifest of
 * each island's files as a JSON data block (no inline script) and the runtime module. Nothing
 * at all on a page without islands.
 *
 * It reads the collector the page filled while rendering, so <Document> places it after the
 * page in <body>: React renders the tree depth first, in order, and no view suspends, so by the
 * time this renders every island has been seen. That is simpler than rendering the body apart
 * and passing the list in (one render, no HTML string glued in). React 19 hoists the
 * modulepreload links into <head>, where they were before.
 */
export function IslandScripts({ assets }: { assets: DocumentAssets }) {
    const collector = useIslandCollector();
    if (!collector || collector.used.size === 0) return null;
    const preloads = new Set<string>();
    for (const [name, strategy] of collector.used) {
        if (strategy === 'load') for (const file of assets.islandFiles(name)) preloads.add(file);
    }
    for (const file of assets.runtimeFiles) preloads.add(file);
    const islandFiles = manifestOf(assets, [...collector.used.keys()]);
    return (
        <>
            {[...preloads].map((url) => (
                <link key={url} rel="modulepreload" href={url} />
            ))}
            <JsonScript id="island-manifest" data={islandFiles} />
            <script type="module" src={assets.runtime} />
        </>
    );
}

/** The manifests made so far, by the build's assets and the islands a page used, in that order. */
const manifests = createObjectMemo<DocumentAssets, Record<string, readonly string[]>>();

/**
 * Each island's files, for the islands a page used. Pages of a kind use the same few islands, so
 * each list's manifest is made, and written as JSON, once per build (a kilobyte on a story page).
 */
function manifestOf(assets: DocumentAssets, names: string[]): Record<string, readonly string[]> {
    return manifests(assets, names.join(' '), () =>
        sharedJsonData(Object.fromEntries(names.map((name) => [name, assets.islandFiles(name)]))),
    );
}
