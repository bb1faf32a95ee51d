import { z } from 'zod';
import { checkedImage } from './checked-uploads';
import { jsonString } from './json-string';
import { ContentDocumentSchema } from './story';
import { type UploadedImage, UploadedImageSchema } from './uploads';

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
    /** The paged list's images: the zip's files, and the album when Prezly gives no `content`. */
    images: z.array(GalleryImageSchema),
    /**
     * The album as the editor laid it out (Prezly's `content`, a content-format document: gallery
     * blocks with their order, layout, thumbnail size and spacing, and a video gallery's videos),
     * rendered as a story body is; null when the gallery has none (the newsroom export's galleries).
     */
    content: jsonString(ContentDocumentSchema.nullable())
        .nullish()
        .transform((value) => value ?? null),
    images_number: z.number().int().min(0),
    videos_number: z.number().int().min(0).default(0),
});
export type Gallery = z.infer<typeof GallerySchema>;

/** One image of a gallery, in the order the album shows it. */
export interface GalleryImage {
    caption: string;
    image: UploadedImage;
}

type Rec = Record<string, unknown>;
const isRecord = (value: unknown): value is Rec => typeof value === 'object' && value !== null;

/**
 * The gallery's images in the editor's order: those of the gallery blocks of its `content`, in
 * the order the album page shows them, else the paged list's `images`.
 */
export function galleryImages(gallery: Gallery): GalleryImage[] {
    const blocks = (gallery.content?.children ?? []).flatMap((node) =>
        node.type === 'gallery' && Array.isArray(node.images) ? [node.images as unknown[]] : [],
    );
    if (blocks.length === 0) {
        return gallery.images.map(({ caption, uploadcare_image }) => ({ caption, image: uploadcare_image }));
    }
    return blocks.flatMap((images) =>
        images.flatMap((item) => {
            const image = isRecord(item) ? checkedImage(item.file) : null;
            const caption = isRecord(item) && typeof item.caption === 'string' ? item.caption : '';
            return image ? [{ caption, image }] : [];
        }),
    );
}

/** Whether the album has anything to show: an image, or a block of its `content` (a video gallery's videos). */
export function galleryHasMedia(gallery: Gallery): boolean {
    return gallery.images.length > 0 || (gallery.content?.children.length ?? 0) > 0;
}
