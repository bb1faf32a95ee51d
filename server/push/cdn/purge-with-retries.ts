import type { Logger } from '../../logger';
import { errorText, SendHalted, withRetries } from '../send-with-retries';
import type { CdnPurger } from './cdn-purger';

export interface PurgeRequest {
    kind: string;
    /** Keys per request: the provider's documented limit. */
    batchSize: number;
    /** Sends one batch; throws PurgeRejected for answers that will not change on retry. */
    send(keys: readonly string[], signal: AbortSignal): Promise<void>;
}

/**
 * A CDN purger from one provider's request: keys in batches, each request with a time limit,
 * failures retried with a growing pause (0.25 s, 0.5 s, 1 s…: `withRetries`, the loop the
 * pushes share), one log line per purge. It never throws: a failed purge leaves the pages to
 * expire by their s-maxage. A stop (`SendStop`) leaves the batches it kept from going through unsent.
 */
export function purgeWithRetries(
    request: PurgeRequest,
    options: { logger: Logger; timeoutMs: number; retries: number },
): CdnPurger {
    const { logger } = options;
    return {
        kind: request.kind,
        async purge(keys, stop) {
            if (keys.length === 0) return { ok: true, unsent: [] };
            const started = Date.now();
            let attempts = 0;
            let start = 0;
            try {
                for (; start < keys.length; start += request.batchSize) {
                    const batch = keys.slice(start, start + request.batchSize);
                    attempts += await withRetries((signal) => request.send(batch, signal), options, stop);
                }
                logger.info(
                    `CDN purge (${request.kind}): ${keys.length} keys in ${Date.now() - started} ms, ${attempts} requests`,
                );
                return { ok: true, unsent: [] };
            } catch (error) {
                // The batches before this one went through; this one and the rest are for the next start.
                if (error instanceof SendHalted) return { ok: false, unsent: keys.slice(start) };
                logger.warn(
                    `CDN purge (${request.kind}) failed: ${errorText(error)}; the ${keys.length} keys expire by s-maxage instead`,
                    { keys: keys.slice(0, 50) },
                );
                return { ok: false, unsent: [] };
            }
        },
    };
}
