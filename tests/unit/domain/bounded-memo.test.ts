import { describe, expect, it } from 'vitest';
import { BoundedMemo } from '../../../domain/bounded-memo';

describe('BoundedMemo', () => {
    it('computes an answer once per key, undefined answers included', () => {
        const memo = new BoundedMemo<string | undefined>(10);
        let calls = 0;
        const compute = (answer: string | undefined) => () => {
            calls++;
            return answer;
        };
        expect(memo.get('a', compute('A'))).toBe('A');
        expect(memo.get('a', compute('other'))).toBe('A');
        expect(memo.get('none', compute(undefined))).toBeUndefined();
        expect(memo.get('none', compute('late'))).toBeUndefined();
        expect(calls).toBe(2);
    });

    it('forgets everything once full', () => {
        const memo = new BoundedMemo<number>(3);
        for (const key of ['a', 'b', 'c']) memo.get(key, () => 1);
        memo.get('d', () => 2);
        let recomputed = false;
        memo.get('a', () => {
            recomputed = true;
            return 3;
        });
        expect(recomputed).toBe(true);
        expect(memo.get('d', () => 9)).toBe(2);
    });

    it('remembers nothing when the computation throws', () => {
        const memo = new BoundedMemo<number>(3);
        expect(() =>
            memo.get('x', () => {
                throw new RangeError('bad');
            }),
        ).toThrow(RangeError);
        expect(memo.get('x', () => 4)).toBe(4);
    });
});
