import { r } from './random';
import { svgDocument } from './svg';

/**
 * The Northwind logo, drawn with a small stroke alphabet instead of a font, so the PNGs come
 * out the same on every machine whatever fonts it has. Glyphs sit in a box 10 units high.
 */
const GLYPHS: Record<string, { d: string; width: number }> = {
    N: { d: 'M0 10 L0 0 L6 10 L6 0', width: 6 },
    O: { d: 'M3.2 0 C7.4 0 7.4 10 3.2 10 C-1 10 -1 0 3.2 0 Z', width: 6.4 },
    R: { d: 'M0 10 L0 0 L3.4 0 C6.6 0 6.6 5 3.4 5 L0 5 M3.2 5 L6 10', width: 6 },
    T: { d: 'M0 0 L6 0 M3 0 L3 10', width: 6 },
    H: { d: 'M0 0 L0 10 M6 0 L6 10 M0 5 L6 5', width: 6 },
    W: { d: 'M0 0 L2 10 L4 2.5 L6 10 L8 0', width: 8 },
    I: { d: 'M0 0 L0 10', width: 0 },
    D: { d: 'M0 0 L0 10 L2.4 10 C7.4 10 7.4 0 2.4 0 Z', width: 6 },
    M: { d: 'M0 10 L0 0 L3.5 7 L7 0 L7 10', width: 7 },
    B: { d: 'M0 0 L0 10 L3.5 10 C6.6 10 6.6 5 3.5 5 L0 5 M0 0 L3.1 0 C5.9 0 5.9 5 3.1 5', width: 5.8 },
    L: { d: 'M0 0 L0 10 L5 10', width: 5 },
    Y: { d: 'M0 0 L3 5 L6 0 M3 5 L3 10', width: 6 },
    ' ': { d: '', width: 3 },
};

/** A word drawn at (x, y) with letters `height` pixels tall; returns the SVG and its width. */
export function word(
    text: string,
    x: number,
    y: number,
    height: number,
    color: string,
    weight = 1.7,
    tracking = 2.4,
): { svg: string; width: number } {
    const scale = height / 10;
    const parts: string[] = [];
    let cursor = 0;
    for (const char of text) {
        const glyph = GLYPHS[char];
        if (!glyph) throw new Error(`The logo alphabet has no glyph for "${char}"`);
        if (glyph.d) parts.push(`<path transform="translate(${r(cursor)} 0)" d="${glyph.d}"/>`);
        cursor += glyph.width + tracking;
    }
    const width = (cursor - tracking) * scale;
    const svg = `<g transform="translate(${r(x)} ${r(y)}) scale(${Math.round(scale * 100) / 100})" fill="none" stroke="${color}" stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}</g>`;
    return { svg, width };
}

/** The mark: a north-pointing arrow crossed by two gusts of wind, in a rounded square. */
export function mark(x: number, y: number, size: number, background: string, foreground: string): string {
    const s = size / 100;
    const p = (px: number, py: number) => `${r(x + px * s)} ${r(y + py * s)}`;
    return [
        background === 'none'
            ? ''
            : `<rect x="${r(x)}" y="${r(y)}" width="${r(size)}" height="${r(size)}" rx="${r(22 * s)}" fill="${background}"/>`,
        `<path d="M${p(50, 16)} L${p(72, 80)} L${p(50, 66)} Z" fill="${foreground}"/>`,
        `<path d="M${p(50, 16)} L${p(28, 80)} L${p(50, 66)} Z" fill="${foreground}" opacity="0.62"/>`,
        `<path d="M${p(14, 44)} C${p(34, 36)} ${p(56, 52)} ${p(86, 40)} M${p(18, 58)} C${p(38, 50)} ${p(58, 64)} ${p(82, 54)}" fill="none" stroke="${foreground}" stroke-width="${r(5 * s)}" stroke-linecap="round" opacity="0.9"/>`,
    ].join('');
}

export const BRAND = { accent: '#0e7c66', ink: '#12222e', white: '#ffffff' };

/** Horizontal logo for the header: mark, NORTHWIND, MOBILITY. Transparent background. */
export function wordmarkSvg(width: number, height: number): string {
    const markSize = height * 0.8;
    const top = (height - markSize) / 2;
    const name = word(
        'NORTHWIND',
        markSize + height * 0.22,
        top + markSize * 0.08,
        markSize * 0.5,
        BRAND.ink,
        1.9,
        2.2,
    );
    const tagline = word(
        'MOBILITY',
        markSize + height * 0.22,
        top + markSize * 0.72,
        markSize * 0.2,
        BRAND.accent,
        2.2,
        5,
    );
    return svgDocument(width, height, mark(0, top, markSize, BRAND.accent, BRAND.white) + name.svg + tagline.svg);
}

/** Favicon-sized mark on a transparent background. */
export function iconSvg(size: number): string {
    return svgDocument(size, size, mark(size * 0.04, size * 0.04, size * 0.92, BRAND.accent, BRAND.white));
}

/** Square logo for social cards: the mark and name on the brand colour. */
export function squareLogoSvg(size: number): string {
    const name = word('NORTHWIND', 0, 0, size * 0.075, BRAND.white, 1.9, 2.2);
    const nameX = (size - name.width) / 2;
    const placed = word('NORTHWIND', nameX, size * 0.72, size * 0.075, BRAND.white, 1.9, 2.2);
    return svgDocument(
        size,
        size,
        `<rect width="${size}" height="${size}" rx="${r(size * 0.12)}" fill="${BRAND.accent}"/>${mark(size * 0.27, size * 0.14, size * 0.46, 'none', BRAND.white)}${placed.svg}`,
    );
}
