import type { ContentSnapshot } from './content-snapshot';

/**
 * Whether the site offers search (the header's quick search, the /search page). Prezly's theme
 * offers none on a hub's own site, whose home lists its members' stories, which live and are
 * searched on their members' sites; a hub that publishes listed stories of its own keeps search
 * for them, and a member site is searched like any newsroom (docs/hub-newsrooms.md).
 */
export function offersSearch(snapshot: ContentSnapshot): boolean {
    return !snapshot.hub?.isRoot || snapshot.stories.allListed().length > 0;
}
