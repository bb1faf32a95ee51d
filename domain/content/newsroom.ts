import { z } from 'zod';
import type { DateFormat } from '../dates/date-formatter';
import {
    HttpUrlSchema,
    NullableTextSchema,
    OptionalHttpUrlSchema,
    OptionalLinkUrlSchema,
    TimeZoneSchema,
} from './safe-values';
import { ContentDocumentSchema } from './story';
import { UploadedImageSchema } from './uploads';

/** A Moment-style pattern: at most 64 characters; blank is none. */
const datePatternText = z
    .string()
    .max(64)
    .nullish()
    .transform((value) => value?.trim() || null);

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour like #1a2b3c');

/**
 * A font family's name as the style sheet quotes it: letters and digits of any script, spaces,
 * `-`, `_`, `.` and `'`, 64 characters at most; anything else could break out of the quotes.
 */
const fontFamilyName = z
    .string()
    .trim()
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} _.'-]{0,63}$/u, 'Expected a font family name');

/**
 * The newsroom's own layout settings (the "theme" an editor picks in Prezly).
 * Every field has a default so an export without theme settings still renders well.
 */
export const ThemeSettingsSchema = z.object({
    accent_color: hexColor.default('#3b5bdb'),
    background_color: hexColor.default('#ffffff'),
    text_color: hexColor.default('#1f2933'),
    header_background_color: hexColor.default('#ffffff'),
    header_link_color: hexColor.default('#1f2933'),
    footer_background_color: hexColor.default('#101828'),
    footer_text_color: hexColor.default('#f2f4f7'),
    font: z.enum(['inter', 'system', 'serif', 'open-sans', 'merriweather']).default('inter'),
    /**
     * The newsroom's own fonts (Prezly's `custom_font`), by name only: the style sheet names them
     * first, so a reader who has them installed sees them, and falls back to `font` (the nearest
     * family the site ships). No font file is downloaded (docs/prezly.md §2).
     */
    custom_font: z
        .object({ heading: fontFamilyName.nullable(), paragraph: fontFamilyName.nullable() })
        .nullable()
        .default(null),
    logo_size: z.enum(['small', 'medium', 'large']).default('medium'),
    categories_layout: z.enum(['dropdown', 'bar']).default('dropdown'),
    layout: z.enum(['grid', 'masonry']).default('grid'),
    show_date: z.boolean().default(true),
    show_subtitle: z.boolean().default(true),
    show_read_more: z.boolean().default(false),
    header_image_placement: z.enum(['above', 'below']).default('below'),
    sharing_placement: z.array(z.enum(['top', 'bottom'])).default(['bottom']),
    sharing_actions: z
        .array(
            z.enum([
                'facebook',
                'linkedin',
                'x',
                'bluesky',
                'mastodon',
                'threads',
                'whatsapp',
                'telegram',
                'reddit',
                'pinterest',
                'email',
                'copy_url',
            ]),
        )
        .default(['linkedin', 'x', 'facebook', 'bluesky', 'email', 'copy_url']),
    date_format: z.enum(['long', 'medium', 'short']).default('long'),
    /** Story cards in listings as they are (`default`) or framed in a box (`boxed`), as Prezly's theme draws them. */
    story_card_variant: z.enum(['default', 'boxed']).default('default'),
    full_width_featured_story: z.boolean().default(false),
    /** The story page's "Download PDF", "Download all media" and "Copy text" (docs/journalists.md). */
    show_download_pdf: z.boolean().default(true),
    show_download_assets: z.boolean().default(true),
    show_copy_content: z.boolean().default(true),
    /** The home page's featured categories (docs/product-rules.md §2.6). */
    show_featured_categories: z.boolean().default(true),
    /** A link in the header back to the company's main website, labelled with its host unless named. */
    main_site_url: OptionalHttpUrlSchema,
    main_site_label: NullableTextSchema,
});
export type ThemeSettings = z.infer<typeof ThemeSettingsSchema>;

const TrackingPolicySchema = z.enum(['default', 'disabled', 'consent-to-identify', 'lenient']);

/** A string that holds a JSON object, parsed; any other value as it is. */
function parsedIfJsonObject(value: unknown): unknown {
    if (typeof value !== 'string' || !value.trimStart().startsWith('{')) return value;
    try {
        return JSON.parse(value);
    } catch {
        return value;
    }
}

/**
 * A policy's text. Prezly sends a Prezly Content Format document as a JSON string (an export may
 * hold the object); an export written by hand may hold HTML or plain text instead. A JSON object
 * that is no document is no text.
 */
const PolicyContentSchema = z.preprocess(
    parsedIfJsonObject,
    z.union([
        ContentDocumentSchema.transform((document) => ({ document })),
        z.string().transform((html) => ({ html })),
    ]),
);

/**
 * One of the newsroom's policies, as Prezly sends it (`policies.privacy_policy`,
 * `policies.cookie_policy`): the address where it lives, or its text with its origin, `custom`
 * when the newsroom wrote it, `default` for the text Prezly keeps for it. A blank link is none.
 */
const PolicyOriginSchema = z.enum(['default', 'custom']);
const NewsroomPolicySchema = z
    .union([
        // The form this schema gives, as a saved snapshot holds it: read back as it was.
        z.object({ document: ContentDocumentSchema, origin: PolicyOriginSchema }),
        z.object({ html: z.string(), origin: PolicyOriginSchema }),
        z
            .object({ content: PolicyContentSchema, origin: PolicyOriginSchema.default('custom') })
            .transform(({ content, origin }) => ({ ...content, origin })),
        z.object({ link: OptionalHttpUrlSchema }).transform(({ link }) => (link ? { link } : null)),
    ])
    .nullish()
    .transform((value) => value ?? null);

export const NewsroomSchema = z.object({
    uuid: z.string().min(1),
    url: HttpUrlSchema,
    display_name: z.string().min(1),
    is_indexable: z.boolean(),
    thumbnail_url: OptionalHttpUrlSchema,
    timezone: TimeZoneSchema.default('UTC'),
    /**
     * Moment-style patterns for dates (`DD/MM/YYYY`) and times (`HH:mm`), as Prezly keeps them
     * (domain/dates/date-pattern.ts); a date pattern wins over the theme's `date_format`.
     */
    date_format: datePatternText,
    time_format: datePatternText,
    google_analytics_id: NullableTextSchema,
    google_search_console_key: NullableTextSchema,
    is_plausible_enabled: z.boolean().default(false),
    plausible_site_id: NullableTextSchema,
    segment_analytics_id: NullableTextSchema,
    /** Off: no subscription form on the home page, and `/subscribe` is not found (as in Prezly's theme). */
    is_subscription_form_enabled: z.boolean().default(true),
    tracking_policy: TrackingPolicySchema.default('default'),
    onetrust_cookie_consent: z
        .object({
            is_enabled: z.boolean(),
            category: z
                .string()
                .nullish()
                .transform((value) => value ?? ''),
            script: z
                .string()
                .nullish()
                .transform((value) => value ?? ''),
        })
        .default({ is_enabled: false, category: '', script: '' }),
    newsroom_logo: UploadedImageSchema.nullish().transform((value) => value ?? null),
    icon: UploadedImageSchema.nullish().transform((value) => value ?? null),
    square_logo: UploadedImageSchema.nullish().transform((value) => value ?? null),
    /** Where visitors ask about their data: an address, or a mailto: link (docs/prezly.md). */
    custom_data_request_link: OptionalLinkUrlSchema,
    policies: z
        .object({ privacy_policy: NewsroomPolicySchema, cookie_policy: NewsroomPolicySchema })
        .nullish()
        .transform((value) => value ?? { privacy_policy: null, cookie_policy: null }),
    theme: ThemeSettingsSchema.default(ThemeSettingsSchema.parse({})),
});
export type Newsroom = z.infer<typeof NewsroomSchema>;

/** How the newsroom's dates are written: its own date pattern when it has one, else the theme's style. */
export function newsroomDateFormat(newsroom: Pick<Newsroom, 'date_format' | 'time_format' | 'theme'>): DateFormat {
    return newsroom.date_format
        ? { date: newsroom.date_format, time: newsroom.time_format }
        : newsroom.theme.date_format;
}
