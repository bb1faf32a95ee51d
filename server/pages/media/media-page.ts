import { createElement } from 'react';
import { GALLERIES_PAGE_SIZE, pageCount } from '../../../domain/stories/load-more';
import { GalleriesPage } from '../../../views/pages/GalleriesPage';
import type { AppDeps } from '../../app-deps';
import { GALLERIES_KEY, galleryKey } from '../../cache/surrogate-keys';
import { RouteAnswers } from '../../http/route-answers';
import { notFound } from '../../http-error';
import { sendPage } from '../../render/send-page';
import { hasPage } from '../../request-scope/page-query';
import { requestContext } from '../../request-scope/request-context';

/**
 * `/media` (docs/product-rules.md §2.7) lists the public galleries six a page (§9.1). Galleries
 * are not translated, so each language's switcher link is the same page in that language.
 */
export function mediaRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();

    routes.get('media', (_req, res, next) => {
        const { page, snapshot, language, urls, t } = requestContext(res);
        if (page === null) return next(notFound());
        const all = snapshot.galleries.all;
        if (!hasPage(page, all.length, GALLERIES_PAGE_SIZE)) return next(notFound());
        const pages = pageCount(all.length, GALLERIES_PAGE_SIZE);
        const base = urls.media(language.code);
        const start = (page - 1) * GALLERIES_PAGE_SIZE;
        const shown = all.slice(start, start + GALLERIES_PAGE_SIZE);
        sendPage(res, deps, {
            keys: [GALLERIES_KEY, ...shown.map((gallery) => galleryKey(gallery.uuid))],
            head: {
                title: t('media.title'),
                description: t('media.description'),
                paging: { page, pages },
            },
            languageTo: (candidate) => urls.to.media(candidate.code, page),
            page: createElement(GalleriesPage, {
                galleries: shown,
                page,
                pageSize: GALLERIES_PAGE_SIZE,
                total: all.length,
                pageCount: pages,
                nextHref: page < pages ? urls.withPage(base, page + 1) : null,
                previousHref: page > 1 ? urls.withPage(base, page - 1) : null,
            }),
        });
    });
    return routes;
}
