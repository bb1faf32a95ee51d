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
