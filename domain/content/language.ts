import { z } from 'zod';
import { CultureSchema } from './culture';
import { LinkUrlSchema, OptionalHttpUrlSchema } from './safe-values';
import { EMPTY_SEO_SETTINGS, SeoSettingsSchema } from './seo';

const nullableText = z
    .string()
    .nullish()
    .transform((value) => value || null);

const CompanyInformationSchema = z.object({
    /** May be empty, as in Prezly: the newsroom's display name then stands in (views, feeds, PDFs). */
    name: z.string().default(''),
    about: z.string().default(''),
    about_plaintext: z.string().default(''),
    website: OptionalHttpUrlSchema,
    address: nullableText,
    phone: nullableText,
    email: z
        .email()
        .nullish()
        .transform((value) => value || null),
    facebook: nullableText,
    instagram: nullableText,
    linkedin: nullableText,
    pinterest: nullableText,
    tiktok: nullableText,
    twitter: nullableText,
    youtube: nullableText,
    subscribe_disclaimer: z.string().default(''),
    seo_settings: SeoSettingsSchema.default(EMPTY_SEO_SETTINGS),
});
export type CompanyInformation = z.infer<typeof CompanyInformationSchema>;

/**
 * A notice an editor pins to the top of every page (maintenance, press-day hours…). Its title may
 * be empty, as in Prezly; an action is a link (http(s), mailto: or tel:) with its text.
 */
const NotificationSchema = z.object({
    id: z.string().min(1),
    title: z.string().default(''),
    description: z.string().default(''),
    style: z.enum(['info', 'success', 'warning', 'danger']).default('info'),
    actions: z
        .array(z.object({ text: z.string().min(1), url: LinkUrlSchema, new_tab: z.boolean().default(false) }))
        .default([]),
});

export const LanguageSchema = z.object({
    code: CultureSchema.shape.code,
    is_default: z.boolean(),
    public_stories_count: z.number().int().min(0).default(0),
    locale: CultureSchema,
    company_information: CompanyInformationSchema,
    notifications: z.array(NotificationSchema).default([]),
});
export type Language = z.infer<typeof LanguageSchema>;
