import { describe, expect, it } from 'vitest';
import { imageBlockSizes, widthStep } from '../../../../views/story-content/image-sizes';

describe('image widths', () => {
    it.each([
        [undefined, 100],
        ['100%', 100],
        ['48%', 50],
        ['30%', 33],
        ['70%', 66],
        ['360px', 50],
        ['900px', 100],
        ['wide', 100],
    ] as const)('%s snaps to %d%%', (width, step) => {
        expect(widthStep(width)).toBe(step);
    });

    it('requests the column width, or its share for narrower images', () => {
        expect(imageBlockSizes('contained', 100).width).toBe(720);
        expect(imageBlockSizes('contained', 50)).toEqual({
            width: 360,
            sizes: '(min-width: 48rem) 360px, calc(100vw - 2.5rem)',
        });
        expect(imageBlockSizes('full-width', 100).sizes).toBe('100vw');
    });
});
