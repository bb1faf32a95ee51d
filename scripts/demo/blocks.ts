/**
 * The story bodies are written with these helpers; build-content.ts turns them into Prezly
 * Content Format nodes once the media files exist (image nodes need the real payloads).
 *
 * Inline markup inside text: **bold**, *italic*, [label](https://link).
 */

export interface OEmbedSource {
    type: 'video' | 'rich' | 'link' | 'photo';
    title: string;
    description?: string;
    provider_name: string;
    provider_url: string;
    author_name?: string;
    html?: string;
    thumbnail_url?: string;
    thumbnail_width?: number;
    thumbnail_height?: number;
    width?: number;
    height?: number;
}

export type BlockSpec =
    | { kind: 'paragraph'; text: string }
    | { kind: 'heading'; level: 1 | 2; text: string }
    | { kind: 'list'; ordered: boolean; items: string[] }
    | { kind: 'quote'; text: string }
    | { kind: 'divider' }
    | { kind: 'image'; image: string; caption: string; layout: 'contained' | 'expanded' | 'full-width' }
    | { kind: 'gallery'; images: { image: string; caption: string }[] }
    | { kind: 'attachment'; file: string; description: string }
    | { kind: 'contact'; contact: string; layout: 'card' | 'signature' }
    | { kind: 'video' | 'embed' | 'bookmark'; url: string; oembed: OEmbedSource }
    | { kind: 'table'; rows: string[][] }
    | { kind: 'html'; html: string }
    | { kind: 'callout'; icon: string; text: string }
    | { kind: 'button'; label: string; href: string }
    | { kind: 'story-bookmark'; story: string; lang: string }
    | { kind: 'raw'; node: { type: string } & Record<string, unknown> };

export const p = (text: string): BlockSpec => ({ kind: 'paragraph', text });
export const h1 = (text: string): BlockSpec => ({ kind: 'heading', level: 1, text });
export const h2 = (text: string): BlockSpec => ({ kind: 'heading', level: 2, text });
export const ul = (...items: string[]): BlockSpec => ({ kind: 'list', ordered: false, items });
export const ol = (...items: string[]): BlockSpec => ({ kind: 'list', ordered: true, items });
export const quote = (text: string): BlockSpec => ({ kind: 'quote', text });
export const divider = (): BlockSpec => ({ kind: 'divider' });
export const img = (
    image: string,
    caption: string,
    layout: 'contained' | 'expanded' | 'full-width' = 'contained',
): BlockSpec => ({
    kind: 'image',
    image,
    caption,
    layout,
});
export const gallery = (...images: [image: string, caption: string][]): BlockSpec => ({
    kind: 'gallery',
    images: images.map(([image, caption]) => ({ image, caption })),
});
export const attachment = (file: string, description: string): BlockSpec => ({ kind: 'attachment', file, description });
export const contact = (key: string, layout: 'card' | 'signature' = 'card'): BlockSpec => ({
    kind: 'contact',
    contact: key,
    layout,
});
export const video = (url: string, oembed: OEmbedSource): BlockSpec => ({ kind: 'video', url, oembed });
export const embed = (url: string, oembed: OEmbedSource): BlockSpec => ({ kind: 'embed', url, oembed });
export const bookmark = (url: string, oembed: OEmbedSource): BlockSpec => ({ kind: 'bookmark', url, oembed });
export const table = (...rows: string[][]): BlockSpec => ({ kind: 'table', rows });
export const html = (markup: string): BlockSpec => ({ kind: 'html', html: markup });
export const callout = (icon: string, text: string): BlockSpec => ({ kind: 'callout', icon, text });
export const button = (label: string, href: string): BlockSpec => ({ kind: 'button', label, href });
export const storyLink = (story: string, lang: string): BlockSpec => ({ kind: 'story-bookmark', story, lang });
export const raw = (node: { type: string } & Record<string, unknown>): BlockSpec => ({ kind: 'raw', node });

export type InlineNode =
    | { text: string; bold?: true; italic?: true }
    | { type: 'link'; href: string; new_tab: boolean; children: { text: string }[] };

/** Parse the inline markup into Prezly text and link nodes. */
export function inline(source: string, newsroomUrl: string): InlineNode[] {
    const nodes: InlineNode[] = [];
    const pattern = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g;
    let last = 0;
    for (const match of source.matchAll(pattern)) {
        if (match.index > last) nodes.push({ text: source.slice(last, match.index) });
        if (match[1] !== undefined) nodes.push({ text: match[1], bold: true });
        else if (match[2] !== undefined) nodes.push({ text: match[2], italic: true });
        else {
            const href = match[4]!;
            nodes.push({ type: 'link', href, new_tab: !href.startsWith(newsroomUrl), children: [{ text: match[3]! }] });
        }
        last = match.index + match[0].length;
    }
    if (last < source.length) nodes.push({ text: source.slice(last) });
    return nodes.length > 0 ? nodes : [{ text: '' }];
}
