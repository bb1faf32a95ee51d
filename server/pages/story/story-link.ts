import type { AppDeps } from '../../app-deps';
import { pathParam } from '../../http/express-path';
import { RouteAnswers } from '../../http/route-answers';
import { compressAnswer } from '../../middleware/compress-answer';
import { requestContext, switchPageLanguage } from '../../request-scope/request-context';
import { linkedStory, STORY_UUID } from './linked-story';
import { sendStoryPage } from './story-page';
import { sendStoryPreview } from './story-preview';

/**
 * `/s/{uuid}` (docs/product-rules.md §2.20): the link Prezly gives every story, in its mailings
 * and dashboard. A story its link reaches (published of any visibility, or embargoed) is
 * answered with a temporary redirect to its page, whose address may change with its slug, with
 * `?preview` too; a story answered at its link (confidential, whose secret link this is, or
 * whose slug a page of the site takes: `urls.isAtLink`) has its page here, in its language, and
 * its documents beside it (`/s/{uuid}.json`, `.pdf`, `/media-kit.zip`: story-json.ts,
 * story-pdf.ts, media-kit.ts). With `?preview`, any other story is read live from a source that has
 * unpublished stories (Prezly; story-preview.ts); otherwise an unknown or malformed uuid falls
 * through to the not-found page.
 */
export function storyLinkRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('storyLink', compressAnswer, async (req, res, next) => {
        const uuid = pathParam(req.params, 'uuid');
        if (!STORY_UUID.test(uuid)) return next();
        const { urls } = requestContext(res);
        const { story, language } = linkedStory(res, uuid) ?? {};
        if (story && language && urls.isAtLink(story)) {
            // Its page is here: a confidential story, which only this link reaches, or one whose
            // slug a page of the site takes (decision 2; docs/content-format.md, "Slugs").
            switchPageLanguage(res, language);
            return sendStoryPage(res, deps, story);
        }
        if (story && language) {
            // The slug (and so the page's address) may change: a cached redirect would outlive it.
            res.setHeader('Cache-Control', 'no-store');
            return res.redirect(302, urls.story(story.culture.code, story.slug));
        }
        const { previewStory } = deps.content;
        if (req.query.preview === undefined || !previewStory) return next();
        await sendStoryPreview(res, deps, uuid.toLowerCase(), previewStory, next);
    });
    return routes;
}
