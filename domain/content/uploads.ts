import { z } from 'zod';

/** docs/product-rules.md §5.7, §9.16: images larger than this many pixels are refused. */
export const IMAGE_PIXEL_LIMIT = 78_643_200;

const nonEmpty = z.string().min(1);

/** Uploaded file payload (docs/product-rules.md §3.10, §5.6): what the assets CDN stores for one file. */
export const UploadedFileSchema = z.object({
    version: z.number().gt(0),
    // CDN paths are built from these two, so neither may carry a path of its own.
    uuid: nonEmpty.regex(/^[A-Za-z0-9~-]+$/, 'Expected a file id (letters, digits, - and ~)'),
    filename: nonEmpty.refine(
        (name) => !/[/\\]/.test(name) && name !== '.' && name !== '..',
        'Expected a file name without a path',
    ),
    mime_type: nonEmpty,
    size: z.number().gt(0),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

/** Uploaded image payload: a file plus its original dimensions and applied effects. */
export const UploadedImageSchema = UploadedFileSchema.extend({
    original_width: z.number().gt(0),
    original_height: z.number().gt(0),
    effects: z.array(nonEmpty).default([]),
    caption: z.string().optional(),
}).refine((image) => image.original_width * image.original_height <= IMAGE_PIXEL_LIMIT, {
    message: `Image is larger than ${IMAGE_PIXEL_LIMIT} pixels`,
    path: ['original_width'],
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;
