import { Router } from 'express';
import { createElement } from 'react';
import { pageCount, STORIES_PAGE_SIZE } from '../../domain/stories/load-more';
import { HomePage } from '../../views/pages/HomePage';
import type { AppDeps } from '../app-deps';
import { CONTACTS_KEY, categoryKey, storyCardsKeys, storyListKey } from '../cache/surrogate-keys';
import { notFound } from '../http-error';
import { sendPage } from '../render/send-page';
import { siteUrlsFor } from '../render/site-context';
import { requestState } from '../request-state';
import { basePageHead } from '../seo/page-head';
import { hasPage, parsePageQuery } from './page-query';
import { storyCards } from './story-cards';

/**
 * The home page (SPEC §2). `?page=N` is where the "Load more" link leads without JavaScript:
 * the next page of all stories. The highlighted story is shown apart on page 1 and left out of
 * every page (SPEC §4 arithmetic).
 */
export function homeRoutes(deps: AppDeps): Router {
    const router = Router();
    router.get('/', (req, res, next) => {
        const page = parsePageQuery(req.query.page);
        if (page === null) return next(notFound());
        const { snapshot, language } = requestState(res);
        const localeCode = language.code;
        const highlighted = snapshot.highlightedStory(localeCode);
        const withHighlightedStory = highlighted !== null;
        const result = snapshot.storyPage(localeCode, { page, pageSize: STORIES_PAGE_SIZE, withHighlightedStory });
        if (!hasPage(page, result.total, STORIES_PAGE_SIZE, withHighlightedStory)) return next(notFound());

        const pages = pageCount(result.total, STORIES_PAGE_SIZE, withHighlightedStory);
        const urls = siteUrlsFor(snapshot, deps.config);
        const home = urls.home(localeCode);
        sendPage(res, deps, {
            keys: [
                storyListKey(localeCode),
                ...storyCardsKeys(highlighted ? [highlighted, ...result.stories] : result.stories),
                ...snapshot.categoriesWithStories(localeCode).map((category) => categoryKey(category.id)),
                CONTACTS_KEY,
            ],
            head: (site) =>
                basePageHead(site, page > 1 ? { title: site.t('meta.pageOf', { page, total: pages }) } : {}),
            page: createElement(HomePage, {
                highlighted: page === 1 && highlighted ? storyCards(snapshot, [highlighted], localeCode)[0]! : null,
                list: {
                    items: storyCards(snapshot, result.stories, localeCode),
                    page,
                    pageSize: STORIES_PAGE_SIZE,
                    total: result.total,
                    withHighlightedStory,
                    nextHref: page < pages ? urls.withPage(home, page + 1) : null,
                    previousHref: page > 1 ? urls.withPage(home, page - 1) : null,
                },
                pageCount: pages,
                featuredCategories: snapshot
                    .categoriesWithStories(localeCode)
                    .filter((category) => category.isFeatured),
                contacts: page === 1 ? snapshot.contactsFor(localeCode) : [],
            }),
        });
    });
    return router;
}
