import { Router } from 'express';
import { StorySlugSchema } from '../../domain/content';
import { isListed, isReachable } from '../../domain/stories/story-rules';
import type { AppDeps } from '../app-deps';
import { sendCacheable } from '../cache/send-cacheable';
import { storyKey, storyShownKeys } from '../cache/surrogate-keys';
import { requestLanguage } from '../i18n/request-language';
import { PAGE_CACHE_CONTROL } from '../render/send-page';
import { siteUrlsFor } from '../render/site-context';
import { requestState } from '../request-state';
import { storyJson } from '../seo/story-json';

const NOT_FOUND = { message: 'Story not found' };

/**
 * `{story url}.json` (SPEC §2): a listed story as JSON. Private, confidential and embargoed
 * stories answer 404 like stories that do not exist, so the JSON never confirms they exist.
 * Mounted before the story pages, whose `/:slug` would otherwise see `slug.json`.
 */
export function storyJsonRoutes(deps: AppDeps): Router {
    const router = Router();
    router.get<'/:file', { file: string }>(
        '/:file',
        // Any other file name is a story page's: leave it to the story routes.
        (req, _res, next) => next(req.params.file.endsWith('.json') ? undefined : 'route'),
        requestLanguage(deps.i18n),
        (req, res, next) => {
            const { file } = req.params;
            const { snapshot, language } = requestState(res);
            const whole = snapshot.storyBySlug(file);
            // A story whose own slug ends in .json keeps its page.
            if (whole && isReachable(whole)) return next();
            const slug = StorySlugSchema.safeParse(file.slice(0, -'.json'.length));
            const story = slug.success ? snapshot.storyBySlug(slug.data) : undefined;
            if (!story || !isListed(story) || !snapshot.language(story.culture.code)) {
                res.status(404).setHeader('Cache-Control', 'no-store').json(NOT_FOUND);
                return;
            }
            const urls = siteUrlsFor(snapshot, deps.config);
            if (story.culture.code !== language.code) {
                return res.redirect(302, urls.storyJson(story.culture.code, story.slug));
            }
            const body = storyJson(snapshot, urls, story, {
                cdnUrl: deps.config.assetsCdnUrl,
                origin: new URL(deps.config.siteUrl).origin,
            });
            sendCacheable(req, res, deps.pageCache ?? null, snapshot.version, {
                contentType: 'application/json; charset=utf-8',
                body: JSON.stringify(body),
                cacheControl: PAGE_CACHE_CONTROL,
                headers: { 'X-Robots-Tag': 'noindex', 'Access-Control-Allow-Origin': '*' },
                keys: [
                    ...storyShownKeys(story),
                    ...story.translations.map((translation) => storyKey(translation.uuid)),
                ],
            });
        },
    );
    return router;
}
