import { createElement } from 'react';
import { HomePage } from '../../views/pages/HomePage';
import type { AppDeps } from '../app-deps';
import { CONTACTS_KEY, categoryKey, storyCardsKeys, storyListKey } from '../cache/surrogate-keys';
import { notFound } from '../http-error';
import { sendPage } from '../render/send-page';
import { storyCards } from '../render/story-cards';
import { requestContext } from '../request-scope/request-context';
import { RouteAnswers } from '../routing/route-answers';
import { homeList, homeListHref, parseHomeList } from './home-lists';

/**
 * The home page (docs/product-rules.md §2.6). Page 1 shows the highlighted story, then "Latest stories" (without
 * it) and "All stories" (with it), each with its own "Load more". Without JavaScript those are
 * links to the next page of each list: `?page=N` for the latest stories, `?list=all&page=N` for
 * all stories (home-lists.ts has the arithmetic of docs/product-rules.md §4.6).
 */
export function homeRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('home', (req, res, next) => {
        const { page, snapshot, language, urls } = requestContext(res);
        const kind = parseHomeList(req.query.list);
        if (page === null || kind === null) return next(notFound());
        const localeCode = language.code;
        const list = homeList(snapshot, urls, { localeCode, kind, page });
        if (!list) return next(notFound());
        const firstPage = page === 1 && kind === 'latest';
        // The list=all page 1 is the home page itself: only its later pages stand alone.
        if (page === 1 && kind === 'all') return next(notFound());
        const highlighted = snapshot.highlightedStory(localeCode);
        const all = firstPage ? homeList(snapshot, urls, { localeCode, kind: 'all', page: 1 }) : null;
        // All stories on page 1 only when it holds a story the sections above do not show.
        const shownAbove = list.props.items.length + (highlighted ? 1 : 0);
        const allStories = all && all.props.total > shownAbove ? all.props : null;
        sendPage(res, deps, {
            keys: [
                storyListKey(localeCode),
                ...storyCardsKeys([
                    ...(firstPage && highlighted ? [highlighted] : []),
                    ...list.stories,
                    ...(allStories && all ? all.stories : []),
                ]),
                ...snapshot.categoriesWithStories(localeCode).map((category) => categoryKey(category.id)),
                CONTACTS_KEY,
            ],
            head: {
                kind: 'page',
                paging: { page, pages: list.pageCount },
                ...(kind === 'all' ? { canonical: homeListHref(urls.absoluteUrls.home(localeCode), kind, page) } : {}),
            },
            page: createElement(HomePage, {
                highlighted: firstPage && highlighted ? storyCards(snapshot, [highlighted], localeCode)[0]! : null,
                kind,
                list: list.props,
                allStories,
                pageCount: list.pageCount,
                featuredCategories: snapshot
                    .categoriesWithStories(localeCode)
                    .filter((category) => category.isFeatured),
                contacts: firstPage ? snapshot.contactsFor(localeCode) : [],
            }),
        });
    });
    return routes;
}
