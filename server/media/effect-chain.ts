/**
 * The effect chain of a CDN URL (`-/resize/640/-/format/auto/`), parsed with a strict grammar.
 * Each effect is a name and its parameters; anything not in the grammar is refused with a
 * message the client can act on. Geometry runs in URL order; output settings (format, quality,
 * progressive) and the download directive apply to the result, the last one of a kind winning.
 */
import type { ImageFormat, ImageQuality } from '../../domain/media/media-image';
import { EFFECT_PARSERS, EffectError } from './effect-grammar';

export { EffectError } from './effect-grammar';

export type CropAlign = { type: 'offset'; x: number; y: number } | { type: 'percent'; x: number; y: number };

export type Operation =
    | { kind: 'preview'; width: number; height: number }
    | { kind: 'resize'; width: number | null; height: number | null }
    | { kind: 'crop'; width: number; height: number; align: CropAlign }
    | { kind: 'scale_crop'; width: number; height: number; align: 'topleft' | 'center' | 'smart' }
    | { kind: 'rotate'; degrees: 0 | 90 | 180 | 270 }
    | { kind: 'flip' }
    | { kind: 'mirror' }
    | { kind: 'grayscale' };

export interface EffectChain {
    operations: Operation[];
    /** null keeps the source's format. */
    format: ImageFormat | null;
    quality: ImageQuality | null;
    progressive: boolean;
    autorotate: boolean;
    /** `inline/no`: served with Content-Disposition: attachment. */
    download: boolean;
}

/**
 * Parses effect groups (each a name and its parameters, as split from the URL). Throws
 * EffectError for anything outside the grammar or over the limits.
 */
export function parseEffectChain(groups: readonly (readonly string[])[], maxEffects: number): EffectChain {
    if (groups.length > maxEffects) throw new EffectError(`At most ${maxEffects} effects are allowed`);
    const chain: EffectChain = {
        operations: [],
        format: null,
        quality: null,
        progressive: false,
        autorotate: true,
        download: false,
    };
    for (const [name, ...params] of groups) {
        if (!name || !/^[a-z_]{1,20}$/.test(name)) throw new EffectError('Malformed effect name');
        const parse = Object.hasOwn(EFFECT_PARSERS, name) ? EFFECT_PARSERS[name] : undefined;
        if (!parse) throw new EffectError(`Unknown effect: ${name.slice(0, 40)}`);
        parse(chain, params);
    }
    return chain;
}

/** True when serving the chain needs the image decoded (not just the stored bytes sent). */
export function needsProcessing(chain: EffectChain): boolean {
    return chain.operations.length > 0 || chain.format !== null || chain.quality !== null || chain.progressive;
}
