/**
 * Where the site's ActivityPub documents live, under the site's own address (BASE_PATH included):
 * the server's Fedify routes (server/federation/) and the pages' `<link rel="alternate">` both
 * build them here. Actors are named by a stable identifier, never by their handle, so a handle
 * changed in the settings keeps every follower (docs/federation.md).
 */
export const FEDERATION_PATHS = {
    actor: '/ap/actors/{identifier}',
    inbox: '/ap/actors/{identifier}/inbox',
    outbox: '/ap/actors/{identifier}/outbox',
    followers: '/ap/actors/{identifier}/followers',
    sharedInbox: '/ap/inbox',
    story: '/ap/stories/{uuid}',
} as const;

/** The newsroom's actor identifier. */
export const NEWSROOM_ACTOR = 'newsroom';

/** A category's actor identifier: by its id, which renaming or re-slugging it keeps. */
export function categoryActor(categoryId: number): string {
    return `category-${categoryId}`;
}

/** The category id an actor identifier names, or null for the newsroom's or an unknown one. */
export function categoryIdOfActor(identifier: string): number | null {
    const match = /^category-(-?\d{1,15})$/.exec(identifier);
    return match ? Number(match[1]) : null;
}

/** An actor's absolute address. `siteUrl` is the site's own, without a trailing slash. */
export function actorUrl(siteUrl: string, identifier: string): string {
    return `${siteUrl}${FEDERATION_PATHS.actor.replace('{identifier}', encodeURIComponent(identifier))}`;
}

/** A story's ActivityPub object (an Article): by its uuid, which a renamed slug keeps. */
export function storyObjectUrl(siteUrl: string, uuid: string): string {
    return `${siteUrl}${FEDERATION_PATHS.story.replace('{uuid}', encodeURIComponent(uuid))}`;
}
