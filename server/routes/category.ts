import { Router } from 'express';
import { createElement } from 'react';
import { ROUTES } from '../../domain/routes';
import { pageCount, STORIES_PAGE_SIZE } from '../../domain/stories/load-more';
import { CategoryPage } from '../../views/pages/CategoryPage';
import type { AppDeps } from '../app-deps';
import { categoryKey, storyCardsKeys, storyListKey } from '../cache/surrogate-keys';
import { notFound } from '../http-error';
import { sendPage } from '../render/send-page';
import { siteUrlsFor } from '../render/site-context';
import { requestState } from '../request-state';
import { hreflangAlternates } from '../seo/alternates';
import { withCategoryFeed } from '../seo/category-feed-link';
import { basePageHead } from '../seo/page-head';
import { expressPath, pathParam } from './express-path';
import { hasPage, parsePageQuery } from './page-query';
import { storyListPage } from './story-cards';

/** `/category/{slug}`: a category's stories in the page's language, paged like the home page. */
export function categoryRoutes(deps: AppDeps): Router {
    const router = Router();
    router.get(expressPath(ROUTES.category), (req, res, next) => {
        const page = parsePageQuery(req.query.page);
        if (page === null) return next(notFound());
        const { snapshot, language } = requestState(res);
        const localeCode = language.code;
        const urls = siteUrlsFor(snapshot, deps.config);
        const slug = pathParam(req.params, 'slug');
        const category = snapshot.categoryBySlug(localeCode, slug);
        if (!category) {
            // A slug from another language (a shared or hand-edited link): go to that language.
            const elsewhere = snapshot
                .categoryLocalesBySlug(slug)
                .find((found) => found.localeCode !== localeCode && snapshot.language(found.localeCode));
            if (elsewhere) return res.redirect(302, urls.category(elsewhere.localeCode, slug));
            return next(notFound());
        }
        const result = snapshot.storyPage(localeCode, { page, pageSize: STORIES_PAGE_SIZE, categoryId: category.id });
        if (!hasPage(page, result.total, STORIES_PAGE_SIZE)) return next(notFound());

        const pages = pageCount(result.total, STORIES_PAGE_SIZE);
        const base = urls.category(localeCode, category.slug);
        const source = snapshot.categoryById(category.id)!;
        sendPage(res, deps, {
            keys: [categoryKey(category.id), storyListKey(localeCode, category.id), ...storyCardsKeys(result.stories)],
            head: (site) => ({
                ...withCategoryFeed(
                    site,
                    category,
                    basePageHead(site, {
                        title:
                            page > 1
                                ? `${category.name} – ${site.t('meta.pageOf', { page, total: pages })}`
                                : category.name,
                        description: category.description,
                    }),
                ),
                // The same category in each language where it has stories; page 1 only.
                ...(page > 1
                    ? {}
                    : {
                          alternates: hreflangAlternates(
                              site.languages.flatMap((candidate) => {
                                  const localized = snapshot.localizeCategory(source, candidate.code);
                                  return localized && localized.storyCount > 0
                                      ? [
                                            {
                                                code: candidate.code,
                                                href: urls.absoluteUrls.category(candidate.code, localized.slug),
                                            },
                                        ]
                                      : [];
                              }),
                              snapshot.defaultLanguage.code,
                          ),
                      }),
            }),
            // The same category in each language when it has stories there, else that language's home.
            languageTo: (candidate) => {
                const localized = snapshot.localizeCategory(source, candidate.code);
                return localized && localized.storyCount > 0
                    ? urls.to.category(candidate.code, localized.slug)
                    : urls.to.home(candidate.code);
            },
            page: createElement(CategoryPage, {
                category,
                pageCount: pages,
                list: storyListPage(
                    snapshot,
                    result,
                    { localeCode, page, pages, base, withPage: urls.withPage },
                    { categoryId: category.id },
                ),
            }),
        });
    });
    return router;
}
