import { createElement } from 'react';
import { galleryCover, galleryImageCount } from '../../../views/components/GalleryCard';
import { GalleryPage } from '../../../views/pages/GalleryPage';
import type { AppDeps } from '../../app-deps';
import { galleryKey } from '../../cache/surrogate-keys';
import { pathParam } from '../../http/express-path';
import { RouteAnswers } from '../../http/route-answers';
import { notFound } from '../../http-error';
import { UUID_PATTERN } from '../../media/cdn-path';
import { sendPage } from '../../render/send-page';
import { requestContext } from '../../request-scope/request-context';

/**
 * `/media/album/{uuid}` shows one public gallery (docs/product-rules.md §2.7); a private one is
 * not found. Galleries are not translated, so each language's switcher link is the same album.
 */
export function albumRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('album', (req, res, next) => {
        const uuid = pathParam(req.params, 'uuid');
        if (!UUID_PATTERN.test(uuid)) return next(notFound());
        const { snapshot, urls, t } = requestContext(res);
        const gallery = snapshot.galleries.byUuid(uuid);
        if (!gallery) return next(notFound());
        sendPage(res, deps, {
            keys: [galleryKey(gallery.uuid)],
            head: {
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
