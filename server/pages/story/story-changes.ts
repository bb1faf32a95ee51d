import type { Story } from '../../../domain/content';
import { tagSlug } from '../../../domain/content/tag';
import { isListed } from '../../../domain/stories/story-rules';
import {
    INDEX_KEY,
    LATEST_STORIES_WINDOW,
    latestStoriesKey,
    storyKey,
    storyListKey,
    tagKey,
} from '../../cache/surrogate-keys';
import type { ContentSnapshot } from '../../content/content-snapshot';
import { packedBodyOf } from '../../content/packed-bodies';

/** Two JSON-shaped values (parsed records) equal, field by field, without serialising them. */
function sameValue(a: unknown, b: unknown): boolean {
    if (a === b) return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    if (Array.isArray(a)) {
        if (!Array.isArray(b) || a.length !== b.length) return false;
        return a.every((item, index) => sameValue(item, b[index]));
    }
    const fields = Object.keys(a);
    if (Array.isArray(b) || fields.length !== Object.keys(b).length) return false;
    return fields.every((field) =>
        sameValue((a as Record<string, unknown>)[field], (b as Record<string, unknown>)[field]),
    );
}

/**
 * Whether two loads of a story hold the same: every field, and the body compared as the packed
 * bytes it is stored as, without parsing it, so comparing a whole large newsroom stays cheap
 * (figures: docs/benchmarks.md#figures-behind-the-codes-choices).
 */
export function sameStory(a: Story, b: Story): boolean {
    const fields = Object.keys(a);
    if (fields.length !== Object.keys(b).length) return false;
    for (const field of fields) {
        // Reading `content` would parse the body; it is compared below.
        if (field === 'content') continue;
        if (!sameValue(a[field as keyof Story], b[field as keyof Story])) return false;
    }
    const bodyA = packedBodyOf(a);
    const bodyB = packedBodyOf(b);
    if (bodyA && bodyB) return Buffer.compare(bodyA, bodyB) === 0;
    return JSON.stringify(a.content) === JSON.stringify(b.content);
}

/** What decides a story's place in the lists: listed or not, language, date, pin, categories, tags. */
function placeInLists(story: Story | undefined): string {
    if (!story || !isListed(story)) return '';
    const categories = story.categories.map((category) => category.id).sort((a, b) => a - b);
    const tags = story.tags.map(tagSlug).sort();
    return `${story.culture.code}|${story.published_at}|${story.is_pinned}|${categories.join(',')}|${tags.join(',')}`;
}

/** The list keys a story is in: its language's list, its categories' lists there, its tags' pages. */
function listKeys(story: Story): string[] {
    const code = story.culture.code;
    return [
        storyListKey(code),
        ...story.categories.map((category) => storyListKey(code, category.id)),
        ...story.tags.map((tag) => tagKey(tagSlug(tag))),
    ];
}

/**
 * Keys changed by the stories of two snapshots: each story that was added, removed or changed in
 * any way; the lists it left, joined or moved in; the newest stories of each language; and the
 * newsroom indexes (sitemaps, llms.txt) when a listed story changed.
 *
 * A story whose tags changed adds the `tagKey` of each tag it has or had, as for categories.
 */
export function storyChanges(before: ContentSnapshot, after: ContentSnapshot, keys: Set<string>): void {
    const uuids = new Set<string>();
    for (const story of before.content.stories) uuids.add(story.uuid);
    for (const story of after.content.stories) uuids.add(story.uuid);
    for (const uuid of uuids) {
        const old = before.stories.byUuid(uuid);
        const now = after.stories.byUuid(uuid);
        if (old && now && sameStory(old, now)) continue;
        keys.add(storyKey(uuid));
        const listed = [old, now].filter((story): story is Story => story !== undefined && isListed(story));
        if (listed.length > 0) keys.add(INDEX_KEY);
        if (placeInLists(old) === placeInLists(now)) continue;
        for (const story of listed) for (const key of listKeys(story)) keys.add(key);
    }
    latestChanges(before, after, keys);
}

/** `latest:{language}` when the newest few listed stories of a language are not the same ones. */
function latestChanges(before: ContentSnapshot, after: ContentSnapshot, keys: Set<string>): void {
    const codes = new Set([...before.languages.all, ...after.languages.all].map((language) => language.code));
    const newest = (snapshot: ContentSnapshot, code: string) =>
        snapshot.stories
            .listed(code)
            .slice(0, LATEST_STORIES_WINDOW)
            .map((story) => story.uuid)
            .join(' ');
    for (const code of codes) {
        if (newest(before, code) !== newest(after, code)) keys.add(latestStoriesKey(code));
    }
}
