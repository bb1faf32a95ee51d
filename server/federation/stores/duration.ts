import type { Temporal } from '@js-temporal/polyfill';

/**
 * The milliseconds of a duration Fedify hands a store (a value's ttl, a message's delay), never
 * negative. Fedify builds them from the @js-temporal/polyfill, as Node 24 has no global Temporal;
 * they are in days and smaller units, which need no calendar to be counted in milliseconds.
 */
export function durationMs(duration: Temporal.Duration | undefined): number {
    if (duration == null) return 0;
    return Math.max(0, Math.ceil(duration.total({ unit: 'millisecond' })));
}
