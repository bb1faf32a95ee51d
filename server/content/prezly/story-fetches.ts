import type { Story } from '../../../domain/content';
import { isReachable } from '../../../domain/stories/story-rules';
import type { ContentChange } from './newsroom-state';
import type { PrezlyApi } from './prezly-api';
import { storiesByUuid } from './prezly-story-query';
import { acceptStory } from './story-records';

/** What a refresh needs to read stories: the API, the newsroom, the stories held now. */
export interface StoryReader {
    api: PrezlyApi;
    newsroomUuid: string;
    pageSize: number;
    held: ReadonlyMap<string, Story>;
    /** Stories skipped as invalid, with the `updated_at` of that version. */
    rejected: ReadonlyMap<string, string>;
}

/** Whether the story listed with `updatedAt` must be read: not held, or held (or skipped) in an older version. */
export function needsReading(reader: StoryReader, uuid: string, updatedAt: string): boolean {
    const known = reader.held.get(uuid)?.updated_at ?? reader.rejected.get(uuid);
    return known === undefined || Date.parse(known) !== Date.parse(updatedAt);
}

/** Adds one full record to the change: accepted (packed) or its problems. */
export function acceptInto(change: ContentChange, raw: unknown, languages: ReadonlySet<string>): string | null {
    const { story, problems } = acceptStory(raw, languages);
    const uuid = story?.uuid ?? (raw as { uuid?: unknown } | null)?.uuid;
    if (typeof uuid !== 'string') return null;
    change.storyProblems.set(uuid, problems);
    if (story) {
        change.upserted.push(story);
    } else {
        change.removed.push(uuid);
        const updatedAt = (raw as { updated_at?: unknown }).updated_at;
        if (typeof updatedAt === 'string') change.rejected.set(uuid, updatedAt);
    }
    return uuid;
}

/**
 * Reads the named stories with their bodies, a page of uuids a call. A story Prezly does not
 * return is no longer reachable (unpublished, deleted, moved): it is dropped.
 */
export async function fetchStories(
    reader: StoryReader,
    uuids: readonly string[],
    change: ContentChange,
    languages: ReadonlySet<string>,
): Promise<void> {
    await Promise.all(
        inBatches(uuids, reader.pageSize).map(async (batch) => {
            const page = await reader.api.stories(storiesByUuid(reader.newsroomUuid, batch), 0, batch.length);
            const found = new Set(page.records.map((raw) => acceptInto(change, raw, languages)));
            for (const uuid of batch) if (!found.has(uuid)) change.removed.push(uuid);
        }),
    );
}

/** `items` in lists of at most `size`: a page of uuids a call. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
    const batches: T[][] = [];
    for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
    return batches;
}

/**
 * Translations that must be read again, or for the first time, because of the stories just
 * read:
 * - Prezly's story search is served from an index that can lag behind a publication by a few
 *   seconds, so a translation that was just published may be linked from a story yet missing
 *   from the lists: it is fetched by slug, so translation links never point at nothing;
 * - a story just read that names a held story as its translation (or stops naming it) changes
 *   that story's side of the link, which Prezly may not mark as an edit of it: that story is
 *   read again, so both sides agree.
 */
export async function completeTranslations(
    reader: StoryReader,
    change: ContentChange,
    languages: ReadonlySet<string>,
    limit = 25,
): Promise<void> {
    const read = new Set([...change.upserted.map((story) => story.uuid), ...change.removed]);
    const missing = new Map<string, string>();
    const stale = new Set<string>();
    for (const story of change.upserted) {
        const linked = new Set(story.translations.map((translation) => translation.uuid));
        const before = reader.held.get(story.uuid)?.translations ?? [];
        for (const translation of story.translations) {
            if (read.has(translation.uuid)) continue;
            const held = reader.held.get(translation.uuid);
            if (!held && isReachable(translation)) missing.set(translation.uuid, translation.slug);
            else if (held && !held.translations.some((ref) => ref.uuid === story.uuid)) stale.add(held.uuid);
        }
        for (const old of before) {
            const held = reader.held.get(old.uuid);
            if (!linked.has(old.uuid) && held && !read.has(old.uuid)) stale.add(held.uuid);
        }
    }
    const slugs = [...missing.values()].slice(0, limit);
    const found = await Promise.all(slugs.map((slug) => reader.api.storyBySlug(slug)));
    for (const raw of found) if (raw) acceptInto(change, raw, languages);
    if (stale.size > 0) await fetchStories(reader, [...stale].slice(0, limit), change, languages);
}
