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
 * The target of an error that is really a redirect (any `{status: 3xx, location}` a library or
 * code deep in a request raises rather than sends), else null.
 */
export function redirectOf(error: unknown): { status: number; location: string } | null {
    const candidate = error as { status?: unknown; statusCode?: unknown; location?: unknown; url?: unknown } | null;
    const status = candidate?.status ?? candidate?.statusCode;
    const location = candidate?.location ?? candidate?.url;
    if (typeof status !== 'number' || status < 300 || status > 399 || status === 304) return null;
    if (typeof location !== 'string' || location === '' || /[\r\n]/.test(location)) return null;
    return { status, location };
}
