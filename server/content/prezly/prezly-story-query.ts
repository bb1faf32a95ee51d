import { Story } from '@prezly/sdk';

export type StoryFilter =
    | { kind: 'listed'; localeCode: string }
    /** Reachable by link but never listed: published private, confidential or embargo stories. */
    | { kind: 'unlisted-published' }
    /** Embargoed stories (status embargo), of any visibility: journalists get their link early. */
    | { kind: 'embargoed' };

/**
 * Prezly Content Format, as the official theme kit asks for it: story bodies arrive as a
 * JSON-encoded document in `content`.
 */
export const STORY_FORMATS = [Story.FormatVersion.SLATEJS_V4];
/** Extra story fields the site renders; without `include` the API leaves them out. */
export const STORY_INCLUDE = ['thumbnail_image', 'header_image', 'content', 'tag_names'] as const;
/** Pinned stories first: the first public story of a locale is its highlighted one. */
export const STORY_ORDER = '-is_pinned,-published_at';

/** Stories of this newsroom only. */
export const newsroomScope = (newsroomUuid: string) => ({ 'newsroom.uuid': { $in: [newsroomUuid] } });

/** The story search query for one kind of story. */
export function storyQuery(newsroomUuid: string, filter: StoryFilter): object {
    const scope = newsroomScope(newsroomUuid);
    switch (filter.kind) {
        case 'listed':
            return {
                ...scope,
                locale: { $in: [filter.localeCode] },
                status: { $in: [Story.Status.PUBLISHED] },
                visibility: { $in: [Story.Visibility.PUBLIC] },
            };
        case 'unlisted-published':
            return {
                ...scope,
                status: { $in: [Story.Status.PUBLISHED] },
                visibility: {
                    $in: [Story.Visibility.PRIVATE, Story.Visibility.CONFIDENTIAL, Story.Visibility.EMBARGO],
                },
            };
        case 'embargoed':
            return { ...scope, status: { $in: [Story.Status.EMBARGO] } };
    }
}

/** How a kind of story is named in error messages. */
export function describeFilter(filter: StoryFilter): string {
    return filter.kind === 'listed' ? `the public stories in ${filter.localeCode}` : `the ${filter.kind} stories`;
}
