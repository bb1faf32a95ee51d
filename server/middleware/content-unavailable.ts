import type { RequestHandler } from 'express';
import { createElement } from 'react';
import { isApiPath, ROUTES } from '../../domain/routes';
import { ContentUnavailableDocument } from '../../views/pages/ContentUnavailableDocument';
import { errorMessageKeys } from '../../views/pages/ErrorPage';
import type { AppDeps } from '../app-deps';
import { visitorInterfaceLanguage } from '../i18n/api-messages';
import { renderDocument } from '../render/render-page';
import { hasContent } from '../request-scope/request-context';
import { healthCheck, RETRY_AFTER_SECONDS } from './health-check';

/**
 * The one place that knows the site may have no content at all: a source that keeps trying
 * (Prezly down at start, no persisted snapshot) has not loaded any yet, and the cache-hit path
 * brought none. Until it has, this answers every request itself, so nothing after it in the app
 * ever meets a request without content. `/healthz` answers as usual, so the platform sees why;
 * everything else gets 503 with `Retry-After`: a plain page in the visitor's language
 * (Accept-Language, as the /api errors), drawn by views/pages/ContentUnavailableDocument.tsx and
 * rendered as every page is, or `{message}` under /api; never cached. Neither answer
 * names a newsroom host, so both carry a policy that allows nothing.
 */
export function contentUnavailable(
    deps: Pick<AppDeps, 'config' | 'i18n' | 'content' | 'search' | 'changeBus' | 'cdnPurger' | 'limits'>,
): RequestHandler {
    const health = healthCheck(deps);
    const base = deps.config.BASE_PATH;
    // Mounted at the root, before the site's base path is taken off: the path within the site, or '' outside it.
    const sitePath = (path: string) =>
        base === '' ? path : path === base ? '/' : path.startsWith(`${base}/`) ? path.slice(base.length) : '';
    return (req, res, next) => {
        if (hasContent(res)) return next();
        res.setHeader('Content-Security-Policy', "default-src 'none'");
        res.setHeader('X-Content-Type-Options', 'nosniff');
        if (sitePath(req.path) === ROUTES.health.path) return health(req, res, next);
        const interfaceLanguage = visitorInterfaceLanguage(deps.i18n, req, res);
        const t = deps.i18n.getFixedT(interfaceLanguage);
        res.status(503);
        res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Content-Language', interfaceLanguage);
        res.vary('Accept-Language');
        // The words of the error pages' 503 (one owner of status titles), on a page of its own.
        const keys = errorMessageKeys(503);
        const title = t(keys.title);
        const subtitle = t(keys.subtitle);
        if (isApiPath(sitePath(req.path))) {
            res.json({ message: `${title} ${subtitle}` });
            return;
        }
        res.type('html').send(
            renderDocument(
                createElement(ContentUnavailableDocument, { languageCode: interfaceLanguage, title, subtitle }),
            ),
        );
    };
}
