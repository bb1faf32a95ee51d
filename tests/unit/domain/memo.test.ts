import { describe, expect, it } from 'vitest';
import { createMemo } from '../../../domain/memo';

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
