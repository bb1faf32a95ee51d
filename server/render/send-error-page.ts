import type { Response } from 'express';
import { createElement } from 'react';
import { ErrorPage, errorMessageKeys } from '../../views/pages/ErrorPage';
import type { AppDeps } from '../app-deps';
import { requestContext } from '../request-scope/request-context';
import { sendPage } from './send-page';

/**
 * The error page of a status in the request's language (not found, a refused request, a
 * failure), never indexed. Its `<title>` is the page's own heading (ErrorPage's keys), so the
 * words of an error page are chosen in one place.
 */
export function sendErrorPage(res: Response, deps: AppDeps, status: number): void {
    sendPage(res, deps, {
        status,
        head: { title: requestContext(res).t(errorMessageKeys(status).title), indexing: 'hidden' },
        page: createElement(ErrorPage, { status }),
    });
}
