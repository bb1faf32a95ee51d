import { PurgeRejected } from '../cache/cdn/purge-with-retries';
import type { Logger } from '../logger';

export interface RetryOptions {
    logger: Logger;
    /** Time limit of each request. */
    timeoutMs: number;
    /** Tries after the first one, 0.25 s, 0.5 s, 1 s… apart. */
    retries: number;
}

const errorText = (error: unknown) =>
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
    for (let attempt = 0; ; attempt++) {
        try {
            await send(AbortSignal.timeout(options.timeoutMs));
            options.logger.info(`${what}: sent in ${Date.now() - started} ms, ${attempt + 1} requests`);
            return true;
        } catch (error) {
            if (error instanceof PurgeRejected || attempt >= options.retries) {
                options.logger.warn(`${what} failed after ${attempt + 1} requests: ${errorText(error)}`);
                return false;
            }
            await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
        }
    }
}
