/**
 * A warning that may come many times a second is logged once, then summed up once a minute
 * (server/observability/repeated-warning.ts): the log of a flood cannot flood in turn, and
 * nothing goes uncounted. Vitest's fake timers stand for the minutes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RepeatedWarning } from '../../../../server/observability/repeated-warning';
import { memoryLogger } from '../../../helpers/memory-logger';

const MINUTE = 60_000;

describe('a repeated warning', () => {
    beforeEach(() => {
        vi.useFakeTimers();
    });
    afterEach(() => {
        vi.useRealTimers();
    });

    const make = () => {
        const { logger, lines } = memoryLogger();
        const warning = new RepeatedWarning(logger, (count, total) => `${count} more (${total} in all)`);
        return { warning, messages: () => lines.map((line) => line.message) };
    };

    it('logs the first at once and counts the others', () => {
        const { warning, messages } = make();
        for (let index = 0; index < 5; index++) warning.note(() => `first of ${index}`);
        expect(messages()).toEqual(['first of 0']);
        expect(warning.total).toBe(5);
    });

    it('sums up each minute that had more, and logs the next one at once after a quiet minute', () => {
        const { warning, messages } = make();
        warning.note(() => 'first');
        warning.note(() => 'second');
        warning.note(() => 'third');
        vi.advanceTimersByTime(MINUTE);
        expect(messages()).toEqual(['first', '2 more (3 in all)']);
        // Still going in the next minute: summed up again.
        warning.note(() => 'fourth');
        vi.advanceTimersByTime(MINUTE);
        expect(messages()).toEqual(['first', '2 more (3 in all)', '1 more (4 in all)']);
        // A minute with none ends the spell; the next is a first again.
        vi.advanceTimersByTime(MINUTE);
        warning.note(() => 'after the quiet');
        expect(messages().at(-1)).toBe('after the quiet');
        expect(warning.total).toBe(5);
    });

    it('logs what is not summed up yet when flushed, and nothing when there is none', () => {
        const { warning, messages } = make();
        warning.flush();
        expect(messages()).toEqual([]);
        warning.note(() => 'first');
        warning.note(() => 'second');
        warning.flush();
        expect(messages()).toEqual(['first', '1 more (2 in all)']);
        vi.advanceTimersByTime(MINUTE);
        expect(messages()).toHaveLength(2);
    });
});
