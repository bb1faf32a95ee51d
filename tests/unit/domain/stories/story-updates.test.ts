import { describe, expect, it } from 'vitest';
import { meaningfulUpdate } from '../../../../domain/stories/story-updates';

describe('meaningfulUpdate (docs/product-rules.md §4.10)', () => {
    const published_at = '2026-02-24T06:30:00Z';
    it('counts an edit more than a day after publication', () => {
        expect(meaningfulUpdate({ published_at, updated_at: '2026-02-25T06:31:00Z' })).toBe('2026-02-25T06:31:00Z');
        expect(meaningfulUpdate({ published_at, updated_at: '2026-03-01T10:00:00+01:00' })).toBe(
            '2026-03-01T10:00:00+01:00',
        );
    });
    it('not one within the day, one before publication (an embargo saved early), or a story never published', () => {
        expect(meaningfulUpdate({ published_at, updated_at: '2026-02-25T06:30:00Z' })).toBeNull();
        expect(meaningfulUpdate({ published_at, updated_at: '2026-02-24T08:05:00Z' })).toBeNull();
        expect(meaningfulUpdate({ published_at, updated_at: '2026-02-20T09:00:00Z' })).toBeNull();
        expect(meaningfulUpdate({ published_at: null, updated_at: '2026-02-24T09:00:00Z' })).toBeNull();
    });
});
