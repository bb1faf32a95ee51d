import { createObjectMemo } from '../../domain/memo';
import type { SiteUrls } from '../../domain/urls';
import type { DocumentAssets } from '../../views/layouts/document-assets';
import { type AssetManifest, entryWithChunks } from '../config/asset-manifest';

const byManifest = createObjectMemo<AssetManifest, DocumentAssets>();

/**
 * The manifest's files as the document links them (under BASE_PATH), made once per manifest and
 * base path: every uncached render asks for them again.
 */
export function documentAssets(manifest: AssetManifest, urls: SiteUrls): DocumentAssets {
    return byManifest(manifest, urls.basePath, () => buildDocumentAssets(manifest, urls.root));
}

/** `asset` puts a built file under the site's base path, like every other route. */
function buildDocumentAssets(manifest: AssetManifest, asset: (url: string) => string): DocumentAssets {
    const islandFiles = new Map<string, readonly string[]>();
    return {
        stylesheet: manifest.styles.site ? asset(manifest.styles.site) : null,
        runtime: asset(manifest.runtime),
        runtimeFiles: entryWithChunks(manifest, manifest.runtime).map(asset),
        islandFiles(name) {
            let files = islandFiles.get(name);
            if (!files) {
                const url = manifest.islands[name];
                if (!url)
                    throw new Error(`Island "${name}" is not in the asset manifest: rebuild with \`npm run build\``);
                files = entryWithChunks(manifest, url).map(asset);
                islandFiles.set(name, files);
            }
            return files;
        },
    };
}
