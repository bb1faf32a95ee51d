import type SharpModule from 'sharp';

export type SharpFactory = typeof SharpModule;

let loading: Promise<SharpFactory> | undefined;

/**
 * sharp brings libvips with it: about 70 ms and 25 MB of resident memory when it loads. Only
 * the local media CDN uses it, so it loads with the first image asked for, not at start-up.
 */
export function loadSharp(): Promise<SharpFactory> {
    loading ??= import('sharp').then(({ default: sharp }) => {
        // Every derivative is rendered once and then served from the disk cache, so libvips' own
        // operation cache would only hold memory.
        sharp.cache(false);
        return sharp;
    });
    return loading;
}
