import type { Story } from '../../domain/content';
import type { SiteUrls } from '../../domain/urls';
import type { ContentSnapshot } from './content-snapshot';

/**
 * The story whose page is at this path: its slug, or its link `/s/{uuid}`, as the site addresses
 * it now (under its language's prefix and BASE_PATH). Any story, whatever its state: callers
 * decide who may have it (the MCP server and the fediverse: listed stories only). A path that is
 * not a story's address, or does not decode, is none.
 */
export function storyAtPath(snapshot: ContentSnapshot, urls: SiteUrls, pathname: string): Story | undefined {
    let last: string;
    try {
        last = decodeURIComponent(pathname.split('/').pop() ?? '');
    } catch {
        return undefined;
    }
    const story = snapshot.stories.bySlug(last) ?? snapshot.stories.byUuid(last.toLowerCase());
    if (!story) return undefined;
    return new URL(urls.absoluteUrls.storyOf(story)).pathname === pathname ? story : undefined;
}
