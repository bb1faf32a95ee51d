import { UploadcareImage } from '@prezly/uploadcare';
import type { UploadedImage } from '../content/uploads';
import { downloadUrl } from './file-urls';

export { DEFAULT_PREVIEW_SIZE } from '@prezly/uploadcare';

/** Output formats the assets CDN understands; `auto` lets it pick the best one the browser accepts. */
export const IMAGE_FORMATS = ['auto', 'jpeg', 'png', 'webp', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The CDN's named quality levels (Uploadcare's set). */
export const IMAGE_QUALITIES = ['smart', 'smart_retina', 'normal', 'better', 'best', 'lighter', 'lightest'] as const;
export type ImageQuality = (typeof IMAGE_QUALITIES)[number];

function assertDimension(value: number, what: string): number {
    if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${what} must be a positive number`);
    return Math.round(value);
}

/**
 * An image on the assets CDN with a chain of effects (docs/product-rules.md §7.5): each method returns a new image
 * with one more effect. Built on `@prezly/uploadcare`'s UploadcareImage, which knows the URL
 * scheme, the GIF rules (a GIF is never resized, to keep its animation) and the resulting
 * dimensions; this adds the effects it lacks (webp/avif, quality, progressive) and strict
 * argument checks.
 */
export class MediaImage {
    constructor(readonly uploadcare: UploadcareImage) {}

    static of(image: UploadedImage, cdnBaseUrl: string): MediaImage {
        return new MediaImage(cdnImage(image, cdnBaseUrl));
    }

    get url(): string {
        return this.uploadcare.cdnUrl;
    }

    /** Downloads the image with its effects under its sanitised file name. */
    get downloadUrl(): string {
        const { baseCdnUrl, uuid, filename, effects } = this.uploadcare;
        return downloadUrl(baseCdnUrl, uuid, filename, effects);
    }

    get effects(): readonly string[] {
        return this.uploadcare.effects;
    }

    /** Width and height after the effects. */
    get width(): number {
        return this.uploadcare.width;
    }

    get height(): number {
        return this.uploadcare.height;
    }

    get isGif(): boolean {
        return this.uploadcare.isGif();
    }

    /** Fits the image inside the box, never enlarging it. No arguments: 2048 px; each side is capped at 3000 px. */
    preview(width: number | null = null, height: number | null = null): MediaImage {
        if (width !== null) assertDimension(width, 'Preview width');
        if (height !== null) assertDimension(height, 'Preview height');
        return new MediaImage(this.uploadcare.preview(width, height));
    }

    /** Resizes to a width, a height or both (docs/product-rules.md §5.10: at least one must be given). */
    resize(width: number | null, height: number | null = null): MediaImage {
        const w = width === null ? null : assertDimension(width, 'Resize width');
        const h = height === null ? null : assertDimension(height, 'Resize height');
        return new MediaImage(this.uploadcare.resize(w, h));
    }

    /** Cuts a `width`×`height` area from the top-left corner. */
    crop(width: number, height: number): MediaImage {
        return new MediaImage(
            this.uploadcare.crop(assertDimension(width, 'Crop width'), assertDimension(height, 'Crop height')),
        );
    }

    /** Scales to cover `width`×`height`, then crops: from the top-left, the centre, or the interesting part. */
    scaleCrop(width: number, height: number, mode: 'center' | 'smart' | null = null): MediaImage {
        const w = assertDimension(width, 'Crop width');
        const h = assertDimension(height, 'Crop height');
        if (mode === 'smart') return new MediaImage(this.uploadcare.smartCrop(w, h, 'smart'));
        return new MediaImage(this.uploadcare.scaleCrop(w, h, mode === 'center'));
    }

    format(format: ImageFormat = 'auto'): MediaImage {
        if (!IMAGE_FORMATS.includes(format)) throw new RangeError(`Unknown image format: ${format}`);
        return this.withEffect(`/format/${format}/`);
    }

    quality(quality: ImageQuality): MediaImage {
        if (!IMAGE_QUALITIES.includes(quality)) throw new RangeError(`Unknown image quality: ${quality}`);
        return this.withEffect(`/quality/${quality}/`);
    }

    progressive(enabled = true): MediaImage {
        return this.withEffect(`/progressive/${enabled ? 'yes' : 'no'}/`);
    }

    /** docs/product-rules.md §7.5: `w` and `2w` candidates in the best format, `2w` only when the image is that wide. */
    srcSet(width: number): string {
        return srcSetCandidates(this, width)
            .map((candidate) => `${candidate.url} ${candidate.width}w`)
            .join(', ');
    }

    private withEffect(effect: string): MediaImage {
        const image = this.uploadcare;
        return new MediaImage(
            new UploadcareImage({
                uuid: image.uuid,
                filename: image.filename,
                mimeType: image.mimeType,
                size: image.size,
                originalWidth: image.originalWidth,
                originalHeight: image.originalHeight,
                effects: [...image.effects, effect],
                caption: image.caption,
                baseCdnUrl: image.baseCdnUrl,
            }),
        );
    }
}

/** The image as an UploadcareImage on our assets CDN (the site's own /cdn by default). */
export function cdnImage(image: UploadedImage, cdnBaseUrl: string): UploadcareImage {
    return UploadcareImage.createFromPrezlyStoragePayload(image as never).withBaseCdnUrl(cdnBaseUrl);
}

export interface SrcSetCandidate {
    url: string;
    width: number;
}

/**
 * The srcset candidates for an image shown `width` CSS pixels wide: `w` (or the image's own
 * width when it is narrower: never enlarged) and `2w` when the image is at least that wide.
 * A GIF has one candidate, itself, since resizing would break its animation.
 */
export function srcSetCandidates(image: MediaImage, width: number): SrcSetCandidate[] {
    const requested = assertDimension(width, 'Width');
    if (image.isGif) return [{ url: image.format('auto').url, width: image.width }];
    const first = Math.min(requested, image.width);
    const candidates = [{ url: image.resize(first).format('auto').url, width: first }];
    const double = requested * 2;
    if (image.width >= double) candidates.push({ url: image.resize(double).format('auto').url, width: double });
    return candidates;
}
