import type { RequestHandler } from 'express';
import type { i18n } from 'i18next';
import { handle } from 'i18next-http-middleware';

/**
 * i18next-http-middleware for the responses that are not pages (feeds, JSON alternates): it
 * gives them the request's language (`Content-Language`, `req.t`) from the locale the URL
 * resolved to. Pages do not use it: they send their content's language themselves and
 * translate through the memoised translator, and the middleware clones the i18next instance
 * on every request, a tenth of an uncached page's render time.
 */
export function requestLanguage(instance: i18n): RequestHandler {
    return handle(instance) as RequestHandler;
}
