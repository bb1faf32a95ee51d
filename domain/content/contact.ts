import { z } from 'zod';
import { CultureCodeSchema } from './culture';
import { NullableTextSchema, OptionalHttpUrlSchema } from './safe-values';
import { UploadedImageSchema } from './uploads';

export const ContactSchema = z.object({
    uuid: z.string().min(1),
    name: z.string().min(1),
    description: NullableTextSchema,
    company: NullableTextSchema,
    email: z
        .email()
        .nullish()
        .transform((value) => value || null),
    phone: NullableTextSchema,
    mobile: NullableTextSchema,
    website: OptionalHttpUrlSchema,
    twitter: NullableTextSchema,
    facebook: NullableTextSchema,
    avatar_image: UploadedImageSchema.nullish().transform((value) => value ?? null),
    is_featured: z.boolean().default(false),
    /** Locales the contact is shown in; empty means every locale (unless `shown_nowhere`). */
    display_locales: z.array(CultureCodeSchema).default([]),
    /**
     * Shown in no language: a Prezly contact whose `display_locales` is empty, which Prezly's
     * theme shows nowhere (docs/prezly.md). Story bodies that name the contact still find it.
     */
    shown_nowhere: z.boolean().default(false),
});
export type Contact = z.infer<typeof ContactSchema>;

/** The fragment id of a contact's card, so a page (or structured data) can point at one person. */
export function contactAnchor(uuid: string): string {
    return `contact-${uuid}`;
}
