import { type HTMLElement, parse } from 'node-html-parser';

/** Parses an HTML document for assertions (never grep HTML). */
export function parseHtml(html: string): HTMLElement {
    return parse(html, { comment: false, blockTextElements: { script: true, style: true } });
}
