import type { Response } from 'express';
import { type Story, StorySlugSchema } from '../../../domain/content';
import { isReachable } from '../../../domain/stories/story-rules';
import type { AppDeps } from '../../app-deps';
import { requestContext } from '../../request-scope/request-context';

/** What one of a story's answers at its slug (its page, JSON, PDF, media kit) does for a path. */
export type AtSlug = { story: Story } | { redirect: string; status: 301 | 302 } | null;

/**
 * The story a slug names, for one of its answers there: the story itself when it is in the
 * request's language; a redirect to `addressOf` the story, permanent (301) for a slug it had
 * before it was renamed, temporary (302) to its own language's prefix (docs/product-rules.md
 * §2.2, §2.3); or null, like a story that does not exist, for a malformed or unknown slug and for
 * a story that is not reachable, whose language is gone, or that is answered at its link instead
 * (confidential, or its slug a page's: decision 2). `addressOf` is the answer's builder in
 * domain/urls.ts (`storyOf`, `storyJsonOf`…).
 */
export async function storyAtSlug(
    res: Response,
    deps: AppDeps,
    segment: unknown,
    addressOf: (story: Story) => string,
): Promise<AtSlug> {
    const slug = StorySlugSchema.safeParse(segment);
    if (!slug.success) return null;
    const { snapshot, language, urls } = requestContext(res);
    const story = snapshot.stories.bySlug(slug.data);
    if (!story) {
        // An old link: a slug a story had before, as the snapshot or else Prezly knows it.
        const renamed = await renamedStory(res, deps, slug.data);
        return renamed ? { redirect: addressOf(renamed), status: 301 } : null;
    }
    if (!isReachable(story) || !snapshot.languages.byCode(story.culture.code) || urls.isAtLink(story)) return null;
    return story.culture.code === language.code ? { story } : { redirect: addressOf(story), status: 302 };
}

/**
 * Whether `{segment}{suffix}` is a story's own slug (`results.pdf`): its page keeps the address,
 * so the document route (`/:slug.pdf`) lets the request go on to it.
 */
export function isOwnSlug(res: Response, segment: string, suffix: '.json' | '.pdf'): boolean {
    const { snapshot, urls } = requestContext(res);
    const whole = snapshot.stories.bySlug(`${segment}${suffix}`);
    return whole !== undefined && isReachable(whole) && !urls.isAtLink(whole);
}

/**
 * The story an old slug leads to (docs/prezly.md, "Slugs, renamed and confidential stories"):
 * one of the snapshot's `former_slugs`, or else a slug Prezly's by-slug lookup still matches
 * (server/content/prezly/slug-lookup.ts, bounded and cached). Only a story the snapshot holds,
 * whose page is reachable, in a language of the site, and whose slug is now another; never a
 * confidential story, whose secret link must not be given away. Its page and its documents
 * (`.json`, `.pdf`, media kit) answer an old link with a permanent redirect (301) to theirs.
 */
async function renamedStory(res: Response, deps: AppDeps, oldSlug: string): Promise<Story | undefined> {
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
