import type { BlockAlign, BlockLayout, TextAlign } from './schemas';

/** Joins class names, skipping empty ones. */
export function classNames(...names: (string | false | null | undefined)[]): string {
    return names.filter(Boolean).join(' ');
}

/**
 * Text alignment as a class (the CSP forbids inline styles). The editor's "left" and "right"
 * are the start and end of the line: a right-to-left story mirrors them like the rest of the page.
 */
export function textAlignClass(align: TextAlign): string | undefined {
    switch (align) {
        case 'center':
            return 'content-align-center';
        case 'right':
            return 'content-align-end';
        case 'justify':
            return 'content-align-justify';
        default:
            return undefined;
    }
}

/** Where a narrower-than-the-column block sits. */
export function blockAlignClass(align: BlockAlign): string | undefined {
    switch (align) {
        case 'left':
            return 'content-block-start';
        case 'right':
            return 'content-block-end';
        default:
            return undefined;
    }
}

/** contained: the text column; expanded: wider than the text; full-width: edge to edge. */
export function layoutClass(layout: BlockLayout): string {
    return `content-layout-${layout}`;
}
