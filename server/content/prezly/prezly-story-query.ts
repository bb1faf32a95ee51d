import { Story } from '@prezly/sdk';

/**
 * Prezly Content Format in the newest version the SDK knows, as Prezly's own theme asks for it
 * (the SDK sends it as `Accept: application/json; content-format=v6`): story bodies arrive as a
 * JSON-encoded document in `content`, the title and subtitle as heading nodes with a `role`, the
 * header image as the body's first image-block (docs/content-format.md, "Story bodies").
 */
export const STORY_FORMATS = [Story.FormatVersion.SLATEJS_V6];
/** Extra story fields the site renders; without `include` the API leaves them out (a light record). */
export const STORY_INCLUDE = [
    'thumbnail_image',
    'header_image',
    'content',
    'tag_names',
    'referenced_entities',
    'social_text',
] as const;
/**
 * Listings page in creation order: a story created after the listing began lands on its last
 * page instead of shifting every page after the first one.
 */
export const LISTING_ORDER = '+created_at';
/** Changes come oldest first, so a page boundary never hides the newest edit. */
export const CHANGES_ORDER = '+updated_at';

/** Stories of this newsroom only. */
export const newsroomScope = (newsroomUuid: string) => ({ 'newsroom.uuid': { $in: [newsroomUuid] } });

/**
 * Every story a visitor can reach (domain/stories/story-rules.ts): published, of any visibility
 * (private and confidential ones open by link), and embargoed ones, whose link journalists get
 * early. Drafts and scheduled stories never leave Prezly.
 */
export const REACHABLE_STATUSES = [Story.Status.PUBLISHED, Story.Status.EMBARGO];

/**
 * The visibilities whose story an old link may lead to (a by-slug lookup, prezly-api.ts): all but
 * confidential, which only its secret link reaches (decision 2), as Prezly's theme asks.
 */
export const LINKED_VISIBILITIES = [Story.Visibility.PUBLIC, Story.Visibility.PRIVATE, Story.Visibility.EMBARGO];

/**
 * How much of each story a search brings: `full` (bodies, images: the site's own stories),
 * `light` (dates and status: to learn what changed), `card` (a light record and its thumbnail:
 * a hub member's story, which the hub lists but never shows).
 */
export const STORY_WEIGHTS = {
    full: [...STORY_INCLUDE],
    light: undefined,
    card: ['thumbnail_image'],
} as const satisfies Record<string, readonly string[] | undefined>;

/** One kind of story search: what it asks for, and how much of each record (STORY_WEIGHTS). */
export interface StorySearch {
    what: string;
    query: object;
    order: string;
    weight: keyof typeof STORY_WEIGHTS;
}

const reachable = (newsroomUuid: string) => ({ ...newsroomScope(newsroomUuid), status: { $in: REACHABLE_STATUSES } });

export function reachableStories(newsroomUuid: string, weight: StorySearch['weight']): StorySearch {
    return { what: `the reachable stories (${weight})`, query: reachable(newsroomUuid), order: LISTING_ORDER, weight };
}

/**
 * Stories of any status saved after `since` (Prezly's `updated_at`, a comparable field of the
 * story search), light: an edit, a publication, an unpublication, a move to another language or
 * visibility all move it, so one light listing tells what to fetch again and what to drop.
 */
export function storiesChangedSince(newsroomUuid: string, since: string): StorySearch {
    return {
        what: `the stories changed since ${since}`,
        query: { ...newsroomScope(newsroomUuid), updated_at: { $gt: since } },
        order: CHANGES_ORDER,
        weight: 'light',
    };
}

/** The named stories, when a visitor can reach them. */
export function storiesByUuid(
    newsroomUuid: string,
    uuids: readonly string[],
    weight: StorySearch['weight'] = 'full',
): StorySearch {
    return {
        what: `${uuids.length} stories by uuid (${weight})`,
        query: { ...reachable(newsroomUuid), uuid: { $in: [...uuids] } },
        order: LISTING_ORDER,
        weight,
    };
}

/**
 * The public, published stories of a hub's members (docs/hub-newsrooms.md), as cards: all of
 * them, or those saved after `since` (any status, so an unpublished one is noticed and dropped).
 */
export function hubMemberStories(memberUuids: readonly string[], since: string | null = null): StorySearch {
    const scope = { 'newsroom.uuid': { $in: [...memberUuids] } };
    if (since) {
        return {
            what: `the hub members' stories changed since ${since}`,
            query: { ...scope, updated_at: { $gt: since } },
            order: CHANGES_ORDER,
            weight: 'card',
        };
    }
    return {
        what: "the hub members' public stories",
        query: { ...scope, status: { $in: [Story.Status.PUBLISHED] }, visibility: { $in: [Story.Visibility.PUBLIC] } },
        order: LISTING_ORDER,
        weight: 'card',
    };
}
