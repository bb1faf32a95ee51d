import { describe, expect, it } from 'vitest';
import { createMemo, createObjectMemo } from '../../../domain/memo';

describe('createMemo', () => {
    it('computes an answer once per key', () => {
        const memo = createMemo<string>(10);
        let calls = 0;
        const compute = (answer: string) => () => {
            calls++;
            return answer;
        };
        expect(memo('a', compute('A'))).toBe('A');
        expect(memo('a', compute('other'))).toBe('A');
        expect(memo('b', compute('B'))).toBe('B');
        expect(calls).toBe(2);
    });

    it('forgets the least recently used answer once full', () => {
        const memo = createMemo<number>(2);
        memo('a', () => 1);
        memo('b', () => 2);
        memo('a', () => 9); // a is now the most recently used
        memo('c', () => 3); // evicts b
        let recomputed = 0;
        const again = (value: number) => () => {
            recomputed++;
            return value;
        };
        expect(memo('a', again(7))).toBe(1);
        expect(memo('c', again(7))).toBe(3);
        expect(memo('b', again(5))).toBe(5);
        expect(recomputed).toBe(1);
    });

    it('remembers nothing when the computation throws', () => {
        const memo = createMemo<number>(3);
        expect(() =>
            memo('x', () => {
                throw new RangeError('bad');
            }),
        ).toThrow(RangeError);
        expect(memo('x', () => 4)).toBe(4);
    });
});

describe('createObjectMemo', () => {
    it('computes an answer once per object and key, null and undefined answers included', () => {
        const memo = createObjectMemo<object, string | null>();
        const manifest = {};
        let calls = 0;
        const compute = (answer: string | null) => () => {
            calls++;
            return answer;
        };
        expect(memo(manifest, '/press', compute('A'))).toBe('A');
        expect(memo(manifest, '/press', compute('other'))).toBe('A');
        expect(memo(manifest, '/', compute(null))).toBeNull();
        expect(memo(manifest, '/', compute('other'))).toBeNull();
        expect(calls).toBe(2);
    });

    it('keeps answers apart by object: another object of the same shape is computed anew', () => {
        const memo = createObjectMemo<object, number>();
        expect(memo({ uuid: 'a' }, 'social', () => 1)).toBe(1);
        expect(memo({ uuid: 'a' }, 'social', () => 2)).toBe(2);
    });
});
