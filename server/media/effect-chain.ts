/**
 * The effect chain of a CDN URL (`-/resize/640/-/format/auto/`), parsed with a strict grammar.
 * Each effect is a name and its parameters; anything not in the grammar is refused with a
 * message the client can act on. Geometry runs in URL order; output settings (format, quality,
 * progressive) and the download directive apply to the result, the last one of a kind winning.
 */
import type { EffectChain } from './effect-chain-model';
import { EFFECT_PARSERS, EffectError } from './effect-grammar';

export type { EffectChain } from './effect-chain-model';
export { EffectError } from './effect-grammar';

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
