import type { Response } from 'express';
import { createElement } from 'react';
import type { LocalizedCategory, Story } from '../../../domain/content';
import { pageCount, STORIES_PAGE_SIZE } from '../../../domain/stories/load-more';
import { CategoryPage } from '../../../views/pages/CategoryPage';
import type { AppDeps } from '../../app-deps';
import { categoryKey, storyCardsKeys, storyListKey } from '../../cache/surrogate-keys';
import { actorDirectory } from '../../federation/actor-directory';
import { pathParam } from '../../http/express-path';
import { RouteAnswers } from '../../http/route-answers';
import { notFound } from '../../http-error';
import { sendPage } from '../../render/send-page';
import { storyListPage } from '../../render/story-cards';
import { hasPage } from '../../request-scope/page-query';
import { requestContext } from '../../request-scope/request-context';
import { categoryHead } from './category-head';
import { categoryOfPath } from './category-of-path';

/** `/category/{slug}`: a category's stories in the page's language, paged like the home page. */
export function categoryRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('category', (req, res, next) => {
        const context = requestContext(res);
        const { page, snapshot, language, urls } = context;
        if (page === null) return next(notFound());
        const found = categoryOfPath(context, pathParam(req.params, 'slug'), urls.category);
        if (!found) return next(notFound());
        if ('redirect' in found) return res.redirect(302, found.redirect);
        const { category } = found;
        const result = snapshot.stories.page(language.code, {
            page,
            pageSize: STORIES_PAGE_SIZE,
            categoryId: category.id,
        });
        if (!hasPage(page, result.total, STORIES_PAGE_SIZE)) return next(notFound());
        sendCategoryPage(res, deps, category, { page, result });
    });
    return routes;
}

/** One page of a category's story list, which exists (the route checked). */
function sendCategoryPage(
    res: Response,
    deps: AppDeps,
    category: LocalizedCategory,
    { page, result }: { page: number; result: { stories: readonly Story[]; total: number } },
): void {
    const context = requestContext(res);
    const { snapshot, language, urls } = context;
    const languageCode = language.code;
    const pages = pageCount(result.total, STORIES_PAGE_SIZE);
    const base = urls.category(languageCode, category.slug);
    const source = snapshot.categories.byId(category.id)!;
    // The category's own fediverse actor; none with federation off.
    const actor = actorDirectory(snapshot, deps.config)?.categories.get(category.id) ?? null;
    sendPage(res, deps, {
        keys: [categoryKey(category.id), storyListKey(languageCode, category.id), ...storyCardsKeys(result.stories)],
        head: categoryHead(context, category, { page, pages }, actor?.url ?? null),
        // The same category in each language when it has stories there, else that language's home.
        languageTo: (candidate) => {
            const localized = snapshot.categories.localize(source, candidate.code);
            return localized && localized.storyCount > 0
                ? urls.to.category(candidate.code, localized.slug)
                : urls.to.home(candidate.code);
        },
        page: createElement(CategoryPage, {
            category,
            pageCount: pages,
            follow: actor ? { identifier: actor.identifier, account: actor.account } : null,
            list: storyListPage(
                snapshot,
                result,
                { languageCode, page, pages, base, withPage: urls.withPage },
                { categoryId: category.id },
            ),
        }),
    });
}
