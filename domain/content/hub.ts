import { z } from 'zod';
import { jsonString } from './json-string';
import { HttpUrlSchema, NullableTextSchema } from './safe-values';
import { UploadedImageSchema } from './uploads';

/**
 * A company with many markets runs a Prezly hub: a parent newsroom whose members are the
 * markets' own newsrooms, each with its own site (docs/hub-newsrooms.md). These are the records
 * the site keeps of them: the markets, for the switcher and the tiles, and the members' stories
 * the hub's home lists, light (never their bodies: the hub links to them, it does not show them).
 */

const optionalColour = z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullish()
    .catch(null)
    .transform((value) => value ?? null);

/** One language of a market: its code, its name in that language, and its home on the market's site. */
export const HubMarketLanguageSchema = z.object({
    code: z.string().min(1),
    /** The company's name in this language (the language's company information), when it has one. */
    company_name: NullableTextSchema,
    /** The language's own name in itself (`Nederlands`), for the switcher's list. */
    native_name: z.string().min(1),
    direction: z.enum(['ltr', 'rtl']).catch('ltr').default('ltr'),
    /** The market's home in this language. */
    url: HttpUrlSchema,
});

/** A newsroom of the hub: the hub itself (`is_hub`) or one of its members. */
export const HubMarketSchema = z.object({
    uuid: z.string().min(1),
    /** Prezly's `display_name`: the market's name wherever no language gives a better one. */
    name: z.string().min(1),
    url: HttpUrlSchema,
    /** The square logo, else the main logo: the tile's picture. */
    logo: UploadedImageSchema.nullish()
        .catch(null)
        .transform((value) => value ?? null),
    header_background_color: optionalColour,
    header_link_color: optionalColour,
    is_hub: z.boolean(),
    /** Prezly's status is `active`: inactive and archived markets are never shown. */
    is_active: z.boolean(),
    /** A member's stories are listed on the hub's home only when it says so (`is_displaying_stories_in_hub`). */
    displays_stories_in_hub: z.boolean(),
    languages: z.array(HubMarketLanguageSchema),
});
export type HubMarket = z.infer<typeof HubMarketSchema>;

/** The hub this site belongs to, as last read: its markets, the hub first. */
export const HubSchema = z.object({
    /** The hub's newsroom uuid. */
    hub_uuid: z.string().min(1),
    /** This site's newsroom uuid: the hub's own, or a member's. */
    site_uuid: z.string().min(1),
    markets: z.array(HubMarketSchema),
});
export type Hub = z.infer<typeof HubSchema>;

/** A member's story as the hub's home lists it: a card linking to the story on the member's site. */
export const HubStorySchema = z.object({
    uuid: z.string().min(1),
    /** The member newsroom it belongs to. */
    newsroom_uuid: z.string().min(1),
    title: z.string().min(1),
    subtitle: NullableTextSchema,
    slug: z.string().min(1),
    culture: z.object({ code: z.string().min(1) }),
    published_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
    /** The story's page on its member's site (Prezly's `links.newsroom_view`). */
    url: HttpUrlSchema,
    /** Prezly sends it as a JSON string; an odd one costs the picture, never the card. */
    thumbnail_image: jsonString(UploadedImageSchema.nullish())
        .catch(null)
        .transform((value) => value ?? null),
});
export type HubStory = z.infer<typeof HubStorySchema>;

/** Whether the market may be shown anywhere (the switcher, a tile, a card's source). */
export const isShownMarket = (market: HubMarket) => market.is_active;

/**
 * The market's name for a reader of `languageCode`: the company name the market gives that
 * language, else one of the same language (`fr` for `fr_BE`), else its display name.
 */
export function marketName(market: HubMarket, languageCode: string): string {
    const exact = market.languages.find((language) => language.code === languageCode)?.company_name;
    if (exact) return exact;
    const base = languageCode.split('_')[0];
    const sameLanguage = market.languages.find((language) => language.code.split('_')[0] === base)?.company_name;
    return sameLanguage || market.name;
}

/**
 * The markets' names without the brand they share (`Acme Belgium`, `Acme France` → `Belgium`,
 * `France`): the longest common start of every name, cut back to a space. A name that would be
 * left empty keeps its whole self; a single name has no brand to share.
 */
export function withoutSharedBrand(names: readonly string[]): string[] {
    if (names.length < 2) return [...names];
    let prefix = names[0]!;
    for (const name of names.slice(1)) {
        let length = 0;
        while (length < prefix.length && length < name.length && prefix[length] === name[length]) length++;
        prefix = prefix.slice(0, length);
    }
    const cut = prefix.lastIndexOf(' ');
    const brand = cut > 0 ? prefix.slice(0, cut + 1) : '';
    return names.map((name) => (brand && name.length > brand.length ? name.slice(brand.length).trim() : name));
}
