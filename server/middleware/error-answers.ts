import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { isApiPath } from '../../domain/routes';
import type { AppDeps } from '../app-deps';
import { HttpError, redirectOf } from '../http-error';
import { sendApiError } from '../i18n/api-messages';
import { reportError, statusOf } from '../observability/error-reporting';
import { sendErrorPage } from '../render/send-error-page';
import { isPageRequest } from '../request-scope/request-context';

/** Paths under /api answer JSON `{message}` (the route table's API prefix). */
const wantsJson = (path: string) => isApiPath(path);

/** Any path no route took: the localized not-found page (docs/product-rules.md §8.4). */
export function notFoundHandler(deps: AppDeps): RequestHandler {
    return (req, res) => {
        if (wantsJson(req.path)) return sendApiError(deps.i18n, req, res, 404, 'api.notFound');
        // Outside the site's base path there is no page language to render a page in.
        if (!isPageRequest(res)) {
            res.status(404).setHeader('Cache-Control', 'no-store');
            res.type('text/plain').send('Not found');
            return;
        }
        sendErrorPage(res, deps, 404);
    };
}

/**
 * Last stop for errors. A redirect raised as an error is answered as that redirect, unreported
 * (docs/product-rules.md §8.6). Client errors (bad JSON, too large, bad parameters) keep their 4xx and their own
 * status on the page; anything else is logged with its stack and answered with the server-error
 * page. The response never carries a stack trace or an internal path. Mounted at the end of the
 * site's routes, where paths are the site's own (an /api path is one without BASE_PATH), and
 * again for what happens outside them.
 */
export function errorHandler(deps: AppDeps): ErrorRequestHandler {
    return (error, req, res, _next) => {
        const redirect = redirectOf(error);
        if (redirect && !res.headersSent) {
            res.setHeader('Cache-Control', 'no-store');
            res.redirect(redirect.status, redirect.location);
            return;
        }
        const status = statusOf(error) < 400 ? 500 : statusOf(error);
        reportError(deps.logger, error, {
            requestId: res.locals.requestId,
            method: req.method,
            url: req.originalUrl,
            status,
        });
        if (res.headersSent) {
            res.end();
            return;
        }
        if (wantsJson(req.path)) return sendJsonError(deps, req, res, error);
        if (!isPageRequest(res)) {
            res.status(status).setHeader('Cache-Control', 'no-store');
            res.type('text/plain').send(refusal(error, status).text);
            return;
        }
        try {
            sendErrorPage(res, deps, status);
        } catch (renderError) {
            deps.logger.error(`Error page failed to render: ${(renderError as Error).stack}`);
            res.status(500).type('text/plain').send('Something went wrong...');
        }
    };
}

/**
 * Answers an error as JSON `{message}` in the visitor's language: the /api routes' errors, and
 * those of other endpoints that answer JSON (the analytics collector's refused bodies).
 */
export function sendJsonError(deps: Pick<AppDeps, 'i18n'>, req: Request, res: Response, error: unknown): void {
    const status = statusOf(error) < 400 ? 500 : statusOf(error);
    sendApiError(deps.i18n, req, res, status, refusal(error, status).key);
}

/**
 * What a failed request is told, the one reading of an error's kind: body-parser's
 * (`entity.parse.failed`, `entity.too.large`, a charset or encoding it refuses), ours
 * (HttpError, whose message is meant for the visitor) or any other. `key` is the catalogue
 * message of a JSON answer (from the locale catalogues, in the visitor's language); `text` the plain
 * answer outside the pages, in English.
 */
function refusal(error: unknown, status: number): { key: string; text: string } {
    if (status >= 500) {
        return {
            key: 'api.serverError',
            text: 'Something went wrong... Try refreshing the page or coming back a bit later.',
        };
    }
    const type = (error as { type?: string })?.type;
    if (error instanceof HttpError)
        return { key: status === 404 ? 'api.notFound' : 'errors.badRequest', text: error.message };
    if (type === 'entity.parse.failed') return { key: 'api.malformedJson', text: 'The request body is not valid JSON' };
    if (type === 'entity.too.large') return { key: 'api.bodyTooLarge', text: 'The request body is too large' };
    if (status === 404) return { key: 'api.notFound', text: 'Not found' };
    return { key: 'errors.badRequest', text: 'Bad request' };
}
