import type { Logger } from '../logger';

/** A request refused for good (bad token, unknown service, bad key): not retried. */
export class PurgeRejected extends Error {}

/** Throws for an answer that is not a success (a CDN's, a hub's, IndexNow's): PurgeRejected for client errors except 429. */
export async function checkAnswer(response: Response, what: string): Promise<void> {
    if (response.ok) return;
    const detail = (await response.text().catch(() => '')).slice(0, 200);
    const message = `${what} answered ${response.status}${detail ? `: ${detail}` : ''}`;
    if (response.status >= 400 && response.status < 500 && response.status !== 429) throw new PurgeRejected(message);
    throw new Error(message);
}

export interface RetryOptions {
    logger: Logger;
    /** Time limit of each request. */
    timeoutMs: number;
    /** Tries after the first one, 0.25 s, 0.5 s, 1 s… apart. */
    retries: number;
}

/**
 * Sends one request with a time limit, and again after 0.25 s, 0.5 s, 1 s… when it fails, up to
 * `retries` more times, except after an answer that will not change (PurgeRejected). Resolves
 * with the number of requests made; rejects with the last failure. The one retry loop of the CDN
 * purge (server/cache/cdn/purge-with-retries.ts) and of the pushes.
 */
export async function withRetries(
    send: (signal: AbortSignal) => Promise<void>,
    options: Pick<RetryOptions, 'timeoutMs' | 'retries'>,
): Promise<number> {
    for (let attempt = 0; ; attempt++) {
        try {
            await send(AbortSignal.timeout(options.timeoutMs));
            return attempt + 1;
        } catch (error) {
            if (error instanceof PurgeRejected || attempt >= options.retries) {
                throw new RetriesFailed(attempt + 1, error);
            }
            await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
        }
    }
}

/** The last failure of `withRetries`, with how many requests were made. */
export class RetriesFailed extends Error {
    constructor(
        readonly requests: number,
        readonly lastError: unknown,
    ) {
        super(errorText(lastError));
    }
}

export const errorText = (error: unknown): string =>
    error instanceof Error ? (error.name === 'TimeoutError' ? 'timed out' : error.message) : String(error);

/**
 * Sends one notification the way the CDN purge sends a purge (docs/product-rules.md §7.10): each try with
 * a time limit, failures tried again after a doubling pause, except answers that will not change
 * (PurgeRejected from `checkAnswer`: a 4xx other than 429), one log line at the end. It never
 * throws: a notification that fails is logged, and the content change it announces stands.
 * Resolves true when it went through.
 */
export async function sendWithRetries(
    what: string,
    send: (signal: AbortSignal) => Promise<void>,
    options: RetryOptions,
): Promise<boolean> {
    const started = Date.now();
    try {
        const requests = await withRetries(send, options);
        options.logger.info(`${what}: sent in ${Date.now() - started} ms, ${requests} requests`);
        return true;
    } catch (error) {
        const failed = error as RetriesFailed;
        options.logger.warn(`${what} failed after ${failed.requests} requests: ${failed.message}`);
        return false;
    }
}
