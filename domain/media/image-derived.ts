import type { UploadedImage } from '../content/uploads';
import { createObjectMemo } from '../memo';

const derivedByImage = createObjectMemo<UploadedImage, unknown>();

/**
 * Something derived from one image (its social-card size, its structured-data crops), made once
 * per image object and kept as long as the object lives. The images a content snapshot holds (a
 * story's header image, the logo) are the same objects on every render of its pages, and each
 * derivation builds several UploadcareImage objects, a measurable share of a story page's head
 * (figures: docs/benchmarks.md#figures-behind-the-codes-choices). The value must not change afterwards;
 * `key` names the derivation and everything it depends on besides the image.
 */
export function derivedFromImage<T>(image: UploadedImage, key: string, derive: () => T): T {
    return derivedByImage(image, key, derive) as T;
}
