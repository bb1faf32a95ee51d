import type { NextFunction, Response } from 'express';
import type { Story } from '../../../domain/content';
import type { AppDeps } from '../../app-deps';
import { RETRY_AFTER_SECONDS } from '../../middleware/health-check';
import { sendErrorPage } from '../../render/send-error-page';
import { requestContext, switchPageLanguage } from '../../request-scope/request-context';
import { sendStoryPage } from './story-page';

/**
 * `/s/{uuid}?preview` for a story the snapshot does not serve (docs/product-rules.md §2.20): a
 * draft, a scheduled story, or one published so recently that no refresh has read it yet. It is
 * read live from the source (Prezly) on every request and shown as its page in its own language,
 * said to be a preview, never indexed, never cached, never tracked. A story the source does not
 * have (or in a language the newsroom does not have) falls through to the not-found page; a
 * source that cannot be read answers 503, and the visitor tries again later.
 */
export async function sendStoryPreview(
    res: Response,
    deps: AppDeps,
    uuid: string,
    previewStory: (uuid: string) => Promise<Story | null>,
    next: NextFunction,
): Promise<void> {
    res.setHeader('X-Robots-Tag', 'noindex');
    let story: Story | null;
    try {
        story = await previewStory(uuid);
    } catch (error) {
        // The source could not be read (down, timed out, rate limited, after its retries).
        deps.logger.warn(`Preview of story ${uuid} failed: ${error instanceof Error ? error.message : String(error)}`);
        res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
        sendErrorPage(res, deps, 503);
        return;
    }
    const language = story ? requestContext(res).snapshot.languages.byCode(story.culture.code) : undefined;
    if (!story || !language) return next();
    switchPageLanguage(res, language);
    sendStoryPage(res, deps, story, { preview: true });
}
