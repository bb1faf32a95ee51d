import type { Request, Response } from 'express';
import type { Story } from '../../../domain/content';
import { toHtmlLang } from '../../../domain/locale/locale-code';
import type { AppDeps } from '../../app-deps';
import { sendCacheable } from '../../cache/send-cacheable';
import { storyKey, storyShownKeys } from '../../cache/surrogate-keys';
import { pathParam } from '../../http/express-path';
import { RouteAnswers } from '../../http/route-answers';
import { PAGE_CACHE_CONTROL } from '../../render/send-page';
import { requestContext } from '../../request-scope/request-context';
import { answerAtLink, linkedStory } from './linked-story';
import { isOwnSlug, storyAtSlug } from './story-at-slug';
import { storyJson } from './story-json-body';

const NOT_FOUND = { message: 'Story not found' };

/**
 * `{story url}.json` (docs/product-rules.md §2.1): the JSON alternate of every story its link reaches, like its
 * page: listed stories, and private, confidential and embargoed ones for whoever has the link;
 * beside the page's address, so `/s/{uuid}.json` for a story answered at its link (decision 2).
 * Drafts and scheduled stories answer 404 like stories that do not exist. Every answer carries
 * `X-Robots-Tag: noindex`; feeds and sitemaps still name listed stories only.
 * Registered before the story pages, whose `/:slug` would otherwise take `slug.json`.
 */
export function storyJsonRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('storyJson', async (req, res, next) => {
        const file = pathParam(req.params, 'slug');
        if (isOwnSlug(res, file, '.json')) return next();
        // A story answered at its link has its JSON beside it, none at its slug (decision 2).
        const found = await storyAtSlug(res, deps, file, requestContext(res).urls.storyJsonOf);
        if (!found) return sendNotFound(res);
        if ('redirect' in found) return res.redirect(found.status, found.redirect);
        sendStoryJson(req, res, deps, found.story);
    });
    // `/s/{uuid}.json`: the JSON of a story answered at its link (a confidential one's, for
    // whoever has its secret link), the same answer as at a slug.
    routes.get('storyLinkJson', (req, res) => {
        const found = linkedStory(res, pathParam(req.params, 'uuid'));
        if (!found) return sendNotFound(res);
        const { urls } = requestContext(res);
        answerAtLink(res, found, urls.storyJsonOf, () => sendStoryJson(req, res, deps, found.story));
    });
    return routes;
}

function sendNotFound(res: Response): void {
    res.status(404).setHeader('Cache-Control', 'no-store').json(NOT_FOUND);
}

/** The story's JSON in the request's language, which is the story's. */
function sendStoryJson(req: Request, res: Response, deps: AppDeps, story: Story): void {
    const { snapshot, language, urls } = requestContext(res);
    const body = storyJson(snapshot, urls, story, { cdnUrl: deps.config.assetsCdnUrl });
    sendCacheable(req, res, deps.pageCache ?? null, snapshot.version, {
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify(body),
        cacheControl: PAGE_CACHE_CONTROL,
        headers: {
            'Content-Language': toHtmlLang(language.code),
            'X-Robots-Tag': 'noindex',
            'Access-Control-Allow-Origin': '*',
        },
        keys: [...storyShownKeys(story), ...story.translations.map((translation) => storyKey(translation.uuid))],
    });
}
