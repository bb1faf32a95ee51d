import type { RequestHandler } from 'express';
import type { i18n } from 'i18next';
import { isApiPath, ROUTES } from '../../domain/routes';
import { visitorLocale } from '../i18n/api-messages';
import { translatorFor } from '../render/site-context';

/** How long a visitor (or a crawler, or a CDN) is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 10;

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Answers 503 while the site has no content at all: a source that keeps trying (Prezly down at
 * start, no persisted snapshot) has not loaded any yet. A plain page in the visitor's language
 * (Accept-Language, as the /api errors), or `{message}` under /api, with `Retry-After`; never
 * cached. `/healthz` still answers, so the platform sees why. Mounted at BASE_PATH after the
 * request context, which is missing exactly when there is no content.
 */
export function contentUnavailable(deps: { i18n: i18n }): RequestHandler {
    return (req, res, next) => {
        if (res.locals.context || req.path === ROUTES.health.path) return next();
        const locale = visitorLocale(deps.i18n, req, res);
        const t = translatorFor(deps.i18n, locale);
        res.status(503);
        res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Content-Language', locale);
        res.setHeader('Content-Security-Policy', "default-src 'none'");
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.vary('Accept-Language');
        const title = t('errors.serverErrorTitle');
        const subtitle = t('errors.serverErrorSubtitle');
        if (isApiPath(req.path)) {
            res.json({ message: `${title} ${subtitle}` });
            return;
        }
        res.type('html').send(
            `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(subtitle)}</p></body></html>`,
        );
    };
}
