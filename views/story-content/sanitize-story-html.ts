import sanitizeHtml from 'sanitize-html';
import { safeLinkHref } from './safe-url';

/**
 * The allow-list for raw HTML blocks: text formatting, lists, tables and links. No scripts,
 * styles, frames, forms, images (other hosts are blocked by the CSP anyway), event handlers,
 * classes or ids (which could clash with the page's own).
 */
const OPTIONS: sanitizeHtml.IOptions = {
    allowedTags: [
        'p',
        'br',
        'hr',
        'div',
        'span',
        'strong',
        'b',
        'em',
        'i',
        'u',
        's',
        'del',
        'ins',
        'sub',
        'sup',
        'mark',
        'small',
        'abbr',
        'cite',
        'q',
        'code',
        'pre',
        'kbd',
        'blockquote',
        'h2',
        'h3',
        'h4',
        'h5',
        'h6',
        'ul',
        'ol',
        'li',
        'dl',
        'dt',
        'dd',
        'table',
        'caption',
        'thead',
        'tbody',
        'tfoot',
        'tr',
        'th',
        'td',
        'figure',
        'figcaption',
        'a',
    ],
    allowedAttributes: {
        '*': ['lang', 'dir'],
        a: ['href', 'title', 'target', 'rel'],
        abbr: ['title'],
        ol: ['start', 'reversed'],
        th: ['colspan', 'rowspan', 'scope'],
        td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    // These tags' contents are code or widgets, not text: drop them entirely.
    nonTextTags: [
        'script',
        'style',
        'textarea',
        'option',
        'noscript',
        'iframe',
        'object',
        'embed',
        'template',
        'svg',
        'math',
        'title',
    ],
    nestingLimit: 40,
    transformTags: {
        // The story title is the page's only h1.
        h1: 'h2',
        a: (tagName, attribs) => {
            const href = safeLinkHref(attribs.href);
            if (!href) return { tagName, attribs: {} };
            const newTab = attribs.target === '_blank';
            return {
                tagName,
                attribs: {
                    href,
                    ...(attribs.title ? { title: attribs.title } : {}),
                    ...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
                },
            };
        },
    },
};

/** Raw HTML from a story made safe to insert into the page. */
export function sanitizeStoryHtml(html: string): string {
    return sanitizeHtml(html, OPTIONS).trim();
}
