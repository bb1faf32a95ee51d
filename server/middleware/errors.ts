import type { ErrorRequestHandler, RequestHandler } from 'express';
import { createElement } from 'react';
import { isApiPath } from '../../domain/routes';
import { ErrorPage, errorKindOf } from '../../views/pages/ErrorPage';
import type { AppDeps } from '../app-deps';
import { HttpError, redirectOf } from '../http-error';
import { sendApiError } from '../i18n/api-messages';
import { reportError, statusOf } from '../observability/error-reporting';
import { sendPage } from '../render/send-page';
import { isPageRequest, requestContext } from '../request-scope/request-context';

/** Paths under /api answer JSON `{message}` (the route table's API prefix). */
const wantsJson = (path: string) => isApiPath(path);

/** Any path no route took: the localized not-found page (SPEC §8). */
export function notFoundHandler(deps: AppDeps): RequestHandler {
    return (req, res) => {
        if (wantsJson(req.path)) return sendApiError(deps.i18n, req, res, 404, 'api.notFound');
        // Outside the site's base path there is no page language to render a page in.
        if (!isPageRequest(res)) {
            res.status(404).setHeader('Cache-Control', 'no-store');
            res.type('text/plain').send('Not found');
            return;
        }
        sendPage(res, deps, {
            status: 404,
            head: { kind: 'page', title: requestContext(res).t('errors.notFoundTitle'), indexing: 'hidden' },
            page: createElement(ErrorPage, { status: 404 }),
        });
    };
}

/**
 * Last stop for errors. A redirect raised as an error is answered as that redirect, unreported
 * (SPEC §8). Client errors (bad JSON, too large, bad parameters) keep their 4xx and their own
 * status on the page; anything else is logged with its stack and answered with the server-error
 * page. The response never carries a stack trace or an internal path.
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
        if (wantsJson(req.path)) return sendApiError(deps.i18n, req, res, status, apiMessageKey(error, status));
        if (!isPageRequest(res)) {
            res.status(status).setHeader('Cache-Control', 'no-store');
            res.type('text/plain').send(
                status >= 500
                    ? 'Something went wrong... Try refreshing the page or coming back a bit later.'
                    : publicMessage(error, status),
            );
            return;
        }
        try {
            sendPage(res, deps, {
                status,
                head: {
                    kind: 'page',
                    title: requestContext(res).t(
                        errorKindOf(status) === 'not-found' ? 'errors.notFoundTitle' : 'errors.serverErrorTitle',
                    ),
                    indexing: 'hidden',
                },
                page: createElement(ErrorPage, { status }),
            });
        } catch (renderError) {
            deps.logger.error(`Error page failed to render: ${(renderError as Error).stack}`);
            res.status(500).type('text/plain').send('Something went wrong...');
        }
    };
}

/** The catalogue key of an /api error's message (SPEC §8 catalogue, in the visitor's language). */
function apiMessageKey(error: unknown, status: number): string {
    if (status >= 500) return 'api.serverError';
    const type = (error as { type?: string })?.type;
    if (type === 'entity.parse.failed') return 'api.malformedJson';
    if (type === 'entity.too.large') return 'api.bodyTooLarge';
    if (status === 404) return 'api.notFound';
    return 'errors.badRequest';
}

function publicMessage(error: unknown, status: number): string {
    if (error instanceof HttpError) return error.message;
    const type = (error as { type?: string })?.type;
    if (type === 'entity.parse.failed') return 'The request body is not valid JSON';
    if (type === 'entity.too.large') return 'The request body is too large';
    if (status === 404) return 'Not found';
    return 'Bad request';
}
