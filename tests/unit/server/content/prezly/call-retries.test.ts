import { ApiError } from '@prezly/sdk';
import { describe, expect, it } from 'vitest';
import { isTransient, retryAfterMs, withRetries } from '../../../../../server/content/prezly/call-retries';

const apiError = (status: number, headers: Record<string, string> = {}) =>
    new ApiError({ payload: {}, status, statusText: 'x', headers });

describe('which Prezly failures are tried again', () => {
    it.each([
        [0, true], // network, time-out
        [429, true],
        [500, true],
        [503, true],
        [400, false],
        [401, false],
        [403, false],
        [404, false],
    ])('HTTP %i: %s', (status, transient) => {
        expect(isTransient(apiError(status))).toBe(transient);
    });

    it('anything that is not an API error is not', () => {
        expect(isTransient(new Error('bug'))).toBe(false);
    });
});

describe('Retry-After', () => {
    it('reads seconds and HTTP dates, and nothing else', () => {
        const now = Date.parse('2026-01-01T00:00:00Z');
        expect(retryAfterMs(apiError(429, { 'retry-after': '3' }), now)).toBe(3000);
        expect(retryAfterMs(apiError(429, { 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }), now)).toBe(5000);
        expect(retryAfterMs(apiError(429, { 'retry-after': 'soon' }), now)).toBeNull();
        expect(retryAfterMs(apiError(429), now)).toBeNull();
    });
});

describe('withRetries', () => {
    const policy = { retries: 3, baseDelayMs: 1, maxDelayMs: 4 };

    it('tries a transient failure again, the number of times allowed, and says so each time', async () => {
        const told: number[] = [];
        let calls = 0;
        const failing = () => {
            calls++;
            return Promise.reject(apiError(502));
        };
        await expect(
            withRetries(failing, { ...policy, onRetry: (_e, attempt) => told.push(attempt) }),
        ).rejects.toThrow();
        expect(calls).toBe(4);
        expect(told).toEqual([1, 2, 3]);
    });

    it('gives up at once on a failure a retry cannot mend', async () => {
        let calls = 0;
        await expect(
            withRetries(() => {
                calls++;
                return Promise.reject(apiError(401));
            }, policy),
        ).rejects.toThrow();
        expect(calls).toBe(1);
    });

    it('waits what a 429 asks, and returns the answer that follows', async () => {
        const delays: number[] = [];
        let calls = 0;
        const answer = await withRetries(
            () => (++calls === 1 ? Promise.reject(apiError(429, { 'retry-after': '0.01' })) : Promise.resolve('ok')),
            { ...policy, onRetry: (_e, _attempt, delay) => delays.push(delay) },
        );
        expect(answer).toBe('ok');
        expect(delays).toEqual([10]);
    });

    it('does not wait a Retry-After of minutes: the call fails and the next refresh tries', async () => {
        let calls = 0;
        await expect(
            withRetries(() => {
                calls++;
                return Promise.reject(apiError(429, { 'retry-after': '600' }));
            }, policy),
        ).rejects.toThrow();
        expect(calls).toBe(1);
    });
});
