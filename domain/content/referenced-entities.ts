import { z } from 'zod';
import { UploadedImageSchema } from './uploads';

/**
 * What a story body points at and Prezly sends beside it when asked (`include=referenced_entities`,
 * as Prezly's theme asks): the stories its story-bookmark nodes name, each as its oEmbed card, by
 * uuid, and the coverage its coverage nodes name, by id (docs/content-format.md, "Story bodies").
 * Only what a card shows is kept; an entry that cannot make a card is left out, never the story.
 */
const optionalText = z.string().trim().min(1).optional().catch(undefined);
const optionalSize = z.number().positive().optional().catch(undefined);

const ReferencedCardSchema = z.object({
    url: z.string().trim().min(1),
    title: optionalText,
    description: optionalText,
    thumbnail_url: optionalText,
    thumbnail_width: optionalSize,
    thumbnail_height: optionalSize,
    provider_name: optionalText,
});

/** A coverage entry: a press article about the newsroom, with its outlet and screenshot. */
const ReferencedCoverageSchema = z.object({
    url: optionalText,
    headline: optionalText,
    published_at: optionalText,
    attachment_oembed: ReferencedCardSchema.optional().catch(undefined),
    screenshot: UploadedImageSchema.optional().catch(undefined),
    /** The outlet: Prezly's `organisation_contact.display_name`. */
    outlet: optionalText,
});

/** Entries that make a card, by key; the others are dropped. */
function entriesOf<T>(schema: z.ZodType<T>, prepare: (value: unknown) => unknown = (value) => value) {
    return z
        .record(z.string(), z.unknown())
        .catch({})
        .transform((record) => {
            const kept: Record<string, T> = {};
            for (const [key, value] of Object.entries(record)) {
                const result = schema.safeParse(prepare(value));
                if (result.success) kept[key] = result.data;
            }
            return kept;
        });
}

const withOutlet = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return value;
    const contact = (value as { organisation_contact?: { display_name?: unknown } | null }).organisation_contact;
    const { screenshot, attachment_oembed, ...rest } = value as Record<string, unknown>;
    return {
        ...rest,
        outlet: contact?.display_name,
        // Prezly sends null for "none"; both mean none here.
        screenshot: screenshot ?? undefined,
        attachment_oembed: attachment_oembed ?? undefined,
    };
};

export const ReferencedEntitiesSchema = z
    .object({
        stories: entriesOf(ReferencedCardSchema).default({}),
        coverages: entriesOf(ReferencedCoverageSchema, withOutlet).default({}),
    })
    .optional()
    .catch(undefined);
export type ReferencedEntities = NonNullable<z.infer<typeof ReferencedEntitiesSchema>>;
