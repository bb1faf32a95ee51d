import { HttpError } from '../http-error';
import type { Logger } from '../logger';

/** The HTTP status an error carries, if any (http-errors, body-parser and our HttpError set one). */
export function statusOf(error: unknown): number {
    if (error instanceof HttpError) return error.status;
    const candidate = error as { status?: unknown; statusCode?: unknown } | null;
    const status = candidate?.status ?? candidate?.statusCode;
    return typeof status === 'number' && status >= 300 && status < 600 ? status : 500;
}

/**
 * docs/product-rules.md §8.6: error reporting ignores the not-found page and redirects; they are how the site
 * works, not failures. Other client errors are the visitor's, not ours, so only 5xx is reported.
 */
export function shouldReport(status: number): boolean {
    return status >= 500;
}

export interface ErrorContext {
    requestId?: string;
    method: string;
    url: string;
    status: number;
}

/** Reports an error to the operator: one structured log line with the stack (never sent to clients). */
export function reportError(logger: Logger, error: unknown, context: ErrorContext): void {
    if (!shouldReport(context.status)) return;
    const stack = error instanceof Error ? (error.stack ?? error.message) : String(error);
    logger.error(`${context.method} ${context.url} failed: ${stack}`, {
        ...context,
        error: error instanceof Error ? error.name : 'unknown',
    });
}
