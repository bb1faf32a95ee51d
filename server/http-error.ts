/** An error with an HTTP status, safe to show: its message is meant for the visitor or API client. */
export class HttpError extends Error {
    constructor(
        readonly status: number,
        message: string,
    ) {
        super(message);
    }
}

export const notFound = () => new HttpError(404, 'Not found');

/**
 * A redirect raised rather than sent (by a content source that knows a record moved, or by
 * any code deep in a request): the error handler answers it as the redirect it is.
 */
export class RedirectError extends HttpError {
    constructor(
        status: 301 | 302 | 303 | 307 | 308,
        readonly location: string,
    ) {
        super(status, `Redirect to ${location}`);
    }
}

/** The target of an error that is really a redirect (ours, or any `{status: 3xx, location}`), else null. */
export function redirectOf(error: unknown): { status: number; location: string } | null {
    const candidate = error as { status?: unknown; statusCode?: unknown; location?: unknown; url?: unknown } | null;
    const status = candidate?.status ?? candidate?.statusCode;
    const location = candidate?.location ?? candidate?.url;
    if (typeof status !== 'number' || status < 300 || status > 399 || status === 304) return null;
    if (typeof location !== 'string' || location === '' || /[\r\n]/.test(location)) return null;
    return { status, location };
}
