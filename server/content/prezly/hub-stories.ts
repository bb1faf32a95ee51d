import { type HubStory, HubStorySchema } from '../../../domain/content';
import type { HubStories } from '../newsroom-content';
import type { PrezlyApi } from './prezly-api';
import { hubMemberStories } from './prezly-story-query';
import { eachPage, type SiteParts } from './site-records';

type Rec = Record<string, unknown>;
const isRecord = (value: unknown): value is Rec => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a refresh read of the members' stories: all of them (`whole`), or those changed. */
export type HubStoriesChange =
    | { whole: HubStories }
    | { members: string[]; upserted: HubStory[]; removed: string[]; watermark: string | null };

/**
 * The members whose stories the hub lists (docs/hub-newsrooms.md): active ones that display
 * their stories in the hub. Empty on a member's site, which lists its own stories only.
 */
export function listedMembers(site: SiteParts): string[] {
    const hub = site.hub;
    if (!hub || hub.hub_uuid !== hub.site_uuid) return [];
    return hub.markets
        .filter((market) => !market.is_hub && market.is_active && market.displays_stories_in_hub)
        .map((market) => market.uuid)
        .sort();
}

/** A member's story as a card: null when it is not one the hub can list (no public link, no date). */
export function hubStoryFromPrezly(raw: unknown): HubStory | null {
    if (!isRecord(raw)) return null;
    const newsroom = isRecord(raw.newsroom) ? raw.newsroom : {};
    const links = isRecord(raw.links) ? raw.links : {};
    const culture = isRecord(raw.culture) ? raw.culture : {};
    const parsed = HubStorySchema.safeParse({
        uuid: raw.uuid,
        newsroom_uuid: newsroom.uuid,
        title: raw.title,
        subtitle: raw.subtitle,
        slug: raw.slug,
        culture: { code: culture.code },
        published_at: raw.published_at,
        updated_at: raw.updated_at,
        url: links.newsroom_view,
        thumbnail_image: raw.thumbnail_image,
    });
    return parsed.success ? parsed.data : null;
}

const isListable = (raw: unknown) =>
    isRecord(raw) && raw.status === 'published' && raw.visibility === 'public' && hubStoryFromPrezly(raw) !== null;

/**
 * The members' stories, read as cards (a thumbnail, never a body): all of them on the first read
 * or when the members listed change, else only those saved since `since` (any status, so one
 * unpublished or made private is dropped). Paged through the API's queue like every listing.
 */
export async function readHubStories(
    refresh: { api: PrezlyApi; pageSize: number },
    site: SiteParts,
    held: HubStories | null,
    since: string | null,
): Promise<HubStoriesChange | null> {
    const members = listedMembers(site);
    if (members.length === 0) return held && held.stories.length > 0 ? { whole: { members, stories: [] } } : null;
    const sameMembers = held !== null && held.members.join() === members.join();
    if (!sameMembers || since === null) {
        const stories: HubStory[] = [];
        await eachPage(
            (offset) => refresh.api.stories(hubMemberStories(members), offset, refresh.pageSize),
            refresh.pageSize,
            (records) => {
                for (const raw of records) if (isListable(raw)) stories.push(hubStoryFromPrezly(raw)!);
            },
        );
        return { whole: { members, stories } };
    }
    const upserted: HubStory[] = [];
    const removed: string[] = [];
    let watermark: string | null = null;
    await eachPage(
        (offset) => refresh.api.stories(hubMemberStories(members, since), offset, refresh.pageSize),
        refresh.pageSize,
        (records) => {
            for (const raw of records) {
                if (!isRecord(raw) || typeof raw.uuid !== 'string') continue;
                const updated = typeof raw.updated_at === 'string' ? raw.updated_at : null;
                if (updated && (!watermark || Date.parse(updated) > Date.parse(watermark))) watermark = updated;
                if (isListable(raw)) upserted.push(hubStoryFromPrezly(raw)!);
                else removed.push(raw.uuid);
            }
        },
    );
    return { members, upserted, removed, watermark };
}

/** The members' stories after a change; the held list itself when nothing in it changed. */
export function applyHubStories(held: HubStories | null, change: HubStoriesChange): HubStories {
    if ('whole' in change) return change.whole;
    const byUuid = new Map((held?.stories ?? []).map((story) => [story.uuid, story]));
    let changed = false;
    for (const uuid of change.removed) changed = byUuid.delete(uuid) || changed;
    for (const story of change.upserted) {
        if (JSON.stringify(byUuid.get(story.uuid)) === JSON.stringify(story)) continue;
        byUuid.set(story.uuid, story);
        changed = true;
    }
    if (!changed && held) return held;
    return { members: change.members, stories: [...byUuid.values()] };
}
