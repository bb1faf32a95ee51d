import type { ContentDocument } from '../../domain/content';

/** Node types whose text is not prose a visitor would search for. */
const SKIPPED_TYPES = new Set(['html', 'contact', 'story-bookmark', 'button-block', 'divider', 'image', 'video']);

/** Node properties that carry visible prose besides `text` leaves. */
const PROSE_PROPERTIES = ['caption', 'description', 'title'] as const;

const MAX_LENGTH = 50_000;

/**
 * The plain text of a story body (Prezly Content Format), for indexing. Blocks are separated
 * by new lines; markup, embeds and raw HTML are left out. Long bodies are cut at 50,000
 * characters: enough for any press release, and it keeps one odd story from bloating the index.
 */
export function storyBodyText(document: ContentDocument): string {
    const blocks: string[] = [];
    for (const node of document.children) {
        const text = nodeText(node).replace(/\s+/g, ' ').trim();
        if (text) blocks.push(text);
    }
    return blocks.join('\n').slice(0, MAX_LENGTH);
}

function nodeText(node: unknown): string {
    if (!node || typeof node !== 'object') return '';
    const record = node as Record<string, unknown>;
    if (typeof record.text === 'string') return record.text;
    if (typeof record.type === 'string' && SKIPPED_TYPES.has(record.type)) return '';
    const parts: string[] = [];
    for (const property of PROSE_PROPERTIES) {
        const value = record[property];
        if (typeof value === 'string') parts.push(value);
    }
    if (Array.isArray(record.children)) {
        // Inline children (text, links) join without a space; block children get one.
        const separator = record.children.every(isInline) ? '' : ' ';
        parts.push(record.children.map(nodeText).join(separator));
    }
    return parts.join(' ');
}

function isInline(node: unknown): boolean {
    if (!node || typeof node !== 'object') return true;
    const record = node as Record<string, unknown>;
    return typeof record.text === 'string' || record.type === 'link' || record.type === 'mention';
}
