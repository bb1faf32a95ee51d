import type { ContentDocument, UploadedImage } from '../content';
import { checkedImage } from '../content/checked-uploads';

/**
 * A story body as reading blocks: what a printed or plain-text copy of the story shows, in
 * order. Markup, raw HTML, buttons and embedded story cards are left out; links keep their text.
 */
export type StoryBlock =
    | { kind: 'heading'; level: 1 | 2; text: string }
    | { kind: 'paragraph'; text: string }
    | { kind: 'quote'; text: string }
    | { kind: 'list-item'; marker: string; depth: number; text: string }
    | { kind: 'image'; image: UploadedImage; alt: string; caption: string }
    | { kind: 'contact'; contact: BodyContact };

/** A press contact placed in the body (a `contact` node), with what its card on the page shows. */
export interface BodyContact {
    name: string;
    /** Job and company, as the card's second line: `Head of press, Northwind Mobility`. */
    role: string;
    email: string;
    phone: string;
    mobile: string;
    /** The website as the card shows it: its host name, without `www.`. */
    website: string;
    address: string;
}

/** Facts about the story that its body's variables show (views/story-content/nodes/Variable.tsx). */
export interface StoryBlockOptions {
    /** The story's publication date, formatted as the page shows it, for `publication.date`. */
    publicationDate?: string | null;
}

/**
 * The text a `variable` node shows: the only key the format defines is the publication date;
 * an unknown key, or a date the story does not have, shows the node's fallback.
 */
export function variableText(node: Record<string, unknown>, options: StoryBlockOptions): string {
    const value = node.key === 'publication.date' ? options.publicationDate : null;
    return value || (typeof node.fallback === 'string' ? node.fallback : '');
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const children = (node: Node): Node[] => (Array.isArray(node.children) ? node.children.filter(isNode) : []);
/** Lists nested deeper are malformed; the story page cuts them off at the same depth. */
const MAX_LIST_DEPTH = 8;

/** The text of inline nodes (text leaves, links, mentions, variables), spaces collapsed. */
export function inlineText(node: Record<string, unknown>, options: StoryBlockOptions = {}): string {
    const parts: string[] = [];
    collectText(node, parts, options);
    // Collapsing once over the whole text gives what collapsing each level would, in one pass
    // (a story page asks for the text of every block, so this runs per block per render).
    return parts.join('').replace(/\s+/g, ' ');
}

function collectText(node: Node, parts: string[], options: StoryBlockOptions): void {
    if (typeof node.text === 'string') {
        parts.push(node.text);
        return;
    }
    if (node.type === 'variable' || node.type === 'placeholder') {
        parts.push(variableText(node, options));
        return;
    }
    if (!Array.isArray(node.children)) return;
    for (const child of node.children) if (isNode(child)) collectText(child, parts, options);
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const stringField = (node: Node, key: string) => (typeof node[key] === 'string' ? clean(node[key]) : '');

/**
 * The blocks of a story body. Heading-one is level 1 and heading-two level 2, or level 1 in a
 * body without heading-one, as on the story page (views/story-content/nodes/Heading.tsx:
 * headings never skip a level under the title); title and subtitle headings repeat the story
 * header and are skipped.
 */
export function storyBlocks(document: ContentDocument, options: StoryBlockOptions = {}): StoryBlock[] {
    const nodes = document.children.filter(isNode);
    const hasSectionHeadings = nodes.some((node) => node.type === 'heading-one' && !isHeaderRole(node));
    return nodes.flatMap((node) => blocksOf(node, hasSectionHeadings ? 2 : 1, options));
}

const isHeaderRole = (node: Node) => node.role === 'title' || node.role === 'subtitle';

function blocksOf(node: Node, headingTwoLevel: 1 | 2, options: StoryBlockOptions): StoryBlock[] {
    const text = () => inlineText(node, options).trim();
    switch (node.type) {
        case 'paragraph':
        case 'callout': {
            const paragraph = text();
            return paragraph ? [{ kind: 'paragraph', text: paragraph }] : [];
        }
        case 'heading-one':
        case 'heading-two': {
            const heading = isHeaderRole(node) ? '' : text();
            if (!heading) return [];
            return [{ kind: 'heading', level: node.type === 'heading-one' ? 1 : headingTwoLevel, text: heading }];
        }
        case 'block-quote': {
            const quote = text();
            return quote ? [{ kind: 'quote', text: quote }] : [];
        }
        case 'bulleted-list':
        case 'numbered-list':
            return listBlocks(node, 0, options);
        case 'contact':
            return contactBlock(node);
        case 'image-block':
            return imageBlock(node.file, text());
        case 'gallery':
            return (Array.isArray(node.images) ? node.images.filter(isNode) : []).flatMap((image) =>
                imageBlock(image.file, stringField(image, 'caption')),
            );
        case 'table':
            return children(node).flatMap((row) => {
                const cells = children(row).map((cell) =>
                    clean(
                        children(cell)
                            .map((part) => inlineText(part, options))
                            .join(' '),
                    ),
                );
                return cells.some(Boolean) ? [{ kind: 'paragraph' as const, text: cells.join(' · ') }] : [];
            });
        case 'embed':
        case 'video':
        case 'bookmark':
            return linkBlock(node);
        default:
            return [];
    }
}

function listBlocks(list: Node, depth: number, options: StoryBlockOptions): StoryBlock[] {
    if (depth > MAX_LIST_DEPTH) return [];
    const numbered = list.type === 'numbered-list';
    return children(list)
        .filter((item) => item.type === 'list-item')
        .flatMap((item, index) => {
            const marker = numbered ? `${index + 1}.` : '•';
            const parts = children(item);
            const own = clean(
                parts
                    .filter((part) => part.type === 'list-item-text')
                    .map((part) => inlineText(part, options))
                    .join(' '),
            );
            const nested = parts.filter((part) => part.type === 'bulleted-list' || part.type === 'numbered-list');
            const head: StoryBlock[] = own ? [{ kind: 'list-item', marker, depth, text: own }] : [];
            return head.concat(nested.flatMap((child) => listBlocks(child, depth + 1, options)));
        });
}

function imageBlock(file: unknown, caption: string): StoryBlock[] {
    const image = checkedImage(file);
    if (!image) return [];
    const alt = caption || clean(image.caption ?? '');
    return [{ kind: 'image', image, alt, caption }];
}

/**
 * A contact node as its card on the page shows it (views/story-content/nodes/Contact.tsx): the
 * name, job and company, each way to reach them and the address; a contact without a name shows
 * nothing there and nothing here.
 */
function contactBlock(node: Node): StoryBlock[] {
    const contact = isNode(node.contact) ? node.contact : {};
    const field = (key: string) => stringField(contact, key);
    const name = field('name');
    if (!name) return [];
    const email = /^[^\s@]+@[^\s@]+$/.test(field('email')) ? field('email') : '';
    return [
        {
            kind: 'contact',
            contact: {
                name,
                role: [field('description'), field('company')].filter(Boolean).join(', '),
                email,
                phone: field('phone'),
                mobile: field('mobile'),
                website: websiteHost(field('website')),
                address: field('address'),
            },
        },
    ];
}

/** A web address's host name without `www.`, as a contact card shows it; '' for no web address. */
function websiteHost(address: string): string {
    if (!/^https?:\/\//i.test(address)) return '';
    try {
        return new URL(address).hostname.replace(/^www\./, '');
    } catch {
        return '';
    }
}

/** What the ways to reach a contact are called, in the page's language. */
export interface ContactLabels {
    email: string;
    phone: string;
    mobile: string;
    website: string;
}

/**
 * A body contact's lines after its name: role, then each way to reach them with its label, then
 * the address. `value` dresses each way to reach them (the PDF sets them left to right, as the page's
 * `dir="ltr"` links do).
 */
export function bodyContactLines(
    contact: BodyContact,
    labels: ContactLabels,
    value: (text: string) => string = (text) => text,
): string[] {
    const ways = (['email', 'phone', 'mobile', 'website'] as const)
        .filter((way) => contact[way])
        .map((way) => `${labels[way]}: ${value(contact[way])}`);
    return [contact.role, ...ways, contact.address].filter(Boolean);
}

/** An embed, video or bookmark: its title and address, as a reader of paper would need them. */
function linkBlock(node: Node): StoryBlock[] {
    const oembed = isNode(node.oembed) ? node.oembed : {};
    const url = stringField(node, 'url') || stringField(oembed, 'url');
    if (!/^https?:\/\//i.test(url)) return [];
    const title = stringField(oembed, 'title');
    return [{ kind: 'paragraph', text: title ? `${title}: ${url}` : url }];
}

/**
 * The story as plain text, for "Copy text" (docs/product-rules.md §2.16): title, subtitle, then the blocks, one paragraph a
 * line with a blank line between; list items keep their marker, image captions stay as text.
 */
export function storyPlainText(
    title: string,
    subtitle: string,
    blocks: readonly StoryBlock[],
    labels: ContactLabels,
): string {
    const lines = [title, subtitle].map(clean).filter(Boolean);
    for (const block of blocks) {
        if (block.kind === 'list-item') lines.push(`${'  '.repeat(block.depth)}${block.marker} ${block.text}`);
        else if (block.kind === 'image') {
            if (block.caption) lines.push(block.caption);
        } else if (block.kind === 'contact') {
            lines.push([block.contact.name, ...bodyContactLines(block.contact, labels)].join('\n'));
        } else lines.push(block.text);
    }
    return lines.join('\n\n');
}
