import { setTimeout as sleep } from 'node:timers/promises';
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

/**
 * How the process's stop reaches the sends under way (server/push/outbox.ts, docs/deploying.md,
 * "Stopping"): once `halted`, no try starts and a pause between tries ends; at `cut`, requests
 * still waiting for their answer are abandoned. What either leaves unsent is kept for the next start.
 */
export interface SendStop {
    readonly halted: AbortSignal;
    readonly cut: AbortSignal;
}

/** What a send did: `ok` when all of it went through; `unsent`, what a stop kept from being sent. */
export interface Delivery {
    ok: boolean;
    unsent: string[];
}

export interface RetryOptions {
    logger: Logger;
    /** Time limit of each request. */
    timeoutMs: number;
    /** Tries after the first one, 0.25 s, 0.5 s, 1 s… apart. */
    retries: number;
}

/** A send a stop kept from going through: halted before a try, or cut while waiting for an answer. */
export class SendHalted extends Error {
    constructor(readonly requests: number) {
        super('the process is stopping');
    }
}

/**
 * Sends one request with a time limit, and again after 0.25 s, 0.5 s, 1 s… when it fails, up to
 * `retries` more times, except after an answer that will not change (PurgeRejected). Resolves
 * with the number of requests made; rejects with the last failure (RetriesFailed), or with
 * SendHalted when `stop` keeps it from going through: no try starts once the stop is halted (a
 * failed try is then not tried again here: the next start sends it with all its retries), and a
 * request still unanswered at the cut is abandoned. The one retry loop of the CDN purge
 * (server/push/cdn/purge-with-retries.ts) and of the pushes.
 */
export async function withRetries(
    send: (signal: AbortSignal) => Promise<void>,
    options: Pick<RetryOptions, 'timeoutMs' | 'retries'>,
    stop?: SendStop,
): Promise<number> {
    for (let attempt = 0; ; attempt++) {
        if (stop?.halted.aborted) throw new SendHalted(attempt);
        const limit = AbortSignal.timeout(options.timeoutMs);
        try {
            await send(stop ? AbortSignal.any([limit, stop.cut]) : limit);
            return attempt + 1;
        } catch (error) {
            // Abandoned unanswered: whether it arrived is unknown, so it counts as not sent.
            if (stop?.cut.aborted) throw new SendHalted(attempt + 1);
            if (error instanceof PurgeRejected || attempt >= options.retries) {
                throw new RetriesFailed(attempt + 1, error);
            }
            // Ended early by a stop; the loop then ends too.
            await sleep(250 * 2 ** attempt, undefined, { signal: stop?.halted }).catch(() => {});
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
 * Resolves `sent`, `failed`, or `halted` when a stop kept it from going through (logged by the
 * outbox that keeps it).
 */
export async function sendWithRetries(
    what: string,
    send: (signal: AbortSignal) => Promise<void>,
    options: RetryOptions,
    stop?: SendStop,
): Promise<'sent' | 'failed' | 'halted'> {
    const started = Date.now();
    try {
        const requests = await withRetries(send, options, stop);
        options.logger.info(`${what}: sent in ${Date.now() - started} ms, ${requests} requests`);
        return 'sent';
    } catch (error) {
        if (error instanceof SendHalted) return 'halted';
        const failed = error as RetriesFailed;
        options.logger.warn(`${what} failed after ${failed.requests} requests: ${failed.message}`);
        return 'failed';
    }
}
