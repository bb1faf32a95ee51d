/**
 * The built files a document links, as URLs under the site's base path. The server makes one per
 * asset manifest and base path (server/render/document-asset-urls.ts); views never read the manifest.
 */
export interface DocumentAssets {
    /** The site stylesheet, when the build made one. */
    stylesheet: string | null;
    /** The island runtime module. */
    runtime: string;
    /** The runtime and the chunks it imports, preloaded on pages with islands. */
    runtimeFiles: readonly string[];
    /** An island's file and the chunks it imports; throws for an island the build does not know. */
    islandFiles(name: string): readonly string[];
}
