import { createElement } from 'react';
import { pageCount, STORIES_PAGE_SIZE } from '../../../domain/stories/load-more';
import { TagPage } from '../../../views/pages/TagPage';
import type { AppDeps } from '../../app-deps';
import { storyCardsKeys, tagKey } from '../../cache/surrogate-keys';
import { pathParam } from '../../http/express-path';
import { RouteAnswers } from '../../http/route-answers';
import { notFound } from '../../http-error';
import { sendPage } from '../../render/send-page';
import { storyListPage } from '../../render/story-cards';
import { hasPage } from '../../request-scope/page-query';
import { requestContext } from '../../request-scope/request-context';
import { tagHead } from './tag-head';
import { tagOfPath } from './tag-of-path';

/**
 * `/tag/{tag}`: the listed stories of a tag in the page's language, paged and loading more like a
 * category. A tag slug is the same in every language, so its language versions are the
 * languages whose stories carry it.
 */
export function tagRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('tag', (req, res, next) => {
        const context = requestContext(res);
        const { page, snapshot, language, urls } = context;
        if (page === null) return next(notFound());
        const languageCode = language.code;
        const found = tagOfPath(context, pathParam(req.params, 'tag'), urls.tag);
        if (!found) return next(notFound());
        if ('redirect' in found) return res.redirect(302, found.redirect);
        const { tag } = found;
        const result = snapshot.stories.page(languageCode, { page, pageSize: STORIES_PAGE_SIZE, tagSlug: tag.slug });
        if (!hasPage(page, result.total, STORIES_PAGE_SIZE)) return next(notFound());
        const pages = pageCount(result.total, STORIES_PAGE_SIZE);
        const base = urls.tag(languageCode, tag.slug);
        const hasTag = (code: string) => snapshot.tags.bySlug(code, tag.slug) !== undefined;
        sendPage(res, deps, {
            keys: [tagKey(tag.slug), ...storyCardsKeys(result.stories)],
            head: tagHead(context, tag, { page, pages }),
            languageTo: (candidate) =>
                hasTag(candidate.code) ? urls.to.tag(candidate.code, tag.slug) : urls.to.home(candidate.code),
            page: createElement(TagPage, {
                tag,
                pageCount: pages,
                list: storyListPage(
                    snapshot,
                    result,
                    { languageCode, page, pages, base, withPage: urls.withPage },
                    { tagSlug: tag.slug },
                ),
            }),
        });
    });
    return routes;
}
