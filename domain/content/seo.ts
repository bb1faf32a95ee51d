import { z } from 'zod';
import { OptionalHttpUrlSchema } from './safe-values';

const optionalText = z
    .string()
    .nullish()
    .transform((value) => value ?? null);

export const SeoSettingsSchema = z.object({
    meta_title: optionalText,
    default_meta_title: optionalText,
    meta_description: optionalText,
    default_meta_description: optionalText,
    canonical_url: OptionalHttpUrlSchema,
});
export type SeoSettings = z.infer<typeof SeoSettingsSchema>;

export const EMPTY_SEO_SETTINGS: SeoSettings = {
    meta_title: null,
    default_meta_title: null,
    meta_description: null,
    default_meta_description: null,
    canonical_url: null,
};
