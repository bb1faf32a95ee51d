/** How the federation stores count a Fedify duration (server/federation/stores/duration.ts). */
import { Temporal } from '@js-temporal/polyfill';
import { describe, expect, it } from 'vitest';
import { durationMs } from '../../../../server/federation/stores/duration';

describe('durationMs', () => {
    it('counts days and smaller units, a day as 24 hours', () => {
        expect(durationMs(Temporal.Duration.from({ days: 1, hours: 1, milliseconds: 5 }))).toBe(90_000_005);
        expect(durationMs(Temporal.Duration.from({ seconds: 30 }))).toBe(30_000);
    });

    it('counts weeks and months from now, and nothing for none or a negative duration', () => {
        expect(durationMs(Temporal.Duration.from({ weeks: 2 }))).toBe(14 * 86_400_000);
        const month = durationMs(Temporal.Duration.from({ months: 1 }));
        expect(month).toBeGreaterThanOrEqual(28 * 86_400_000);
        expect(month).toBeLessThanOrEqual(31 * 86_400_000);
        expect(durationMs(undefined)).toBe(0);
        expect(durationMs(Temporal.Duration.from({ seconds: -5 }))).toBe(0);
    });
});
