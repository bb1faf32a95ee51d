/**
 * The layer order the request path counts climbs against, top first: each layer a list of
 * files and folders of the project (peers share a layer), the longest entry that holds a file
 * giving its place. A call from a file into one in a higher layer, which it imports, climbs back up.
 *
 * Update this one constant when the order changes. Inside `server/` it is `SERVER_LAYERS` of
 * `.dependency-cruiser.cjs` (branch i33-layers, docs/architecture.md "Layers"), with `server/`
 * put before each entry; below server/ come the folders docs/architecture.md's "Layers" orders:
 * views/ above the islands' declarations, the browser's code and domain/ at the bottom.
 */
export const LAYER_ORDER: readonly (readonly string[])[] = [
    ['server/main.ts'],
    ['server/process'],
    ['server/app.ts'],
    ['server/routing'],
    ['server/pages', 'server/routes'],
    ['server/middleware'],
    ['server/render'],
    ['server/seo'],
    ['server/story-pdf'],
    ['server/media'],
    ['server/app-deps.ts'],
    ['server/limits'],
    ['server/search'],
    ['server/cache'],
    ['server/push'],
    ['server/i18n'],
    ['server/request-scope'],
    ['server/content'],
    ['server/bus'],
    ['server/analytics'],
    ['server/observability'],
    ['server/http'],
    ['server/http-error.ts', 'server/logger.ts'],
    ['server/config'],
    // What server/ holds that no layer names yet.
    ['server'],
    ['views'],
    ['islands'],
    ['browser'],
    ['domain'],
];

/** A file's place in the order, 0 the top; a file no entry holds goes below them all. */
export function layerOf(file: string, order: readonly (readonly string[])[] = LAYER_ORDER): number {
    let place = order.length;
    let longest = -1;
    order.forEach((layer, index) => {
        for (const entry of layer) {
            if ((file === entry || file.startsWith(`${entry}/`)) && entry.length > longest) {
                place = index;
                longest = entry.length;
            }
        }
    });
    return place;
}
