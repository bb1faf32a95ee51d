import { z } from 'zod';
import { jsonString } from './json-string';
import { UploadedImageSchema } from './uploads';

const GalleryImageSchema = z.object({
    caption: z.string().default(''),
    uploadcare_image: UploadedImageSchema,
});

export const GallerySchema = z.object({
    uuid: z.string().regex(/^[0-9a-f-]{36}$/, 'Expected a UUID'),
    title: z.string().min(1),
    description: z
        .string()
        .nullish()
        .transform((value) => value ?? null),
    status: z.enum(['public', 'private']).default('public'),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }).optional(),
    /** The CDN group holding every image, used for the zip download. */
    uploadcare_group_uuid: z
        .string()
        .nullish()
        .transform((value) => value ?? null),
    thumbnail_image: jsonString(UploadedImageSchema.nullable())
        .nullish()
        .transform((value) => value ?? null),
    images: z.array(GalleryImageSchema),
    images_number: z.number().int().min(0),
    videos_number: z.number().int().min(0).default(0),
});
export type Gallery = z.infer<typeof GallerySchema>;
