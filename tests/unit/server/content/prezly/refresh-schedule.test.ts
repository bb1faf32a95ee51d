import { describe, expect, it } from 'vitest';
import {
    merge,
    nextDueAt,
    type RefreshKind,
    RefreshQueue,
} from '../../../../../server/content/prezly/refresh-schedule';

describe('refreshes asked for while one runs', () => {
    it('merge into the larger kind; named stories add up', () => {
        expect(merge({ kind: 'stories', uuids: ['a'] }, { kind: 'stories', uuids: ['b', 'a'] })).toEqual({
            kind: 'stories',
            uuids: ['a', 'b'],
        });
        expect(merge({ kind: 'stories', uuids: ['a'] }, { kind: 'changes' })).toEqual({ kind: 'changes' });
        expect(merge({ kind: 'sweep' }, { kind: 'changes' })).toEqual({ kind: 'sweep' });
        expect(merge(null, { kind: 'changes' })).toEqual({ kind: 'changes' });
    });

    it('run once after the one running, for everyone who asked', async () => {
        const ran: RefreshKind[] = [];
        let release!: () => void;
        const queue = new RefreshQueue(async (kind) => {
            ran.push(kind);
            if (ran.length === 1) await new Promise<void>((resolve) => (release = resolve));
        });
        const first = queue.run({ kind: 'changes' });
        const second = queue.run({ kind: 'stories', uuids: ['x'] });
        const third = queue.run({ kind: 'sweep' });
        expect(queue.busy).toBe(true);
        release();
        await Promise.all([first, second, third]);
        expect(ran).toEqual([{ kind: 'changes' }, { kind: 'sweep' }]);
    });
});

describe('when the next refresh is due', () => {
    it('one TTL after the last attempt, twice as long after each failure, up to the cap', () => {
        expect(nextDueAt(1000, 0, 60_000, 600_000)).toBe(61_000);
        expect(nextDueAt(1000, 1, 60_000, 600_000)).toBe(61_000);
        expect(nextDueAt(1000, 2, 60_000, 600_000)).toBe(121_000);
        expect(nextDueAt(1000, 3, 60_000, 600_000)).toBe(241_000);
        expect(nextDueAt(1000, 10, 60_000, 600_000)).toBe(601_000);
    });
});
