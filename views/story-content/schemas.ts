import { z } from 'zod';

/**
 * Small zod schemas shared by the node components. Each component parses its own node and
 * renders nothing when the node is malformed; attributes that only change the look (alignment,
 * layout) fall back to their default instead of discarding the content.
 */

/** Any node of the document: an object with a type. Its own component checks the rest. */

/** Children of a composed element; each child is checked by the component that renders it. */
export const ChildrenSchema = z.array(z.unknown());

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

export const TextAlignSchema = optional(z.enum(['left', 'center', 'right', 'justify']));
export type TextAlign = z.infer<typeof TextAlignSchema>;

export const BlockAlignSchema = optional(z.enum(['left', 'center', 'right']));
export type BlockAlign = z.infer<typeof BlockAlignSchema>;

export const BlockLayoutSchema = z.enum(['contained', 'expanded', 'full-width']).catch('contained');
export type BlockLayout = z.infer<typeof BlockLayoutSchema>;

export const CardLayoutSchema = z.enum(['vertical', 'horizontal']).catch('horizontal');

export const NewTabSchema = z.boolean().catch(false);

/** OEmbed info as stored on embed, video and bookmark nodes; only what we render is required. */
export const OEmbedInfoSchema = z.looseObject({
    url: z.string().min(1),
    type: z.enum(['video', 'photo', 'rich', 'link']).catch('link'),
    title: optional(z.string()),
    description: optional(z.string()),
    thumbnail_url: optional(z.string()),
    thumbnail_width: optional(z.number().positive()),
    thumbnail_height: optional(z.number().positive()),
    /** A picture of the page, taken by Prezly: shown when there is no thumbnail. */
    screenshot_url: optional(z.string()),
    provider_name: optional(z.string()),
    width: optional(z.number().positive()),
    height: optional(z.number().positive()),
});
export type OEmbedInfo = z.infer<typeof OEmbedInfoSchema>;

/** Parses with a schema; null when the value does not fit (the caller then renders nothing). */
export function parseNode<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> | null {
    const result = schema.safeParse(value);
    return result.success ? result.data : null;
}
