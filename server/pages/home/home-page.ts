import { createElement } from 'react';
import { marketName } from '../../../domain/content';
import { HomePage } from '../../../views/pages/HomePage';
import type { AppDeps } from '../../app-deps';
import { CONTACTS_KEY, categoryKey, HUB_STORIES_KEY, storyCardsKeys, storyListKey } from '../../cache/surrogate-keys';
import type { ContentSnapshot } from '../../content/content-snapshot';
import { actorDirectory } from '../../federation/actor-directory';
import { RouteAnswers } from '../../http/route-answers';
import { notFound } from '../../http-error';
import { sendPage } from '../../render/send-page';
import { storyCards } from '../../render/story-cards';
import { requestContext } from '../../request-scope/request-context';
import { activityPubAlternate } from '../../seo/activity-alternate';
import { homeList, homeListHref, parseHomeList } from './home-list';
import { hubHomeList } from './hub-home';

/**
 * The home page (docs/product-rules.md §2.6). Page 1 shows the highlighted story, then "Latest stories" (without
 * it) and "All stories" (with it), each with its own "Load more". Without JavaScript those are
 * links to the next page of each list: `?page=N` for the latest stories, `?list=all&page=N` for
 * all stories (home-list.ts has the arithmetic of docs/product-rules.md §4.6). A hub's own site
 * lists its members' stories with its own, in one list, and its markets (docs/hub-newsrooms.md).
 */
export function homeRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('home', (req, res, next) => {
        const { page, snapshot, language, urls } = requestContext(res);
        const kind = parseHomeList(req.query.list);
        if (page === null || kind === null) return next(notFound());
        const languageCode = language.code;
        const hubRoot = snapshot.hub?.isRoot === true;
        // A hub's home has one list: there is no "All stories" beside it.
        if (hubRoot && kind === 'all') return next(notFound());
        const list = hubRoot
            ? hubHomeList(snapshot, urls, { languageCode, page })
            : homeList(snapshot, urls, { languageCode, kind, page });
        if (!list) return next(notFound());
        const firstPage = page === 1 && kind === 'latest';
        // The list=all page 1 is the home page itself: only its later pages stand alone.
        if (page === 1 && kind === 'all') return next(notFound());
        const highlighted = hubRoot ? null : snapshot.stories.highlighted(languageCode);
        const all = firstPage && !hubRoot ? homeList(snapshot, urls, { languageCode, kind: 'all', page: 1 }) : null;
        // All stories on page 1 only when it holds a story the sections above do not show.
        const shownAbove = list.props.items.length + (highlighted ? 1 : 0);
        const allStories = all && all.props.total > shownAbove ? all.props : null;
        const contacts = firstPage ? snapshot.contacts.featuredIn(languageCode) : [];
        // The newsroom's fediverse actor (a hub's own site has one too); null with federation off.
        const actor = actorDirectory(snapshot, deps.config)?.newsroom ?? null;
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
                ...(hubRoot ? [HUB_STORIES_KEY] : []),
            ],
            head: {
                paging: { page, pages: list.pageCount },
                ...(actor ? { links: [activityPubAlternate(actor.url)] } : {}),
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
                marketTiles: firstPage && hubRoot ? marketTiles(snapshot, languageCode) : [],
                follow: firstPage && actor ? { identifier: actor.identifier, account: actor.account } : null,
            }),
        });
    });
    return routes;
}

/** The hub's members as its home shows them: every active one, named in the page's language. */
function marketTiles(snapshot: ContentSnapshot, languageCode: string) {
    return (snapshot.hub?.memberTiles(languageCode) ?? []).map(({ market }) => ({
        uuid: market.uuid,
        name: marketName(market, languageCode),
        url: market.url,
        logo: market.logo,
    }));
}
