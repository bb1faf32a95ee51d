import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError } from '@prezly/sdk';

export interface RetryPolicy {
    /** Attempts after the first one. */
    retries: number;
    /** The first pause; each next one doubles, up to `maxDelayMs`. */
    baseDelayMs: number;
    maxDelayMs: number;
    /** Aborts the pauses (the source is closing). */
    signal?: AbortSignal;
    /** Told of each failed attempt that is tried again. */
    onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
}

/** A `Retry-After` longer than this is not waited for: the call fails and the next refresh tries. */
const LONGEST_RETRY_AFTER_MS = 120_000;

/**
 * Whether a failed call is worth trying again: the network (reset, refused, time-out: the SDK
 * reports those as status 0), a server error (5xx), or rate limiting (429). A 4xx says the
 * request itself is wrong, and repeating it would only say so again.
 */
export function isTransient(error: unknown): boolean {
    if (!(error instanceof ApiError)) return false;
    return error.status === 0 || error.status === 429 || error.status >= 500;
}

/** The pause Prezly asks for in `Retry-After` (seconds or an HTTP date), or null. */
export function retryAfterMs(error: unknown, now = Date.now()): number | null {
    if (!(error instanceof ApiError)) return null;
    const headers = error.headers as Record<string, string | undefined> | Headers | undefined;
    const value = headers instanceof Headers ? headers.get('retry-after') : headers?.['retry-after'];
    if (!value) return null;
    const seconds = Number(value);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    const date = Date.parse(value);
    return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * Runs one call, and again after a pause when it fails for a transient reason, so one dropped
 * connection costs that call a second try instead of failing the whole load. Pauses grow
 * exponentially with full jitter (several processes retrying do not hit Prezly in step), except
 * after a 429 with `Retry-After`, which is waited for exactly as told. Written here rather than
 * taken from p-retry: honouring `Retry-After` is the one rule that matters most with a rate-
 * limited API, and p-retry has no way to set the next pause from the error.
 */
export async function withRetries<T>(call: () => Promise<T>, policy: RetryPolicy): Promise<T> {
    for (let attempt = 1; ; attempt++) {
        try {
            return await call();
        } catch (error) {
            if (attempt > policy.retries || !isTransient(error) || policy.signal?.aborted) throw error;
            const asked = retryAfterMs(error);
            if (asked !== null && asked > LONGEST_RETRY_AFTER_MS) throw error;
            const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
            const delayMs = asked ?? Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
            policy.onRetry?.(error, attempt, delayMs);
            // Ended early when the source is closing.
            await sleep(delayMs, undefined, { signal: policy.signal }).catch(() => {});
        }
    }
}

/** A failed attempt in a few words, for the retry log line. */
export function describeFailure(error: unknown): string {
    const { status, statusText } = error as { status?: number; statusText?: string };
    return status ? `HTTP ${status}` : (statusText ?? String(error));
}
