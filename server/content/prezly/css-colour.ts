import colorString from 'color-string';

/** 0–255 channels, as written in `#rrggbb`. */
type Rgb = [number, number, number];

const hex = (channels: Rgb) =>
    `#${channels
        .map((channel) =>
            Math.round(Math.min(255, Math.max(0, channel)))
                .toString(16)
                .padStart(2, '0'),
        )
        .join('')}`;

/** A hue (degrees) at full saturation and half lightness, the base of HSL and HWB. */
function pureHue(hue: number): Rgb {
    const h = (((hue % 360) + 360) % 360) / 60;
    const x = 1 - Math.abs((h % 2) - 1);
    const [r, g, b] =
        h < 1 ? [1, x, 0] : h < 2 ? [x, 1, 0] : h < 3 ? [0, 1, x] : h < 4 ? [0, x, 1] : h < 5 ? [x, 0, 1] : [1, 0, x];
    return [r * 255, g * 255, b * 255];
}

/** CSS Color 4's hsl-to-rgb: saturation and lightness in per cent. */
function fromHsl(hue: number, saturation: number, lightness: number): Rgb {
    const s = saturation / 100;
    const l = lightness / 100;
    const chroma = (1 - Math.abs(2 * l - 1)) * s;
    return pureHue(hue).map((channel) => (channel / 255 - 0.5) * chroma * 255 + l * 255) as Rgb;
}

/** CSS Color 4's hwb-to-rgb: whiteness and blackness in per cent; past 100 together, a grey. */
function fromHwb(hue: number, whiteness: number, blackness: number): Rgb {
    const w = whiteness / 100;
    const b = blackness / 100;
    if (w + b >= 1) {
        const grey = (w / (w + b)) * 255;
        return [grey, grey, grey];
    }
    return pureHue(hue).map((channel) => channel * (1 - w - b) + w * 255) as Rgb;
}

/**
 * A colour written in a CSS form Prezly's theme editor lets through (`#rgb`, `#rgba`,
 * `#rrggbbaa`, `rgb()`, `rgba()`, `hsl()`, `hwb()`, a named colour), as the `#rrggbb` the site's
 * contrast checks read (domain/theme/theme-variables.ts); a translucent colour is taken as it
 * shows on white, the page under it. Null for anything else (`currentColor`, `color-mix()`…).
 */
export function cssColourToHex(value: string): string | null {
    const written = value.trim();
    if (/^#[0-9a-f]{6}$/i.test(written)) return written;
    const parsed = colorString.get(written);
    if (!parsed) return null;
    const [first, second, third, alpha = 1] = parsed.value as [number, number, number, number?];
    const rgb: Rgb =
        parsed.model === 'hsl'
            ? fromHsl(first, second, third)
            : parsed.model === 'hwb'
              ? fromHwb(first, second, third)
              : [first, second, third];
    return hex(rgb.map((channel) => channel * alpha + 255 * (1 - alpha)) as Rgb);
}
