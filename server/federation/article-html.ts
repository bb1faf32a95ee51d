import sanitizeHtml from 'sanitize-html';
import type { ContentDocument } from '../../domain/content';
import { storyLinkHref } from '../../views/story-content/safe-url';
import { escapeHtml } from './escape-html';

/**
 * What fediverse servers keep of an Article's HTML: Mastodon's own allow-list (paragraphs,
 * headings, lists, quotes, links, emphasis). The walk below writes nothing else; the sanitiser
 * is the second lock on the door, so a mistake in the walk cannot send a script to a follower.
 */
const FEDIVERSE_HTML: sanitizeHtml.IOptions = {
    allowedTags: ['p', 'br', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'a', 'strong', 'em', 'u', 'sup', 'code'],
    allowedAttributes: { a: ['href', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
};

/** Longer bodies are cut (whole blocks): Mastodon refuses objects over 1 MB, most servers far less. */
const MAX_HTML = 100_000;
const MAX_DEPTH = 8;

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/**
 * A story body (Prezly Content Format) as the HTML of its ActivityPub Article
 * (docs/federation.md, "What a follower receives"): its text blocks, with links read against the
 * newsroom's address as the story page reads them. Pictures travel as the Article's attachments,
 * not inline; embeds, raw HTML, contacts and buttons are left out, as a reader on another server
 * could not use them.
 */
export function articleHtml(document: ContentDocument, newsroomUrl: string): string {
    const blocks: string[] = [];
    let length = 0;
    for (const node of document.children) {
        const html = block(node, newsroomUrl, 0);
        if (!html) continue;
        if (length + html.length > MAX_HTML) break;
        blocks.push(html);
        length += html.length;
    }
    return sanitizeHtml(blocks.join(''), FEDIVERSE_HTML);
}

function block(node: unknown, newsroomUrl: string, depth: number): string {
    if (!isNode(node) || depth > MAX_DEPTH) return '';
    const inline = () => inlineHtml(node.children, newsroomUrl);
    switch (node.type) {
        case 'paragraph': {
            const html = inline();
            return html.trim() ? `<p>${html}</p>` : '';
        }
        case 'heading-one':
        case 'heading-two': {
            const html = inline();
            if (!html.trim()) return '';
            return node.type === 'heading-one' ? `<h2>${html}</h2>` : `<h3>${html}</h3>`;
        }
        case 'bulleted-list':
        case 'numbered-list': {
            const items = children(node).flatMap((item) => {
                if (!isNode(item) || item.type !== 'list-item') return [];
                const parts = children(item).map((part) =>
                    isNode(part) && part.type === 'list-item-text'
                        ? inlineHtml(part.children, newsroomUrl)
                        : block(part, newsroomUrl, depth + 1),
                );
                return [`<li>${parts.join('')}</li>`];
            });
            if (items.length === 0) return '';
            const tag = node.type === 'numbered-list' ? 'ol' : 'ul';
            return `<${tag}>${items.join('')}</${tag}>`;
        }
        case 'block-quote': {
            const html = inline();
            return html.trim() ? `<blockquote><p>${html}</p></blockquote>` : '';
        }
        default:
            return '';
    }
}

function children(node: Node): unknown[] {
    return Array.isArray(node.children) ? node.children : [];
}

function inlineHtml(nodes: unknown, newsroomUrl: string): string {
    if (!Array.isArray(nodes)) return '';
    return nodes.map((node) => inline(node, newsroomUrl)).join('');
}

function inline(node: unknown, newsroomUrl: string): string {
    if (!isNode(node)) return '';
    if (typeof node.text === 'string') return markedText(node);
    if (node.type === 'link') {
        const text = inlineHtml(node.children, newsroomUrl);
        const href = storyLinkHref(node.href, newsroomUrl);
        // A link within the story's own page means nothing on another server: its text stays.
        return href && !href.startsWith('#') ? `<a href="${escapeHtml(href)}">${text}</a>` : text;
    }
    return inlineHtml(node.children, newsroomUrl);
}

function markedText(text: Node): string {
    let html = escapeHtml(String(text.text)).replace(/\n/g, '<br>');
    if (!html) return '';
    if (text.superscript === true) html = `<sup>${html}</sup>`;
    if (text.underlined === true) html = `<u>${html}</u>`;
    if (text.italic === true) html = `<em>${html}</em>`;
    if (text.bold === true) html = `<strong>${html}</strong>`;
    return html;
}
