import { describe, expect, it } from 'vitest';
import { eachPage } from '../../../../../server/content/prezly/site-records';

/** A paged list of `total` records that sends at most `cap` a page, whatever is asked. */
function pagedList(total: number, cap: number) {
    const asked: number[] = [];
    const fetchPage = async (offset: number) => {
        asked.push(offset);
        const records = Array.from(
            { length: Math.max(0, Math.min(cap, total - offset)) },
            (_, index) => offset + index,
        );
        return { records, total };
    };
    return { asked, fetchPage };
}

describe('eachPage', () => {
    it('reads the first page alone, then every other page, each record once', async () => {
        const { asked, fetchPage } = pagedList(250, 100);
        const seen: unknown[] = [];
        await eachPage(fetchPage, 100, (records) => seen.push(...records));
        expect(asked).toEqual([0, 100, 200]);
        expect(seen.sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 250 }, (_, index) => index));
    });

    it('pages by what the API sends when it caps pages below what was asked', async () => {
        const { asked, fetchPage } = pagedList(120, 50);
        const seen: unknown[] = [];
        await eachPage(fetchPage, 100, (records) => seen.push(...records));
        expect(asked).toEqual([0, 50, 100]);
        expect(seen).toHaveLength(120);
    });

    it('stops after an empty or complete first page', async () => {
        for (const [total, cap] of [
            [0, 100],
            [30, 100],
        ] as const) {
            const { asked, fetchPage } = pagedList(total, cap);
            await eachPage(fetchPage, 100, () => {});
            expect(asked).toEqual([0]);
        }
    });
});
