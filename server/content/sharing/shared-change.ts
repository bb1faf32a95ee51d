import { hostname } from 'node:os';
import { z } from 'zod';
import { HubStorySchema } from '../../../domain/content';
import { packedBodyOf, withPackedBody } from '../packed-bodies';
import { SiteSchema, SNAPSHOT_FORMAT, StoryRecordSchema, storyRecord } from '../persisted/snapshot-format';
import type { ContentChange } from '../prezly/newsroom-state';

/** The processes of one instance (one machine, one cluster primary): they share a disk. */
export const INSTANCE_ID = `${hostname()}:${process.ppid}`;

/** Past this many stories a change is not sent whole: the others read the saved snapshot. */
export const LARGEST_SHARED_CHANGE = 200;

const ProblemSchema = z.object({ file: z.string(), field: z.string(), message: z.string() });
const SharedChangeSchema = z.object({
    format: z.literal(SNAPSHOT_FORMAT),
    newsroomUuid: z.string(),
    instance: z.string(),
    loadedAt: z.string(),
    /** The whole snapshot changed (a cold load, a large sweep): read it from the saved snapshot. */
    snapshotSaved: z.boolean().optional(),
    site: SiteSchema.omit({ problems: true }).nullable().optional(),
    siteProblems: z.array(ProblemSchema).nullable().optional(),
    stories: z.array(z.object({ record: StoryRecordSchema, body: z.string() })).optional(),
    storyProblems: z.array(z.tuple([z.string(), z.array(ProblemSchema)])).optional(),
    removed: z.array(z.string()).optional(),
    watermark: z.string().nullable().optional(),
    /** A hub's members' stories read (server/content/prezly/hub-stories.ts): whole, or what changed. */
    hubStories: z
        .union([
            z.object({ whole: z.object({ members: z.array(z.string()), stories: z.array(HubStorySchema) }) }),
            z.object({
                members: z.array(z.string()),
                upserted: z.array(HubStorySchema),
                removed: z.array(z.string()),
                watermark: z.string().nullable(),
            }),
        ])
        .nullable()
        .optional(),
});
export type SharedChange = z.infer<typeof SharedChangeSchema>;

/**
 * What one process read from Prezly, as the others apply it without reading Prezly themselves:
 * the changed site parts and stories (records and packed bodies), the stories gone. The whole
 * newsroom (a cold load), or a change too large to send, says instead that the snapshot was saved.
 */
export function shareChange(
    change: ContentChange,
    meta: { newsroomUuid: string; loadedAt: string },
    whole: boolean,
): SharedChange {
    const base = { format: SNAPSHOT_FORMAT, ...meta, instance: INSTANCE_ID } as const;
    if (whole || change.upserted.length > LARGEST_SHARED_CHANGE) return { ...base, snapshotSaved: true };
    return {
        ...base,
        site: change.site,
        siteProblems: change.siteProblems,
        stories: change.upserted.map((story) => ({
            record: storyRecord(story) as z.infer<typeof StoryRecordSchema>,
            body: Buffer.from(packedBodyOf(story) ?? JSON.stringify(story.content)).toString('utf8'),
        })),
        storyProblems: [...change.storyProblems],
        removed: change.removed,
        watermark: change.watermark,
        hubStories: change.hubStories,
    };
}

/** A shared change another process sent, as a change to apply; null when it is not one we can use. */
export function receiveChange(
    message: unknown,
    newsroomUuid: string,
): { change: ContentChange | null; shared: SharedChange } | null {
    const parsed = SharedChangeSchema.safeParse(message);
    if (!parsed.success || parsed.data.newsroomUuid !== newsroomUuid) return null;
    const shared = parsed.data;
    if (shared.snapshotSaved) return { change: null, shared };
    return {
        shared,
        change: {
            site: shared.site ?? null,
            siteProblems: shared.siteProblems ?? null,
            upserted: (shared.stories ?? []).map(({ record, body }) => withPackedBody(record, Buffer.from(body))),
            storyProblems: new Map(shared.storyProblems ?? []),
            removed: shared.removed ?? [],
            rejected: new Map(),
            watermark: shared.watermark ?? null,
            hubStories: shared.hubStories ?? null,
        },
    };
}
