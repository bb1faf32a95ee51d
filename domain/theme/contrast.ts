/**
 * WCAG 2.x contrast arithmetic for the newsroom's theme colours. Editors pick any colours they
 * like; the site derives foregrounds from them that stay readable (AA: 4.5:1 for body text).
 */

export const AA_NORMAL_TEXT = 4.5;

const DARK = '#111827';
const LIGHT = '#ffffff';

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
    const match = /^#?([0-9a-f]{6})$/i.exec(hex);
    if (!match) throw new Error(`Expected a colour like #1a2b3c, got ${hex}`);
    const value = Number.parseInt(match[1]!, 16);
    return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([red, green, blue]: Rgb): string {
    return `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (WCAG 2.x definition), 0 for black to 1 for white. */
export function relativeLuminance(hex: string): number {
    const [red, green, blue] = parseHex(hex).map((channel) => {
        const srgb = channel / 255;
        return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
    }) as Rgb;
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** Contrast ratio between two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
    const a = relativeLuminance(first);
    const b = relativeLuminance(second);
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * Near-black or white, whichever reads better on the background. On mid-greys, where neither
 * reaches AA, pure black or white (whichever is better) is the last resort.
 */
export function readableOn(background: string): string {
    const best = contrastRatio(DARK, background) >= contrastRatio(LIGHT, background) ? DARK : LIGHT;
    if (contrastRatio(best, background) >= AA_NORMAL_TEXT) return best;
    return contrastRatio('#000000', background) >= contrastRatio(LIGHT, background) ? '#000000' : LIGHT;
}

/** The preferred foreground when it is readable on the background, else near-black or white. */
export function ensureReadable(foreground: string, background: string, minimum = AA_NORMAL_TEXT): string {
    return contrastRatio(foreground, background) >= minimum ? foreground.toLowerCase() : readableOn(background);
}

/** Mixes a colour towards another one: weight 0 keeps `from`, 1 gives `to`. */
export function mix(from: string, to: string, weight: number): string {
    const a = parseHex(from);
    const b = parseHex(to);
    return toHex([0, 1, 2].map((index) => a[index]! + (b[index]! - a[index]!) * weight) as Rgb);
}

/**
 * The accent colour adjusted, as little as needed, to be readable as text or link colour on the
 * background: darkened on light backgrounds, lightened on dark ones. Keeps the brand's hue.
 */
export function readableAccent(accent: string, background: string, minimum = AA_NORMAL_TEXT): string {
    if (contrastRatio(accent, background) >= minimum) return accent.toLowerCase();
    const target = readableOn(background);
    for (let step = 1; step <= 20; step++) {
        const candidate = mix(accent, target, step / 20);
        if (contrastRatio(candidate, background) >= minimum) return candidate;
    }
    return target;
}
