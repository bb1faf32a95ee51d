import type { Logger } from '../../logger';
import type { CdnPurger } from './cdn-purger';

/** A purge request the CDN refused for good (bad token, unknown service): not retried. */
export class PurgeRejected extends Error {}

export interface PurgeRequest {
    kind: string;
    /** Keys per request: the provider's documented limit. */
    batchSize: number;
    /** Sends one batch; throws PurgeRejected for answers that will not change on retry. */
    send(keys: readonly string[], signal: AbortSignal): Promise<void>;
}

const errorText = (error: unknown) =>
    error instanceof Error ? (error.name === 'TimeoutError' ? 'timed out' : error.message) : String(error);

/**
 * A CDN purger from one provider's request: keys in batches, each request with a time limit,
 * failures retried with a growing pause (0.25 s, 0.5 s, 1 s…), one log line per purge. It never
 * throws: a failed purge leaves the pages to expire by their s-maxage.
 */
export function purgeWithRetries(
    request: PurgeRequest,
    options: { logger: Logger; timeoutMs: number; retries: number },
): CdnPurger {
    const { logger } = options;
    async function sendBatch(keys: readonly string[]): Promise<number> {
        for (let attempt = 0; ; attempt++) {
            try {
                await request.send(keys, AbortSignal.timeout(options.timeoutMs));
                return attempt + 1;
            } catch (error) {
                if (error instanceof PurgeRejected || attempt >= options.retries) throw error;
                await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
            }
        }
    }
    return {
        kind: request.kind,
        async purge(keys) {
            if (keys.length === 0) return true;
            const started = Date.now();
            let attempts = 0;
            try {
                for (let start = 0; start < keys.length; start += request.batchSize) {
                    attempts += await sendBatch(keys.slice(start, start + request.batchSize));
                }
                logger.info(
                    `CDN purge (${request.kind}): ${keys.length} keys in ${Date.now() - started} ms, ${attempts} requests`,
                );
                return true;
            } catch (error) {
                logger.warn(
                    `CDN purge (${request.kind}) failed: ${errorText(error)}; the ${keys.length} keys expire by s-maxage instead`,
                    { keys: keys.slice(0, 50) },
                );
                return false;
            }
        },
    };
}

/** Throws for an answer that is not a success: PurgeRejected for client errors except 429. */
export async function checkAnswer(response: Response, what: string): Promise<void> {
    if (response.ok) return;
    const detail = (await response.text().catch(() => '')).slice(0, 200);
    const message = `${what} answered ${response.status}${detail ? `: ${detail}` : ''}`;
    if (response.status >= 400 && response.status < 500 && response.status !== 429) throw new PurgeRejected(message);
    throw new Error(message);
}
