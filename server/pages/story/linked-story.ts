import type { Response } from 'express';
import type { Language, Story } from '../../../domain/content';
import { isReachable } from '../../../domain/stories/story-rules';
import { requestContext, switchPageLanguage } from '../../request-scope/request-context';

/** A story uuid as Prezly writes it: 8-4-4-4-12 hexadecimal digits. */
export const STORY_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The story a link `/s/{uuid}` (or a document beside it, `/s/{uuid}.pdf`…) names, when the link
 * reaches it (published of any visibility, or embargoed) and its language is served; undefined
 * for a malformed or unknown uuid and for a story no link reaches (docs/product-rules.md §2.20).
 */
export function linkedStory(res: Response, uuid: string): { story: Story; language: Language } | undefined {
    if (!STORY_UUID.test(uuid)) return undefined;
    const { snapshot } = requestContext(res);
    const story = snapshot.stories.byUuid(uuid.toLowerCase());
    const language = story && isReachable(story) ? snapshot.languages.byCode(story.culture.code) : undefined;
    return story && language ? { story, language } : undefined;
}

/**
 * Answers a document beside a story's link. A story answered at
 * its link (decision 2) has its documents there, so the request takes the story's language (a
 * site route has none) and `send` answers; any other story has them beside its slug, where a
 * temporary redirect sends the request (its slug may change, as its link's redirect says).
 */
export function answerAtLink(
    res: Response,
    found: { story: Story; language: Language },
    documentAtSlug: (story: Story) => string,
    send: () => void | Promise<void>,
): void | Promise<void> {
    const { urls } = requestContext(res);
    if (!urls.isAtLink(found.story)) {
        res.setHeader('Cache-Control', 'no-store');
        res.redirect(302, documentAtSlug(found.story));
        return;
    }
    switchPageLanguage(res, found.language);
    return send();
}
