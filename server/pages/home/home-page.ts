import { createElement } from 'react';
import type { Story } from '../../../domain/content';
import { pageCount, STORIES_PAGE_SIZE } from '../../../domain/stories/load-more';
import type { SiteUrls } from '../../../domain/urls';
import type { StoryListProps } from '../../../views/components/StoryList';
import { HomePage } from '../../../views/pages/HomePage';
import type { AppDeps } from '../../app-deps';
import { CONTACTS_KEY, categoryKey, storyCardsKeys, storyListKey } from '../../cache/surrogate-keys';
import type { ContentSnapshot } from '../../content/content-snapshot';
import { RouteAnswers } from '../../http/route-answers';
import { notFound } from '../../http-error';
import { sendPage } from '../../render/send-page';
import { storyCards } from '../../render/story-cards';
import { hasPage } from '../../request-scope/page-query';
import { requestContext } from '../../request-scope/request-context';

/**
 * The home page (docs/product-rules.md §2.6). Page 1 shows the highlighted story, then "Latest stories" (without
 * it) and "All stories" (with it), each with its own "Load more". Without JavaScript those are
 * links to the next page of each list: `?page=N` for the latest stories, `?list=all&page=N` for
 * all stories (homeList, below, has the arithmetic of docs/product-rules.md §4.6).
 */
export function homeRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('home', (req, res, next) => {
        const { page, snapshot, language, urls } = requestContext(res);
        const kind = parseHomeList(req.query.list);
        if (page === null || kind === null) return next(notFound());
        const languageCode = language.code;
        const list = homeList(snapshot, urls, { languageCode, kind, page });
        if (!list) return next(notFound());
        const firstPage = page === 1 && kind === 'latest';
        // The list=all page 1 is the home page itself: only its later pages stand alone.
        if (page === 1 && kind === 'all') return next(notFound());
        const highlighted = snapshot.stories.highlighted(languageCode);
        const all = firstPage ? homeList(snapshot, urls, { languageCode, kind: 'all', page: 1 }) : null;
        // All stories on page 1 only when it holds a story the sections above do not show.
        const shownAbove = list.props.items.length + (highlighted ? 1 : 0);
        const allStories = all && all.props.total > shownAbove ? all.props : null;
        const contacts = firstPage ? snapshot.contacts.featuredIn(languageCode) : [];
        sendPage(res, deps, {
            keys: [
                storyListKey(languageCode),
                ...storyCardsKeys([
                    ...(firstPage && highlighted ? [highlighted] : []),
                    ...list.stories,
                    ...(allStories && all ? all.stories : []),
                ]),
                ...snapshot.categories.withStories(languageCode).map((category) => categoryKey(category.id)),
                CONTACTS_KEY,
            ],
            head: {
                paging: { page, pages: list.pageCount },
                ...(contacts.length > 0
                    ? { contacts: { contacts, pageUrl: urls.absoluteUrls.home(languageCode) } }
                    : {}),
                ...(kind === 'all'
                    ? { canonical: homeListHref(urls.absoluteUrls.home(languageCode), kind, page) }
                    : {}),
            },
            page: createElement(HomePage, {
                highlighted: firstPage && highlighted ? storyCards(snapshot, [highlighted], languageCode)[0]! : null,
                kind,
                list: list.props,
                allStories,
                pageCount: list.pageCount,
                featuredCategories: snapshot.categories
                    .withStories(languageCode)
                    .filter((category) => category.isFeatured),
                contacts,
            }),
        });
    });
    return routes;
}

/**
 * The two story lists of the home page (docs/product-rules.md §2.6). "Latest stories" leaves out the highlighted
 * story shown above it; "All stories" is the whole archive, the highlighted story included. Each
 * pages on its own, with the arithmetic of docs/product-rules.md §4.6: more while the page is below
 * ceil((total − 1 if the highlighted story is left out) / page size).
 */
export type HomeListKind = 'latest' | 'all';

/** `?list=all` names the "All stories" list; no parameter, the latest stories. */
export function parseHomeList(value: unknown): HomeListKind | null {
    if (value === undefined) return 'latest';
    return value === 'all' ? 'all' : null;
}

/** The URL of a page of a home list: `/?page=2`, `/?list=all&page=2`; page 1 of both is the home page. */
export function homeListHref(home: string, kind: HomeListKind, page: number): string {
    if (page <= 1) return home;
    const query = kind === 'all' ? `list=all&page=${page}` : `page=${page}`;
    return `${home}${home.includes('?') ? '&' : '?'}${query}`;
}

export interface HomeList {
    props: StoryListProps;
    pageCount: number;
    /** The stories the page shows, for its surrogate keys. */
    stories: readonly Story[];
}

/** One page of a home list, or null when the list has no such page. */
export function homeList(
    snapshot: ContentSnapshot,
    urls: SiteUrls,
    where: { languageCode: string; kind: HomeListKind; page: number },
): HomeList | null {
    const { languageCode, kind, page } = where;
    const withHighlightedStory = kind === 'latest' && snapshot.stories.highlighted(languageCode) !== null;
    const result = snapshot.stories.page(languageCode, { page, pageSize: STORIES_PAGE_SIZE, withHighlightedStory });
    if (!hasPage(page, result.total, STORIES_PAGE_SIZE, withHighlightedStory)) return null;
    const pages = pageCount(result.total, STORIES_PAGE_SIZE, withHighlightedStory);
    const home = urls.home(languageCode);
    return {
        pageCount: pages,
        stories: result.stories,
        props: {
            items: storyCards(snapshot, result.stories, languageCode),
            page,
            pageSize: STORIES_PAGE_SIZE,
            total: result.total,
            withHighlightedStory,
            nextHref: page < pages ? homeListHref(home, kind, page + 1) : null,
            previousHref: page > 1 ? homeListHref(home, kind, page - 1) : null,
        },
    };
}
