import { describe, expect, it } from 'vitest';
import {
    contrastRatio,
    ensureReadable,
    mix,
    parseHex,
    readableAccent,
    readableOn,
    relativeLuminance,
} from '../../../../domain/theme/contrast';

describe('WCAG contrast arithmetic', () => {
    it('gives the known luminances and ratios', () => {
        expect(relativeLuminance('#000000')).toBe(0);
        expect(relativeLuminance('#ffffff')).toBe(1);
        expect(contrastRatio('#000000', '#ffffff')).toBe(21);
        expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
        // Reference values from the WCAG contrast checker.
        expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
        expect(contrastRatio('#3b5bdb', '#ffffff')).toBeCloseTo(5.65, 1);
    });

    it('is symmetric', () => {
        expect(contrastRatio('#123456', '#abcdef')).toBe(contrastRatio('#abcdef', '#123456'));
    });

    it('rejects what is not a hex colour', () => {
        expect(() => parseHex('red')).toThrow('Expected a colour');
        expect(() => parseHex('#fff')).toThrow('Expected a colour');
    });

    it('mixes colours', () => {
        expect(mix('#000000', '#ffffff', 0)).toBe('#000000');
        expect(mix('#000000', '#ffffff', 1)).toBe('#ffffff');
        expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    });
});

describe('readable foregrounds', () => {
    it.each([
        ['#ffffff', '#111827'],
        ['#fde047', '#111827'],
        ['#3b5bdb', '#ffffff'],
        ['#101828', '#ffffff'],
        ['#e03131', '#ffffff'],
        ['#22c55e', '#111827'],
    ])('on %s text is %s', (background, foreground) => {
        expect(readableOn(background)).toBe(foreground);
        expect(contrastRatio(readableOn(background), background)).toBeGreaterThanOrEqual(4.5);
    });

    it('keeps an editor colour that is readable and replaces one that is not', () => {
        expect(ensureReadable('#1F2933', '#ffffff')).toBe('#1f2933');
        expect(ensureReadable('#eeeeee', '#ffffff')).toBe('#111827');
        expect(ensureReadable('#333333', '#101828')).toBe('#ffffff');
    });

    it.each([
        ['#3b5bdb', '#ffffff'],
        ['#fde047', '#ffffff'],
        ['#22c55e', '#ffffff'],
        ['#1e3a8a', '#0b1220'],
        ['#ff6b6b', '#fafafa'],
    ])('adjusts accent %s to be readable on %s', (accent, background) => {
        const adjusted = readableAccent(accent, background);
        expect(contrastRatio(adjusted, background)).toBeGreaterThanOrEqual(4.5);
    });

    it('keeps an accent that is already readable unchanged', () => {
        expect(readableAccent('#3B5BDB', '#ffffff')).toBe('#3b5bdb');
    });

    it('keeps the hue: a too-light green becomes a darker green, not black', () => {
        const adjusted = readableAccent('#22c55e', '#ffffff');
        const [red, green, blue] = parseHex(adjusted);
        expect(green).toBeGreaterThan(red);
        expect(green).toBeGreaterThan(blue);
    });
});
