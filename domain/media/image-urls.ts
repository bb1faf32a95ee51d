import { DEFAULT_PREVIEW_SIZE } from '@prezly/uploadcare';
import type { UploadedImage } from '../content/uploads';
import { createMemo } from '../memo';
import { MediaImage, type SrcSetCandidate, srcSetCandidates } from './media-image';

// server/seo and server/routes import the image class from here; new code imports media-image.ts.
export { MediaImage };

/** What an `<img>` of an image shown at most `width` CSS pixels wide needs. */
export interface ResponsiveSource {
    /** The srcset candidates, the first being the `src`. */
    candidates: readonly SrcSetCandidate[];
    /** The displayed size: never wider than the image, in the proportions of its effects. */
    width: number;
    height: number;
}

/**
 * Responsive sources worked out before. Each one builds half a dozen UploadcareImage objects,
 * a few per cent of a page's render, while pages show the same images (covers, cards) again
 * and again. The key is the whole image payload, so any change to the image is a new key.
 */
const responsiveSources = createMemo<ResponsiveSource>(5_000);

export function responsiveSource(image: UploadedImage, cdnBaseUrl: string, width: number): ResponsiveSource {
    return responsiveSources(`${cdnBaseUrl}\n${width}\n${JSON.stringify(image)}`, () => {
        const media = MediaImage.of(image, cdnBaseUrl);
        const displayWidth = Math.min(width, media.width);
        return Object.freeze({
            candidates: Object.freeze(srcSetCandidates(media, width)),
            width: displayWidth,
            height: Math.max(1, Math.round((displayWidth / media.width) * media.height)),
        });
    });
}

/** A resized image URL in the best format the browser accepts (format/auto), never enlarged. */
export function imageUrl(image: UploadedImage, cdnBaseUrl: string, width: number): string {
    return responsiveSource(image, cdnBaseUrl, width).candidates[0]!.url;
}

/** The large view of an image (lightbox, no-JS full-size link): the default preview in the best format. */
export function imagePreviewUrl(image: UploadedImage, cdnBaseUrl: string): string {
    const media = MediaImage.of(image, cdnBaseUrl);
    return (media.width > DEFAULT_PREVIEW_SIZE || media.height > DEFAULT_PREVIEW_SIZE ? media.preview() : media).format(
        'auto',
    ).url;
}
