import { z } from 'zod';
import { CultureSchema } from './culture';
import { jsonString } from './json-string';
import { ReferencedEntitiesSchema } from './referenced-entities';
import { HttpUrlSchema } from './safe-values';
import { EMPTY_SEO_SETTINGS, SeoSettingsSchema } from './seo';
import { UrlSlugSchema } from './slug';
import { UploadedImageSchema } from './uploads';

export const STORY_STATUSES = ['uninitialized', 'draft', 'scheduled', 'embargo', 'published'] as const;
export const STORY_VISIBILITIES = ['public', 'embargo', 'private', 'confidential'] as const;
/** Longer than any real tag; a longer one is someone pasting a sentence. */
const MAX_TAG_LENGTH = 100;
const StoryStatusSchema = z.enum(STORY_STATUSES);
const StoryVisibilitySchema = z.enum(STORY_VISIBILITIES);
export type StoryStatus = z.infer<typeof StoryStatusSchema>;
export type StoryVisibility = z.infer<typeof StoryVisibilitySchema>;

/** docs/product-rules.md §3.4: published_at is an ISO string or epoch seconds; we keep ISO strings. */
const Timestamp = z.union([
    z.iso.datetime({ offset: true }),
    z
        .number()
        .int()
        .nonnegative()
        .max(32503680000)
        .transform((seconds) => new Date(seconds * 1000).toISOString()),
]);

/** A story's slug, in any script (slug.ts). */
export const StorySlugSchema = UrlSlugSchema;

/** A Prezly Content Format document. Nodes are checked when rendered; unknown ones are skipped. */
export const ContentDocumentSchema = z.object({
    type: z.literal('document'),
    version: z.string().min(1),
    // One malformed node must not cost the whole story: keep the nodes that have a type and
    // let the renderer skip the ones it does not know.
    children: z.array(z.unknown()).transform((nodes) => nodes.filter(isNode)),
});
export type ContentDocument = z.infer<typeof ContentDocumentSchema>;

const StoryTranslationRefSchema = z.object({
    uuid: z.string().min(1),
    culture: CultureSchema,
    status: StoryStatusSchema,
    visibility: StoryVisibilitySchema,
    slug: StorySlugSchema,
});

const OEmbedSchema = z.object({
    url: HttpUrlSchema,
    title: z.string(),
    thumbnail_url: HttpUrlSchema.nullish(),
    thumbnail_width: z.number().int().positive().nullish(),
    thumbnail_height: z.number().int().positive().nullish(),
});

export const StorySchema = z.object({
    uuid: z.string().min(1),
    id: z.number().int().positive(),
    title: z.string().min(1),
    subtitle: z.string().default(''),
    summary: z.string().default(''),
    /**
     * What a share says of the story (Prezly's `social_text`): the text posted to the networks in
     * place of the title, as Prezly's theme shares it; blank is none.
     */
    social_text: z
        .string()
        .nullish()
        .transform((value) => value?.trim() || null),
    slug: StorySlugSchema,
    author: z
        .object({ display_name: z.string().min(1), email: z.email().nullish() })
        .nullish()
        .transform((value) => value ?? null),
    published_at: Timestamp.nullish().transform((value) => value ?? null),
    updated_at: Timestamp,
    status: StoryStatusSchema,
    visibility: StoryVisibilitySchema,
    is_pinned: z.boolean().default(false),
    culture: CultureSchema,
    translations: z.array(StoryTranslationRefSchema).default([]),
    categories: z.array(z.object({ id: z.number().int() })).default([]),
    /** Free-form labels (Prezly's `tag_names`); an odd entry is dropped rather than the story. */
    tags: z.array(z.unknown()).default([]).transform(cleanTags),
    /**
     * The slugs the story had before its current one, as this site saw them change (Prezly keeps
     * them too): kept with the snapshot, each answered with a permanent redirect to the story
     * (docs/prezly.md, "Slugs, renamed and confidential stories").
     */
    former_slugs: z.array(UrlSlugSchema).optional(),
    seo_settings: SeoSettingsSchema.default(EMPTY_SEO_SETTINGS),
    oembed: OEmbedSchema.nullish().transform((value) => value ?? null),
    thumbnail_image: jsonString(UploadedImageSchema.nullable())
        .nullish()
        .transform((value) => value ?? null),
    header_image: jsonString(UploadedImageSchema.nullable())
        .nullish()
        .transform((value) => value ?? null),
    content: jsonString(ContentDocumentSchema),
    /** The stories and coverage the body's story-bookmark and coverage nodes name (referenced-entities.ts). */
    referenced_entities: ReferencedEntitiesSchema,
    newsroom: z.object({ uuid: z.string().min(1) }).optional(),
});
export type Story = z.infer<typeof StorySchema>;

/** Tags as editors typed them, trimmed, without blanks, overlong entries or repeats. */
function cleanTags(tags: unknown[]): string[] {
    const kept = new Map<string, string>();
    for (const tag of tags) {
        if (typeof tag !== 'string') continue;
        const text = tag.normalize('NFC').trim().replace(/\s+/g, ' ');
        if (text && text.length <= MAX_TAG_LENGTH && !kept.has(text.toLowerCase())) kept.set(text.toLowerCase(), text);
    }
    return [...kept.values()];
}

function isNode(node: unknown): node is { type: string } & Record<string, unknown> {
    return (
        typeof node === 'object' &&
        node !== null &&
        typeof (node as { type?: unknown }).type === 'string' &&
        (node as { type: string }).type !== ''
    );
}
