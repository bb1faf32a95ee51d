import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { z } from 'zod';
import {
    CategorySchema,
    ContactSchema,
    GallerySchema,
    HubSchema,
    HubStorySchema,
    LanguageSchema,
    NewsroomSchema,
    type Story,
    StorySchema,
} from '../../../domain/content';
import type { ContentProblem } from '../content-source';
import type { NewsroomContent } from '../newsroom-content';
import { packedBodyOf, withPackedBody } from '../packed-bodies';

/**
 * Bumped whenever what a snapshot holds changes meaning; a snapshot of another format is
 * ignored (with a log line) rather than read into a model it was not written for. 2: stories
 * carry their `social_text`, which a refresh reads again only for edited stories, so a
 * snapshot saved before would share every story's title until then.
 */
export const SNAPSHOT_FORMAT = 2;

/** The first line of a snapshot: what it is, whose, and how fresh. */
const HeaderSchema = z.object({
    kind: z.literal('newsroom-content-snapshot'),
    format: z.number(),
    source: z.string(),
    newsroomUuid: z.string(),
    /** When this content was read from its source. */
    loadedAt: z.iso.datetime(),
    savedAt: z.iso.datetime(),
    /** The newest `updated_at` the source had seen: where the next look for changes starts. */
    watermark: z.string().nullable(),
    stories: z.number().int().min(0),
});
export type SnapshotHeader = z.infer<typeof HeaderSchema>;

export const SiteSchema = z.object({
    newsroom: NewsroomSchema,
    languages: z.array(LanguageSchema),
    categories: z.array(CategorySchema),
    galleries: z.array(GallerySchema),
    contacts: z.array(ContactSchema),
    /** Absent in a snapshot saved before hubs were read: the next refresh reads the hub. */
    hub: HubSchema.nullish(),
    hub_stories: z.object({ members: z.array(z.string()), stories: z.array(HubStorySchema) }).nullish(),
    problems: z.array(
        z.object({ file: z.string(), field: z.string(), message: z.string(), leftOut: z.boolean().optional() }),
    ),
});
export const StoryRecordSchema = StorySchema.omit({ content: true });

/** A story's fields but its body, read one by one: reading `content` would parse the packed body. */
export function storyRecord(story: Story): Record<string, unknown> {
    const record: Record<string, unknown> = {};
    for (const key of Object.keys(story)) if (key !== 'content') record[key] = story[key as keyof Story];
    return record;
}

export interface PersistedContent {
    header: SnapshotHeader;
    content: NewsroomContent;
    problems: ContentProblem[];
}

/** Why a snapshot was not used, in one line for the log. */
export class UnusableSnapshot extends Error {}

/**
 * A snapshot as gzipped lines: the header, the site parts, then two lines per story, its record
 * and its body as the packed JSON bytes it is held as (packed-bodies.ts). Written a line at a
 * time and read back a line at a time, bodies never parsed either way, so saving or restoring
 * 10,000 stories costs neither a second copy of the newsroom nor seconds of parsing.
 */
export function encodeSnapshot(
    header: Omit<SnapshotHeader, 'kind' | 'format' | 'stories'>,
    content: NewsroomContent,
    problems: ContentProblem[],
): Readable {
    const { stories, ...site } = content;
    function* lines(): Generator<Buffer | string> {
        const full: SnapshotHeader = {
            kind: 'newsroom-content-snapshot',
            format: SNAPSHOT_FORMAT,
            ...header,
            stories: stories.length,
        };
        yield `${JSON.stringify(full)}\n`;
        yield `${JSON.stringify({ ...site, problems })}\n`;
        for (const story of stories) {
            yield `${JSON.stringify(storyRecord(story))}\n`;
            yield Buffer.from(packedBodyOf(story) ?? JSON.stringify(story.content));
            yield '\n';
        }
    }
    return Readable.from(lines()).pipe(createGzip({ level: 4 }));
}

/** Reads a snapshot; throws UnusableSnapshot naming why it cannot be used. */
export async function decodeSnapshot(
    gzipped: Readable,
    expect: { newsroomUuid: string; source: string },
): Promise<PersistedContent> {
    const lines = createInterface({ input: gzipped.pipe(createGunzip()), crlfDelay: Number.POSITIVE_INFINITY })[
        Symbol.asyncIterator
    ]();
    const next = async () => {
        const line = await lines.next();
        if (line.done) throw new UnusableSnapshot('it ends early (truncated)');
        return line.value;
    };
    const header = HeaderSchema.safeParse(parseLine(await next()));
    if (!header.success) throw new UnusableSnapshot('it is not a content snapshot');
    if (header.data.format !== SNAPSHOT_FORMAT) {
        throw new UnusableSnapshot(`it has format ${header.data.format}, this version reads format ${SNAPSHOT_FORMAT}`);
    }
    if (header.data.source !== expect.source || header.data.newsroomUuid !== expect.newsroomUuid) {
        throw new UnusableSnapshot(
            `it holds ${header.data.source} newsroom ${header.data.newsroomUuid}, not ${expect.newsroomUuid}`,
        );
    }
    const site = SiteSchema.safeParse(parseLine(await next()));
    if (!site.success)
        throw new UnusableSnapshot(
            `its site records do not match this version (${site.error.issues[0]?.path.join('.')})`,
        );
    const stories: Story[] = [];
    for (let index = 0; index < header.data.stories; index++) {
        const record = StoryRecordSchema.safeParse(parseLine(await next()));
        if (!record.success)
            throw new UnusableSnapshot(
                `its story records do not match this version (${record.error.issues[0]?.path.join('.')})`,
            );
        stories.push(withPackedBody(record.data, Buffer.from(await next())));
    }
    const { problems, ...parts } = site.data;
    return { header: header.data, content: { ...parts, stories }, problems };
}

function parseLine(line: string): unknown {
    try {
        return JSON.parse(line);
    } catch {
        throw new UnusableSnapshot('a line is not JSON (damaged)');
    }
}
