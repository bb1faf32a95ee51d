import { z } from 'zod';
import { CultureCodeSchema } from './culture';
import { UrlSlugSchema } from './slug';
import { UploadedImageSchema } from './uploads';

/** A category's slug, in any script, like a story's (slug.ts). */
const slug = UrlSlugSchema;

/**
 * The category's picture (Prezly's `image`, an upload payload), shown on its card among the
 * featured categories as Prezly's theme shows it; none, or a payload that is no usable image
 * (left out and reported), is no picture.
 */
const image = UploadedImageSchema.nullish().transform((value) => value ?? null);

const CategoryTranslationSchema = z.object({
    name: z.string().min(1),
    description: z
        .string()
        .nullish()
        .transform((value) => value ?? null),
    slug: slug.nullish().transform((value) => value ?? null),
});

/**
 * docs/product-rules.md §3.5: a category has either its name and slug directly (one language), or an `i18n` map
 * keyed by locale code (Prezly's API shape). Both are normalised to the i18n shape.
 */
const LocalizedCategorySchema = z.object({
    id: z.number().int(),
    display_name: z.string().min(1),
    display_description: z
        .string()
        .nullish()
        .transform((value) => value ?? null),
    is_featured: z.boolean().default(false),
    image,
    i18n: z.record(CultureCodeSchema, CategoryTranslationSchema),
});

const FlatCategorySchema = z
    .object({
        id: z.number().int(),
        name: z.string().min(1),
        slug,
        description: z.string().nullish(),
        locale: CultureCodeSchema,
        display_name: z.string().optional(),
        is_featured: z.boolean().default(false),
        image,
    })
    .transform((flat) => ({
        id: flat.id,
        display_name: flat.display_name ?? flat.name,
        display_description: flat.description ?? null,
        is_featured: flat.is_featured,
        image: flat.image,
        i18n: { [flat.locale]: { name: flat.name, slug: flat.slug, description: flat.description ?? null } },
    }));

export const CategorySchema = z.union([LocalizedCategorySchema, FlatCategorySchema]);
export type Category = z.output<typeof LocalizedCategorySchema>;
