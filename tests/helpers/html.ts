import { type HTMLElement, parse } from 'node-html-parser';

/** Parses an HTML document for assertions (never grep HTML). */
export function parseHtml(html: string): HTMLElement {
    return parse(html, { comment: false, blockTextElements: { script: true, style: true } });
}

/** The props of the first island of that name (its JSON data block), or null. */
export function islandProps(html: HTMLElement, name: string): Record<string, unknown> | null {
    const block = html.querySelector(`[data-island="${name}"] > script[data-island-props]`);
    return block ? JSON.parse(block.text) : null;
}

/** The settings of a browser module (analytics, which has no markup), or null. */
export function moduleSettings(html: HTMLElement, name: string): Record<string, unknown> | null {
    const block = html.querySelector(`script[data-module="${name}"]`);
    return block ? JSON.parse(block.text) : null;
}
