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
import { sameStory } from '../../content/same-story';

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
