import { Router } from 'express';
import { createElement } from 'react';
import { isReachable } from '../../domain/stories/story-rules';
import { StoryPage } from '../../views/pages/StoryPage';
import type { AppDeps } from '../app-deps';
import { notFound } from '../http-error';
import { sendPage } from '../render/send-page';
import { siteUrlsFor } from '../render/site-context';
import { requestState } from '../request-state';
import { basePageHead } from '../seo/page-head';

export function storyRoutes(deps: AppDeps): Router {
    const router = Router();
    router.get('/:slug', (req, res, next) => {
        const { snapshot, language } = requestState(res);
        const story = snapshot.storyBySlug(req.params.slug);
        if (!story || !isReachable(story)) return next(notFound());
        if (story.culture.code !== language.code) {
            // The story lives under its own language's prefix (SPEC §2).
            return res.redirect(302, siteUrlsFor(snapshot, deps.config).story(story.culture.code, story.slug));
        }
        sendPage(res, deps, {
            head: (site) => basePageHead(site, { title: story.title, description: story.summary || story.subtitle }),
            page: createElement(StoryPage, { story }),
        });
    });
    return router;
}
