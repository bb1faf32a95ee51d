import { inlineText } from './story-blocks';

/**
 * Ids the site's own page frame gives its elements (views/): a heading named "Main" must not
 * take `main` from the skip link's target. Heading ids never equal one of these.
 */
const PAGE_IDS = new Set([
    'main',
    'related-heading',
    'footer-newsroom',
    'footer-legal',
    'consent-bar-title',
    'island-manifest',
]);

/** A heading's anchor: the id it gets and its text, for the anchor link's label. */
export interface HeadingAnchor {
    id: string;
    text: string;
}

/**
 * The anchor of each section heading of a story body, by node (docs/product-rules.md §2.18): the
 * slug of its text (lower case, letters of every script kept, marks kept with their letters,
 * anything else a hyphen), unique within the story by `-2`, `-3`… in document order. The same
 * body always gives the same ids, so links to a section keep working across renders. Title and
 * subtitle headings, which the page does not show, and empty headings get none.
 */
export function storyHeadingAnchors(nodes: readonly unknown[]): Map<object, HeadingAnchor> {
    const anchors = new Map<object, HeadingAnchor>();
    const taken = new Set(PAGE_IDS);
    for (const node of nodes) {
        if (!isSectionHeading(node)) continue;
        const text = inlineText(node as Record<string, unknown>).trim();
        if (!text) continue;
        const base = headingSlug(text);
        let id = base;
        for (let count = 2; taken.has(id); count++) id = `${base}-${count}`;
        taken.add(id);
        anchors.set(node, { id, text });
    }
    return anchors;
}

/**
 * The anchor Prezly's own site gives a heading (`#header-key-figures`: lower case, characters
 * other than ASCII letters, digits, `_`, `-` and spaces dropped, spaces a hyphen), which links in
 * story bodies use, mapped to the id the heading has here: the first heading of that anchor.
 */
export function prezlyHeadingFragments(anchors: ReadonlyMap<object, HeadingAnchor>): Map<string, string> {
    const fragments = new Map<string, string>();
    for (const { id, text } of anchors.values()) {
        const prezlySlug = text
            .toLowerCase()
            .replace(/[^\w\s-]/g, '')
            .replace(/\s+/g, '-')
            .replace(/-+/g, '-');
        const fragment = `header-${prezlySlug}`;
        if (!fragments.has(fragment)) fragments.set(fragment, id);
    }
    return fragments;
}

/** `Key specifications` → `key-specifications`; `المواصفات الرئيسية` keeps its letters. */
export function headingSlug(text: string): string {
    const slug = text
        .normalize('NFC')
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
        .replace(/^-+|-+$/g, '');
    // A heading of only symbols ("***") still gets an id.
    return slug || 'section';
}

function isSectionHeading(node: unknown): node is object {
    if (typeof node !== 'object' || node === null) return false;
    const { type, role } = node as { type?: unknown; role?: unknown };
    return (type === 'heading-one' || type === 'heading-two') && role !== 'title' && role !== 'subtitle';
}
