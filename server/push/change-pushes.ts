import { createHash } from 'node:crypto';
import type { Story } from '../../domain/content';
import { isListed } from '../../domain/stories/story-rules';
import type { LanguagePaths } from '../../domain/urls';
import type { ContentSnapshot } from '../content/content-snapshot';
import { sameStory } from '../content/same-story';
import { type SiteAddress, siteUrlsOf } from '../content/snapshot-urls';

/** What one content change announces: the feeds it changed, and the pages it published, changed or removed. */
export interface ChangePushes {
    /** Self URLs of the feeds whose stories changed (WebSub). */
    feeds: string[];
    /** Absolute addresses of the story pages and their JSON (IndexNow). */
    pages: string[];
    /**
     * The change's name, the same in every instance that applies it: a digest of the versions
     * of the stories it announces on each side (uuid, `updated_at`, which every save moves, and
     * the state the site gives them: status, visibility, language, slug). Instances sharing
     * Redis announce a change once by it (announce-once.ts).
     */
    id: string;
}

/**
 * The self URLs of every feed that lists a story, read in a snapshot: each page kind's feeds
 * (`feedsListing` of server/pages/page-kind.ts), given by the process that announces.
 */
export type StoryFeeds = (story: Story, snapshot: ContentSnapshot, urls: LanguagePaths) => string[];

/**
 * The pushes a change from `previous` to `next` calls for (docs/product-rules.md §7.8, §7.9).
 * Feeds and indexed pages carry listed stories only, so a story counts when it is listed on
 * either side and is not the same on both: published (or its embargo lifted), edited, moved or
 * withdrawn. Each side's version names its own feeds (`storyFeeds`) and address, so a story that left a
 * category pings that category's feed, and a renamed one submits both addresses.
 */
export function changePushes(
    previous: ContentSnapshot,
    next: ContentSnapshot,
    site: SiteAddress,
    storyFeeds: StoryFeeds,
): ChangePushes {
    const feeds = new Set<string>();
    const pages = new Set<string>();
    const versions: string[] = [];
    const announce = (story: Story, snapshot: ContentSnapshot) => {
        versions.push(
            `${snapshot === previous ? 'before' : 'after'} ${story.uuid} ${story.updated_at} ${story.status} ${story.visibility} ${story.culture.code} ${story.slug}`,
        );
        const urls = siteUrlsOf(snapshot, site).absoluteUrls;
        pages.add(urls.storyOf(story));
        pages.add(urls.storyJsonOf(story));
        for (const feed of storyFeeds(story, snapshot, urls)) feeds.add(feed);
    };
    const uuids = new Set([
        ...previous.content.stories.map((story) => story.uuid),
        ...next.content.stories.map((story) => story.uuid),
    ]);
    for (const uuid of uuids) {
        const before = listedIn(previous, uuid);
        const after = listedIn(next, uuid);
        if (!before && !after) continue;
        if (before && after && sameStory(before, after)) continue;
        if (before) announce(before, previous);
        if (after) announce(after, next);
    }
    const id = createHash('sha256').update(versions.sort().join('\n')).digest('hex').slice(0, 32);
    return { feeds: [...feeds], pages: [...pages], id };
}

/** The story of that uuid when the snapshot lists it (and serves its language). */
function listedIn(snapshot: ContentSnapshot, uuid: string): Story | undefined {
    const story = snapshot.stories.byUuid(uuid);
    return story && isListed(story) && snapshot.languages.byCode(story.culture.code) ? story : undefined;
}
