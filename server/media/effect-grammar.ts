/**
 * The grammar of each effect: one small parser per effect name, each checking its parameters
 * and recording what it asks for on the chain being built (server/media/effect-chain.ts).
 */
import { DEFAULT_PREVIEW_SIZE, MAX_PREVIEW_SIZE } from '@prezly/uploadcare';
import { IMAGE_FORMATS, IMAGE_QUALITIES, type ImageFormat, type ImageQuality } from '../../domain/media/media-image';
import type { CropAlign, EffectChain } from './effect-chain-model';

/** docs/product-rules.md §9.17: no side of a requested size may exceed 3000 pixels. */
const MAX_DIMENSION = MAX_PREVIEW_SIZE;

/** A CDN URL outside the grammar or over the limits; the message tells the client what to fix. */
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

type EffectParser = (chain: EffectChain, params: string[]) => void;

function parsePreview(chain: EffectChain, params: string[]): void {
    expectParams(params, 0, 1, 'preview');
    const [width, height] = params.length ? pair(params, 'preview') : [DEFAULT_PREVIEW_SIZE, DEFAULT_PREVIEW_SIZE];
    chain.operations.push({ kind: 'preview', width, height });
}

function parseResize(chain: EffectChain, params: string[]): void {
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
}

function parseCrop(chain: EffectChain, params: string[]): void {
    expectParams(params, 1, 2, 'crop');
    const [width, height] = pair(params, 'crop');
    chain.operations.push({ kind: 'crop', width, height, align: cropAlign(params[1]) });
}

function parseScaleCrop(chain: EffectChain, params: string[]): void {
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
}

function parseFormat(chain: EffectChain, params: string[]): void {
    expectParams(params, 1, 1, 'format');
    const format = params[0] as ImageFormat;
    if (!IMAGE_FORMATS.includes(format)) throw new EffectError(`format expects ${IMAGE_FORMATS.join(', ')}`);
    chain.format = format;
}

function parseQuality(chain: EffectChain, params: string[]): void {
    expectParams(params, 1, 1, 'quality');
    const quality = params[0] as ImageQuality;
    if (!IMAGE_QUALITIES.includes(quality)) throw new EffectError(`quality expects ${IMAGE_QUALITIES.join(', ')}`);
    chain.quality = quality;
}

function parseRotate(chain: EffectChain, params: string[]): void {
    expectParams(params, 1, 1, 'rotate');
    const degrees = Number(params[0]);
    if (![0, 90, 180, 270].includes(degrees)) throw new EffectError('rotate expects 0, 90, 180 or 270');
    chain.operations.push({ kind: 'rotate', degrees: degrees as 0 | 90 | 180 | 270 });
}

/** Effects without parameters that only add an operation. */
function parameterless(kind: 'flip' | 'mirror' | 'grayscale'): EffectParser {
    return (chain, params) => {
        expectParams(params, 0, 0, kind);
        chain.operations.push({ kind });
    };
}

/** Every effect the CDN understands, by name. */
export const EFFECT_PARSERS: Readonly<Record<string, EffectParser>> = {
    preview: parsePreview,
    resize: parseResize,
    crop: parseCrop,
    scale_crop: parseScaleCrop,
    format: parseFormat,
    quality: parseQuality,
    progressive: (chain, params) => {
        chain.progressive = yesNo(params, 'progressive');
    },
    inline: (chain, params) => {
        chain.download = !yesNo(params, 'inline');
    },
    autorotate: (chain, params) => {
        chain.autorotate = yesNo(params, 'autorotate');
    },
    rotate: parseRotate,
    flip: parameterless('flip'),
    mirror: parameterless('mirror'),
    grayscale: parameterless('grayscale'),
};
