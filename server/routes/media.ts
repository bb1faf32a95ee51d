import { createElement } from 'react';
import { GALLERIES_PAGE_SIZE, pageCount } from '../../domain/stories/load-more';
import { galleryCover, galleryImageCount } from '../../views/components/GalleryCard';
import { GalleriesPage } from '../../views/pages/GalleriesPage';
import { GalleryPage } from '../../views/pages/GalleryPage';
import type { AppDeps } from '../app-deps';
import { GALLERIES_KEY, galleryKey } from '../cache/surrogate-keys';
import { notFound } from '../http-error';
import { UUID_PATTERN } from '../media/cdn-path';
import { sendPage } from '../render/send-page';
import { hasPage } from '../request-scope/page-query';
import { requestContext } from '../request-scope/request-context';
import { pathParam } from '../routing/express-path';
import { RouteAnswers } from '../routing/route-answers';

/**
 * The media gallery section (docs/product-rules.md §2.7): `/media` lists public galleries six a page (§9.1) and
 * `/media/album/{uuid}` shows one. Galleries are not translated, so each language's switcher
 * link is the same page in that language. Private galleries are not found.
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
                kind: 'page',
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

    routes.get('album', (req, res, next) => {
        const uuid = pathParam(req.params, 'uuid');
        if (!UUID_PATTERN.test(uuid)) return next(notFound());
        const { snapshot, urls, t } = requestContext(res);
        const gallery = snapshot.galleries.byUuid(uuid);
        if (!gallery) return next(notFound());
        sendPage(res, deps, {
            keys: [galleryKey(gallery.uuid)],
            head: {
                kind: 'page',
                title: gallery.title,
                description: gallery.description || t('media.imagesCount', { count: galleryImageCount(gallery) }),
                image: galleryCover(gallery),
            },
            languageTo: (candidate) => urls.to.gallery(candidate.code, gallery.uuid),
            page: createElement(GalleryPage, { gallery }),
        });
    });

    return routes;
}
