/**
 * The content format Prezly answers a story in. @prezly/sdk names the formats a client reads in
 * the `Accept` header of every story call (`formats: [Story.FormatVersion.SLATEJS_V6]` is sent as
 * `Accept: application/json; content-format=v6`; several formats are joined with commas), and
 * Prezly answers each story in the newest of them (docs/prezly.md §6):
 *
 * - **v6** (`SLATEJS_V6`): the document as Prezly stores it: the title and subtitle as
 *   `heading-one`/`heading-two` nodes with a `role`, the header image as the body's first
 *   `image-block` (@prezly/story-content-format's `HeadingNode.Role`; Prezly's own theme reads it
 *   so, `pullHeaderImageNode`).
 * - **v3 to v5** (the older Slate formats): the header is not in the body: the role headings are
 *   left out (the story's `title` and `subtitle` fields carry them) and a first image-block
 *   becomes the story's `header_image` field (the uploaded image's JSON, as `Story.ExtraFields`
 *   types it).
 * - **v1** (`HTML`): `content` is the older body as HTML (`Story.ExtraFields.content`: "HTML
 *   content for v1 stories").
 * - A version the SDK does not know: 400, as Prezly rejects a format it cannot serve.
 * - No `content-format`: the story as stored.
 *
 * Neither package ships a changelog: this follows their types and Prezly's theme; what tells v3,
 * v4 and v5 apart is not modelled.
 */
import { Story } from '@prezly/sdk';

type Rec = Record<string, unknown>;
const isRecord = (value: unknown): value is Rec => typeof value === 'object' && value !== null && !Array.isArray(value);

export class UnknownContentFormatError extends Error {}

const KNOWN_FORMATS = new Set<number>(
    Object.values(Story.FormatVersion).filter((value): value is number => typeof value === 'number'),
);

/**
 * The format a story call asked for in its `Accept` header: the newest of those named, undefined
 * when none is; an unknown version throws.
 */
export function askedFormat(accept: string | undefined): Story.FormatVersion | undefined {
    const asked = [...(accept ?? '').matchAll(/content-format\s*=\s*"?([^",;\s]*)/gi)].map((match) => {
        const version = /^v(\d+)$/i.exec(match[1]!);
        const number = version ? Number(version[1]) : Number.NaN;
        if (!KNOWN_FORMATS.has(number)) throw new UnknownContentFormatError(`Unsupported content format ${match[1]}`);
        return number as Story.FormatVersion;
    });
    return asked.length > 0 ? Math.max(...asked) : undefined;
}

const isRoleHeading = (node: unknown) =>
    isRecord(node) && (node.type === 'heading-one' || node.type === 'heading-two') && typeof node.role === 'string';

/**
 * The story as Prezly answers it in `format` (stored in v6). Its `content` is a JSON string of a
 * document, as the API sends it; a body that is no document is answered as it is.
 */
export function storyInFormat(story: Rec, format: Story.FormatVersion | undefined): Rec {
    if (format === undefined || format === Story.FormatVersion.SLATEJS_V6) return story;
    if (typeof story.content !== 'string') return { ...story, format_version: format };
    let document: unknown;
    try {
        document = JSON.parse(story.content);
    } catch {
        return { ...story, format_version: format };
    }
    if (!isRecord(document) || !Array.isArray(document.children)) return { ...story, format_version: format };
    const children = document.children.filter((node) => !isRoleHeading(node));
    const [first] = children;
    const header = isRecord(first) && first.type === 'image-block' && isRecord(first.file) ? first.file : undefined;
    const body = { ...document, children: header ? children.slice(1) : children };
    return {
        ...story,
        format_version: format,
        header_image: header ? JSON.stringify(header) : story.header_image,
        content: format === Story.FormatVersion.HTML ? documentHtml(body.children) : JSON.stringify(body),
    };
}

const escapeHtml = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Block and inline tags of the nodes an HTML body has; other nodes keep only their text. */
const TAGS: Record<string, string> = {
    paragraph: 'p',
    'heading-one': 'h2',
    'heading-two': 'h3',
    'block-quote': 'blockquote',
    'bulleted-list': 'ul',
    'numbered-list': 'ol',
    'list-item': 'li',
};

/** A v1 (HTML) body from the nodes of an older Slate document, as Prezly's legacy editor wrote it. */
export function documentHtml(nodes: unknown[]): string {
    return nodes.map(nodeHtml).join('');
}

function nodeHtml(node: unknown): string {
    if (!isRecord(node)) return '';
    if (typeof node.text === 'string') {
        let html = escapeHtml(node.text);
        if (node.bold) html = `<strong>${html}</strong>`;
        if (node.italic) html = `<em>${html}</em>`;
        if (node.underlined) html = `<u>${html}</u>`;
        return html;
    }
    const inner = Array.isArray(node.children) ? documentHtml(node.children) : '';
    if (node.type === 'link' && typeof node.href === 'string') return `<a href="${escapeHtml(node.href)}">${inner}</a>`;
    if (node.type === 'image-block' && isRecord(node.file) && typeof node.file.uuid === 'string') {
        const src = `https://cdn.uc.assets.prezly.com/${node.file.uuid}/`;
        return `<figure><img src="${escapeHtml(src)}" alt=""><figcaption>${inner}</figcaption></figure>`;
    }
    if (node.type === 'divider') return '<hr>';
    if (node.type === 'html' && typeof node.content === 'string') return node.content;
    const tag = typeof node.type === 'string' ? TAGS[node.type] : undefined;
    return tag ? `<${tag}>${inner}</${tag}>` : inner;
}
