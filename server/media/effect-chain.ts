/**
 * The effect chain of a CDN URL (`-/resize/640/-/format/auto/`), parsed with a strict grammar.
 * Each effect is a name and its parameters; anything not in the grammar is refused with a
 * message the client can act on. Geometry runs in URL order; output settings (format, quality,
 * progressive) and the download directive apply to the result, the last one of a kind winning.
 */
import { DEFAULT_PREVIEW_SIZE, MAX_PREVIEW_SIZE } from '@prezly/uploadcare';
import { IMAGE_FORMATS, IMAGE_QUALITIES, type ImageFormat, type ImageQuality } from '../../domain/media/image-urls';

/** SPEC §9: no side of a requested size may exceed 3000 pixels. */
export const MAX_DIMENSION = MAX_PREVIEW_SIZE;

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

export class EffectError extends Error {}

const DIMENSIONS = /^(\d{1,5})x(\d{1,5})$/;
const ONE_OR_TWO_DIMENSIONS = /^(?:(\d{1,5})|x(\d{1,5})|(\d{1,5})x|(\d{1,5})x(\d{1,5}))$/;
const OFFSET = /^(\d{1,5}),(\d{1,5})$/;
const PERCENT = /^(\d{1,3})p,(\d{1,3})p$/;
const SMART = /^smart(?:_[a-z_]+)?$/;
const YES_NO = /^(yes|no)$/;

function dimension(text: string | undefined, what: string): number {
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1 || value > MAX_DIMENSION) {
        throw new EffectError(`${what} must be between 1 and ${MAX_DIMENSION} pixels`);
    }
    return value;
}

function pair(params: string[], effect: string): [number, number] {
    const match = DIMENSIONS.exec(params[0] ?? '');
    if (!match) throw new EffectError(`${effect} expects dimensions like 800x600`);
    return [dimension(match[1], `${effect} width`), dimension(match[2], `${effect} height`)];
}

function expectParams(params: string[], min: number, max: number, effect: string) {
    if (params.length < min || params.length > max) {
        throw new EffectError(`${effect} takes ${min === max ? min : `${min} to ${max}`} parameter(s)`);
    }
}

function yesNo(params: string[], effect: string): boolean {
    expectParams(params, 1, 1, effect);
    const match = YES_NO.exec(params[0]!);
    if (!match) throw new EffectError(`${effect} expects yes or no`);
    return match[1] === 'yes';
}

function cropAlign(param: string | undefined): CropAlign {
    if (param === undefined) return { type: 'offset', x: 0, y: 0 };
    if (param === 'center') return { type: 'percent', x: 50, y: 50 };
    const offset = OFFSET.exec(param);
    if (offset) return { type: 'offset', x: Number(offset[1]), y: Number(offset[2]) };
    const percent = PERCENT.exec(param);
    if (percent && Number(percent[1]) <= 100 && Number(percent[2]) <= 100) {
        return { type: 'percent', x: Number(percent[1]), y: Number(percent[2]) };
    }
    throw new EffectError('crop alignment expects center, x,y or xp,yp');
}

/** Applies one `name/params…` effect to the chain being built. */
function applyEffect(chain: EffectChain, name: string, params: string[]): void {
    switch (name) {
        case 'preview': {
            expectParams(params, 0, 1, 'preview');
            const [width, height] = params.length
                ? pair(params, 'preview')
                : [DEFAULT_PREVIEW_SIZE, DEFAULT_PREVIEW_SIZE];
            chain.operations.push({ kind: 'preview', width, height });
            return;
        }
        case 'resize': {
            expectParams(params, 1, 1, 'resize');
            const match = ONE_OR_TWO_DIMENSIONS.exec(params[0]!);
            if (!match) throw new EffectError('resize expects 800, x600 or 800x600');
            const width = match[1] ?? match[3] ?? match[4];
            const height = match[2] ?? match[5];
            chain.operations.push({
                kind: 'resize',
                width: width === undefined ? null : dimension(width, 'resize width'),
                height: height === undefined ? null : dimension(height, 'resize height'),
            });
            return;
        }
        case 'crop': {
            expectParams(params, 1, 2, 'crop');
            const [width, height] = pair(params, 'crop');
            chain.operations.push({ kind: 'crop', width, height, align: cropAlign(params[1]) });
            return;
        }
        case 'scale_crop': {
            expectParams(params, 1, 3, 'scale_crop');
            const [width, height] = pair(params, 'scale_crop');
            const mode = params[1];
            let align: 'topleft' | 'center' | 'smart' = 'topleft';
            if (mode === 'center') align = 'center';
            else if (mode !== undefined && SMART.test(mode)) align = 'smart';
            else if (mode !== undefined) throw new EffectError('scale_crop expects center or smart');
            // Smart crop may name an alignment fallback; the attention strategy already centres.
            if (params[2] !== undefined && align !== 'smart') throw new EffectError('scale_crop takes one option');
            chain.operations.push({ kind: 'scale_crop', width, height, align });
            return;
        }
        case 'format': {
            expectParams(params, 1, 1, 'format');
            const format = params[0] as ImageFormat;
            if (!IMAGE_FORMATS.includes(format)) throw new EffectError(`format expects ${IMAGE_FORMATS.join(', ')}`);
            chain.format = format;
            return;
        }
        case 'quality': {
            expectParams(params, 1, 1, 'quality');
            const quality = params[0] as ImageQuality;
            if (!IMAGE_QUALITIES.includes(quality)) {
                throw new EffectError(`quality expects ${IMAGE_QUALITIES.join(', ')}`);
            }
            chain.quality = quality;
            return;
        }
        case 'progressive':
            chain.progressive = yesNo(params, 'progressive');
            return;
        case 'inline':
            chain.download = !yesNo(params, 'inline');
            return;
        case 'autorotate':
            chain.autorotate = yesNo(params, 'autorotate');
            return;
        case 'rotate': {
            expectParams(params, 1, 1, 'rotate');
            const degrees = Number(params[0]);
            if (![0, 90, 180, 270].includes(degrees)) throw new EffectError('rotate expects 0, 90, 180 or 270');
            chain.operations.push({ kind: 'rotate', degrees: degrees as 0 | 90 | 180 | 270 });
            return;
        }
        case 'flip':
        case 'mirror':
        case 'grayscale':
            expectParams(params, 0, 0, name);
            chain.operations.push({ kind: name });
            return;
        default:
            throw new EffectError(`Unknown effect: ${name.slice(0, 40)}`);
    }
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
        applyEffect(chain, name, params);
    }
    return chain;
}

/** True when serving the chain needs the image decoded (not just the stored bytes sent). */
export function needsProcessing(chain: EffectChain): boolean {
    return chain.operations.length > 0 || chain.format !== null || chain.quality !== null || chain.progressive;
}
