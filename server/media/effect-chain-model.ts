/** What a CDN URL's effect chain asks for, once parsed (effect-chain.ts) by the grammar (effect-grammar.ts). */
import type { ImageFormat, ImageQuality } from '../../domain/media/media-image';

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
