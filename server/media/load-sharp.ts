import type SharpModule from 'sharp';

export type SharpFactory = typeof SharpModule;

let loading: Promise<SharpFactory> | undefined;

/**
 * sharp brings libvips with it, which costs start-up time and resident memory when it loads
 * (figures: docs/benchmarks.md#figures-behind-the-codes-choices). Only
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
