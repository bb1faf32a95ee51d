import type { RequestHandler } from 'express';
import { allowedMethods, isApiPath } from '../../domain/routes';
import type { AppDeps } from '../app-deps';
import { sendApiError } from '../i18n/api-messages';
import { sendErrorPage } from '../render/send-error-page';
import { requestContext } from '../request-scope/request-context';

/**
 * A path the route table knows, asked with a method none of its routes takes (`PUT /`,
 * `GET /api/fetch-stories`): 405 with `Allow` listing what the path accepts, from the table
 * (domain/routes.ts), never a hand list. Under /api the answer is JSON `{message}`, elsewhere
 * the error page in the URL's language. Mounted after every route, before the not-found page:
 * a path no route has stays a 404 whatever the method.
 */
export function methodNotAllowed(deps: AppDeps): RequestHandler {
    return (req, res, next) => {
        const context = requestContext(res);
        // Under a language prefix only pages live; the language-prefix step stripped the prefix.
        const allowed = allowedMethods(req.path, context.prefixAsWritten === null ? undefined : 'page');
        if (allowed.length === 0 || allowed.includes(req.method)) return next();
        const allow = allowed.join(', ');
        res.setHeader('Allow', allow);
        if (isApiPath(req.path))
            return sendApiError(deps.i18n, req, res, 405, 'api.methodNotAllowed', { methods: allow });
        sendErrorPage(res, deps, 405);
    };
}
