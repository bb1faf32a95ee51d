import type { Response } from 'express';
import type { Story } from '../../../domain/content';
import { isReachable } from '../../../domain/stories/story-rules';
import type { AppDeps } from '../../app-deps';
import { requestContext } from '../../request-scope/request-context';

/**
 * The story an old slug leads to (docs/prezly.md, "Slugs, renamed and confidential stories"):
 * one of the snapshot's `former_slugs`, or else a slug Prezly's by-slug lookup still matches
 * (server/content/prezly/slug-lookup.ts, bounded and cached). Only a story the snapshot holds,
 * whose page is reachable, in a language of the site, and whose slug is now another; never a
 * confidential story, whose secret link must not be given away. Its page and its documents
 * (`.json`, `.pdf`, media kit) answer an old link with a permanent redirect (301) to theirs.
 */
export async function renamedStory(res: Response, deps: AppDeps, oldSlug: string): Promise<Story | undefined> {
    const { snapshot } = requestContext(res);
    const known = leadsTo(res, snapshot.stories.byFormerSlug(oldSlug), oldSlug);
    if (known) return known;
    const uuid = await deps.content.storyUuidBySlug?.(oldSlug);
    return uuid ? leadsTo(res, snapshot.stories.byUuid(uuid), oldSlug) : undefined;
}

function leadsTo(res: Response, story: Story | undefined, oldSlug: string): Story | undefined {
    const { snapshot } = requestContext(res);
    if (!story || story.slug === oldSlug || !isReachable(story) || story.visibility === 'confidential')
        return undefined;
    return snapshot.languages.byCode(story.culture.code) ? story : undefined;
}
