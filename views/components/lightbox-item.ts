import type { UploadedImage } from '../../domain/content';
import { imagePreviewUrl } from '../../domain/media/image-urls';
import { DEFAULT_PREVIEW_SIZE, MediaImage } from '../../domain/media/media-image';
import { createMemo } from '../../domain/memo';

/** Width the lightbox asks for; the srcset adds twice it for dense screens. */
const LIGHTBOX_WIDTH = 1280;

/**
 * The link attributes that make an image a lightbox item (the contract in docs/media.md): the
 * href is the large image, so the link works without JavaScript; the data-gallery-* attributes
 * tell the lightbox island what to show and offer for download.
 */
export function lightboxItemProps(image: UploadedImage, assetsCdnUrl: string, caption: string) {
    return { ...lightboxUrls(image, assetsCdnUrl), 'data-gallery-caption': caption };
}

/**
 * The URLs and size of an image's lightbox view, worked out once per image: each builds several
 * Uploadcare URL objects, and a story's images are rendered again on every uncached page.
 */
const lightboxViews = createMemo<Readonly<Record<string, string | number>>>(5_000);

function lightboxUrls(image: UploadedImage, assetsCdnUrl: string) {
    return lightboxViews(`${assetsCdnUrl}\n${JSON.stringify(image)}`, () => {
        const media = MediaImage.of(image, assetsCdnUrl);
        const large =
            media.width > DEFAULT_PREVIEW_SIZE || media.height > DEFAULT_PREVIEW_SIZE ? media.preview() : media;
        return Object.freeze({
            href: imagePreviewUrl(image, assetsCdnUrl),
            'data-gallery-item': image.uuid,
            'data-gallery-width': large.width,
            'data-gallery-height': large.height,
            'data-gallery-srcset': media.srcSet(LIGHTBOX_WIDTH),
            'data-gallery-download': media.downloadUrl,
        });
    });
}

/** Whether a story body has images or galleries for the lightbox to open. */
export function hasLightboxItems(node: unknown): boolean {
    if (!node || typeof node !== 'object') return false;
    const { type, children } = node as { type?: unknown; children?: unknown };
    if (type === 'image-block' || type === 'gallery') return true;
    return Array.isArray(children) && children.some(hasLightboxItems);
}
