import { ApiError } from '@prezly/sdk';
import { PREZLY_MESSAGE_PREFIX } from './prezly-fetch';

/** A Prezly call failed, or answered something we cannot use. The message is one line. */
export class PrezlyError extends Error {
    constructor(
        message: string,
        readonly status: number | null = null,
    ) {
        super(message);
        this.name = 'PrezlyError';
    }
}

export interface PrezlyCallContext {
    /** What was asked, for the message: "the newsroom", "the stories of fr"… */
    what: string;
    newsroomUuid: string;
}

/**
 * Turns whatever a Prezly SDK call threw into one line an operator can act on. Used for logs,
 * /healthz and the start-up failure (main.ts prints it and exits 1).
 */
export function toPrezlyError(error: unknown, context: PrezlyCallContext): PrezlyError {
    if (error instanceof PrezlyError) return error;
    if (!(error instanceof ApiError)) {
        const detail = error instanceof Error ? error.message : String(error);
        return new PrezlyError(`Prezly sent an unexpected answer for ${context.what}: ${detail}`);
    }
    const status = error.status;
    switch (status) {
        case 0:
            // Network failure, time-out or unreadable body: our fetch wrapper wrote the message.
            return new PrezlyError(
                error.statusText.startsWith(PREZLY_MESSAGE_PREFIX) || error.statusText.startsWith('Cannot reach')
                    ? error.statusText
                    : `Prezly call for ${context.what} failed: ${error.statusText}`,
            );
        case 401:
            return new PrezlyError('Prezly rejected PREZLY_ACCESS_TOKEN (401): check the token', status);
        case 403:
            return new PrezlyError(
                `Prezly refused access to ${context.what} (403): PREZLY_ACCESS_TOKEN needs read access to newsroom ${context.newsroomUuid}`,
                status,
            );
        case 404:
            return new PrezlyError(`Prezly found no ${context.what} (404)`, status);
        case 429:
            return new PrezlyError(
                `Prezly is rate limiting requests for ${context.what} (429): try again later`,
                status,
            );
        default:
            return new PrezlyError(`Prezly failed on ${context.what} (${status}): ${apiMessage(error)}`, status);
    }
}

function apiMessage(error: ApiError<unknown>): string {
    const payload = error.payload as { message?: unknown } | undefined;
    const message = typeof payload?.message === 'string' && payload.message ? payload.message : error.statusText;
    return message.replace(/\s+/g, ' ').slice(0, 200);
}
