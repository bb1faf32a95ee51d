import { describe, expect, it } from 'vitest';
import { SlugLookup } from '../../../../../server/content/prezly/slug-lookup';
import { memoryLogger } from '../../../../helpers/memory-logger';

/** A by-slug lookup whose answers the test settles by hand, recording each slug asked. */
function handSettled(maxInFlight = 2, perMinute = 100, now = () => 0) {
    const asked: string[] = [];
    const { logger, lines } = memoryLogger();
    const settle = new Map<string, (found: { uuid: string } | null | Error) => void>();
    const lookup = new SlugLookup(
        (slug) => {
            asked.push(slug);
            return new Promise((resolve, reject) =>
                settle.set(slug, (found) => (found instanceof Error ? reject(found) : resolve(found))),
            );
        },
        { maxInFlight, perMinute, now, ttlMs: 60_000, failureTtlMs: 60_000, maxEntries: 100, logger },
    );
    return {
        lookup,
        asked,
        lines,
        settle: (slug: string, found: { uuid: string } | null | Error) => settle.get(slug)!(found),
    };
}

describe('SlugLookup', () => {
    it('asks once for a slug asked twice at once, and keeps the answer', async () => {
        const { lookup, asked, settle } = handSettled();
        const first = lookup.storyUuid('old-slug');
        const second = lookup.storyUuid('old-slug');
        settle('old-slug', { uuid: 'u-1' });
        expect(await Promise.all([first, second])).toEqual(['u-1', 'u-1']);
        expect(await lookup.storyUuid('old-slug')).toBe('u-1');
        expect(asked).toEqual(['old-slug']);
    });

    it('keeps "none" and failures as "none"', async () => {
        const { lookup, asked, settle } = handSettled();
        const none = lookup.storyUuid('made-up');
        settle('made-up', null);
        const failed = lookup.storyUuid('prezly-down');
        settle('prezly-down', new Error('Prezly did not answer'));
        expect(await none).toBeNull();
        expect(await failed).toBeNull();
        expect(await lookup.storyUuid('made-up')).toBeNull();
        expect(await lookup.storyUuid('prezly-down')).toBeNull();
        expect(asked).toEqual(['made-up', 'prezly-down']);
    });

    it('answers "none" at once beyond the lookups in flight, and never asks for what is no slug', async () => {
        const { lookup, asked, settle } = handSettled(1);
        const held = lookup.storyUuid('first');
        expect(await lookup.storyUuid('second')).toBeNull();
        for (const odd of ['', '-dash', 'a/b', 'x'.repeat(256), '‮']) expect(await lookup.storyUuid(odd)).toBeNull();
        expect(asked).toEqual(['first']);
        settle('first', { uuid: 'u-1' });
        expect(await held).toBe('u-1');
        // The slot is free again; "second" was never kept as "none".
        const again = lookup.storyUuid('second');
        settle('second', { uuid: 'u-2' });
        expect(await again).toBe('u-2');
    });

    it('begins at most PREZLY_SLUG_LOOKUPS_PER_MINUTE lookups a minute, then answers "none" without asking until the minute is over', async () => {
        let clock = 0;
        const { lookup, asked, settle, lines } = handSettled(16, 3, () => clock);
        for (const slug of ['a-1', 'a-2', 'a-3']) {
            const answer = lookup.storyUuid(slug);
            settle(slug, null);
            expect(await answer).toBeNull();
        }
        expect(await lookup.storyUuid('a-4')).toBeNull();
        expect(await lookup.storyUuid('a-5')).toBeNull();
        expect(asked).toEqual(['a-1', 'a-2', 'a-3']);
        expect(lines.filter((line) => line.message.includes('PREZLY_SLUG_LOOKUPS_PER_MINUTE'))).toHaveLength(1);
        clock = 59_999;
        expect(await lookup.storyUuid('a-6')).toBeNull();
        expect(asked).toHaveLength(3);
        // A new minute: "a-4" was never kept as "none", so it is asked now.
        clock = 60_000;
        const next = lookup.storyUuid('a-4');
        settle('a-4', { uuid: 'u-4' });
        expect(await next).toBe('u-4');
        expect(asked).toEqual(['a-1', 'a-2', 'a-3', 'a-4']);
    });
});
