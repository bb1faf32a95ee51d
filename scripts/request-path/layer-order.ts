/**
 * The layer order the request path counts climbs against, top first: a file or folder of the
 * project per line, the longest that holds a file giving its place. A call from a file into one
 * higher in this list climbs back up.
 *
 * Update this one constant when the order changes. The folders outside `server/` are
 * docs/architecture.md, "Layers" (server above views, views above the islands' declarations,
 * the browser's code and domain/ below). Inside `server/` the order is provisional, read off
 * issue 33's list of imports that run back up (request-scope and cache import middleware,
 * content imports cache, push imports cache, app-deps.ts imports render); the order the import
 * rules enforce (`.dependency-cruiser.cjs`) replaces it.
 */
export const LAYER_ORDER: readonly string[] = [
    'server/main.ts',
    'server/process',
    'server/app.ts',
    'server/routing',
    'server/routes',
    'server/middleware',
    'server/render',
    'server/seo',
    'server/cache',
    'server/request-scope',
    'server/push',
    'server/content',
    'server',
    'views',
    'islands',
    'browser',
    'domain',
];

/** A file's place in the order, 0 the top; a file no entry holds goes below them all. */
export function layerOf(file: string, order: readonly string[] = LAYER_ORDER): number {
    let place = order.length;
    let longest = -1;
    order.forEach((entry, index) => {
        if ((file === entry || file.startsWith(`${entry}/`)) && entry.length > longest) {
            place = index;
            longest = entry.length;
        }
    });
    return place;
}
