import { UploadcareImage } from '@prezly/uploadcare';
import type { UploadedImage } from '../content/uploads';

/** The image as an UploadcareImage on our assets CDN (the site's own /cdn by default). */
export function cdnImage(image: UploadedImage, cdnBaseUrl: string): UploadcareImage {
    return UploadcareImage.createFromPrezlyStoragePayload(image as never).withBaseCdnUrl(cdnBaseUrl);
}

/** A resized image URL in the best format the browser accepts (format/auto). */
export function imageUrl(image: UploadedImage, cdnBaseUrl: string, width: number): string {
    const target = Math.min(width, image.original_width);
    return cdnImage(image, cdnBaseUrl).resize(target).format('auto').cdnUrl;
}

/** SPEC §7: widths w and 2w, skipping 2w when the image is narrower than 2w. */
export function imageSrcSet(image: UploadedImage, cdnBaseUrl: string, width: number): string {
    const candidates = [width, width * 2].filter((w, index) => index === 0 || image.original_width >= w);
    return candidates.map((w) => `${imageUrl(image, cdnBaseUrl, w)} ${Math.min(w, image.original_width)}w`).join(', ');
}
