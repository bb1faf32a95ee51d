import { isUploadcareImageSizeValid, UploadcareImage } from '@prezly/uploadcare';
import { isUploadedFile, isUploadedImage } from '@prezly/uploads';
import {
    IMAGE_PIXEL_LIMIT,
    type UploadedFile,
    UploadedFileSchema,
    type UploadedImage,
    UploadedImageSchema,
} from '../content/uploads';

export { IMAGE_PIXEL_LIMIT };

/** SPEC §9: the payload version written when a payload is stored. */
const STORED_PAYLOAD_VERSION = 2;

/**
 * SPEC §5: a file payload is valid only if it is a plain object with a string uuid, a numeric
 * version above 0, a numeric size above 0 and non-empty mime_type and filename. The guard of
 * @prezly/uploads (Prezly's payload package) checks the plain-object rule (zod alone would
 * accept a class instance); the schema the rest.
 */
export function isValidFilePayload(payload: unknown): payload is UploadedFile {
    return isUploadedFile(payload) && UploadedFileSchema.safeParse(payload).success;
}

/**
 * SPEC §5: an image payload is a valid file payload with positive numeric original_width and
 * original_height and an effects list (required) whose entries are all non-empty strings; and
 * (SPEC §9) no more than 78,643,200 pixels.
 */
export function isValidImagePayload(payload: unknown): payload is UploadedImage {
    return isUploadedImage(payload) && UploadedImageSchema.safeParse(payload).success;
}

/** SPEC §5/§9: width × height must not exceed 78,643,200 pixels. */
export function isImageSizeValid(image: Pick<UploadedImage, 'original_width' | 'original_height'>): boolean {
    return isUploadcareImageSizeValid({
        originalWidth: image.original_width,
        originalHeight: image.original_height,
    } as UploadcareImage);
}

/** The parts of the upload widget's FileInfo that a stored payload is made from. */
export interface WidgetFileInfo {
    uuid: string;
    name: string;
    mimeType: string;
    size: number;
    cdnUrlModifiers?: string | null;
    originalImageInfo?: { width: number; height: number } | null;
}

/**
 * The stored payload (version 2) of an image chosen in the upload widget. Fails when the file
 * info has no original image info (SPEC §5), i.e. the file is not an image.
 */
export function imagePayloadFromWidget(fileInfo: WidgetFileInfo): UploadedImage {
    const image = UploadcareImage.createFromUploadcareWidgetPayload(fileInfo as never);
    const payload = image.toPrezlyStoragePayload();
    return { ...payload, version: STORED_PAYLOAD_VERSION, effects: payload.effects ?? [] };
}
