import type { BlockLayout } from './schemas';

/**
 * Widths, in CSS pixels, of the story column and of its wider layouts. They match
 * static/css/story-content.css (--content-measure 45rem, expanded 67.5rem).
 */
const LAYOUT_WIDTH: Record<BlockLayout, number> = {
    contained: 720,
    expanded: 1080,
    'full-width': 1600,
};

const LAYOUT_SIZES: Record<BlockLayout, string> = {
    contained: '(min-width: 48rem) 45rem, calc(100vw - 2.5rem)',
    expanded: '(min-width: 72rem) 67.5rem, calc(100vw - 2.5rem)',
    'full-width': '100vw',
};

/** The share of the column an image may take; classes content-width-25 … content-width-100. */
const WIDTH_STEPS = [25, 33, 50, 66, 75, 100] as const;
export type WidthStep = (typeof WIDTH_STEPS)[number];

/**
 * The editor stores an image's width as "50%" or "360px". Inline styles are not allowed, so the
 * width is snapped to the nearest step of the stylesheet.
 */
export function widthStep(width: string | undefined): WidthStep {
    const match = /^(\d+(?:\.\d+)?)(%|px)$/.exec(width?.trim() ?? '');
    if (!match) return 100;
    const amount = Number(match[1]);
    const percent = match[2] === '%' ? amount : (amount / LAYOUT_WIDTH.contained) * 100;
    return WIDTH_STEPS.reduce((best, step) => (Math.abs(step - percent) < Math.abs(best - percent) ? step : best));
}

/** The width to request from the CDN and the `sizes` attribute (narrow images fill small screens). */
export function imageBlockSizes(layout: BlockLayout, step: WidthStep): { width: number; sizes: string } {
    if (layout !== 'contained' || step === 100) return { width: LAYOUT_WIDTH[layout], sizes: LAYOUT_SIZES[layout] };
    const width = Math.round((LAYOUT_WIDTH.contained * step) / 100);
    return { width, sizes: `(min-width: 48rem) ${width}px, calc(100vw - 2.5rem)` };
}
