import type { ContentDocument } from '../../domain/content';
import { stripMarkers } from '../../domain/search/highlight';
import { storyHeadingAnchors } from '../../domain/stories/heading-ids';

/** Node types whose text is not prose a visitor would search for. */
const SKIPPED_TYPES = new Set(['html', 'contact', 'story-bookmark', 'button-block', 'divider', 'image', 'video']);

/** Node properties that carry visible prose besides `text` leaves. */
const PROSE_PROPERTIES = ['caption', 'description', 'title'] as const;

const MAX_LENGTH = 50_000;

/**
 * A part of a story body that starts at a section heading (docs/product-rules.md §2.18): the
 * heading's text, the id the story page gives that heading, and the text of the blocks up to
 * the next section heading.
 */
export interface StorySection {
    heading: string;
    /** The heading's id on the story page: `storyHeadingAnchors`, the walk the page itself does. */
    anchor: string;
    text: string;
}

/** A story body as search sees it: the text before the first section heading, then each section. */
export interface StorySections {
    intro: string;
    sections: StorySection[];
}

/**
 * The plain text of a story body (Prezly Content Format) cut at its section headings, for
 * indexing. Blocks are separated by new lines; markup, embeds and raw HTML are left out, and
 * highlight markers in the text are removed (docs/product-rules.md §9.7). The anchors come from
 * the same walk over the same top-level nodes as the ids the story page renders
 * (views/story-content/StoryContent.tsx), so a search result links to the id the heading has.
 * Headings the page does not anchor (title and subtitle roles, empty ones) stay text of the
 * section they are in. Long bodies are cut at 50,000 characters in all: enough for any press
 * release, and it keeps one odd story from bloating the index.
 */
export function storySections(document: ContentDocument): StorySections {
    const children: readonly unknown[] = Array.isArray(document?.children) ? document.children : [];
    const anchors = storyHeadingAnchors(children);
    const intro: string[] = [];
    const sections: { heading: string; anchor: string; blocks: string[] }[] = [];
    let budget = MAX_LENGTH;
    for (const node of children) {
        if (budget <= 0) break;
        const anchor = typeof node === 'object' && node !== null ? anchors.get(node) : undefined;
        if (anchor) {
            const heading = stripMarkers(anchor.text).slice(0, budget);
            budget -= heading.length + 1;
            sections.push({ heading, anchor: anchor.id, blocks: [] });
            continue;
        }
        const text = stripMarkers(nodeText(node).replace(/\s+/g, ' ').trim()).slice(0, budget);
        if (!text) continue;
        budget -= text.length + 1;
        (sections.at(-1)?.blocks ?? intro).push(text);
    }
    return {
        intro: intro.join('\n'),
        sections: sections.map(({ heading, anchor, blocks }) => ({ heading, anchor, text: blocks.join('\n') })),
    };
}

const HEADING_TYPES = new Set(['heading-one', 'heading-two']);

/**
 * Whether a body has a section heading the story page anchors: a glance at the node types, and
 * the headings' text only when there is a heading at all (most bodies have none).
 */
export function hasSections(document: ContentDocument): boolean {
    const children: readonly unknown[] = Array.isArray(document?.children) ? document.children : [];
    const isHeading = (node: unknown) =>
        typeof node === 'object' && node !== null && HEADING_TYPES.has((node as { type?: unknown }).type as string);
    return children.some(isHeading) && storyHeadingAnchors(children).size > 0;
}

/** The whole body as one text: the intro, then each section's heading and text. */
export function sectionsText({ intro, sections }: StorySections): string {
    const parts = [intro];
    for (const section of sections) parts.push(section.heading, section.text);
    return parts.filter(Boolean).join('\n');
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
