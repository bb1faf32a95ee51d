import { Temporal } from '@js-temporal/polyfill';

/**
 * The milliseconds of a duration Fedify hands a store (a value's ttl, a message's delay), never
 * negative. Fedify builds them from the @js-temporal/polyfill, as Node 24 has no global Temporal.
 * Days and smaller units count without a calendar (a day as 24 hours); weeks, months and years
 * need a starting point, which is now.
 */
export function durationMs(duration: Temporal.Duration | undefined): number {
    if (duration == null) return 0;
    const { weeks, months, years } = duration;
    const milliseconds =
        weeks || months || years
            ? duration.total({ unit: 'millisecond', relativeTo: Temporal.Now.zonedDateTimeISO('UTC') })
            : duration.total({ unit: 'millisecond' });
    return Math.max(0, Math.ceil(milliseconds));
}
