import sanitizeHtml from 'sanitize-html';

/**
 * A newsroom's own privacy or cookie policy, written in Prezly's editor: a long document, so
 * headings (an `h1` becomes an `h2` under the page's own title), lists, tables, quotes and safe
 * links survive; scripts, styles, frames, images, event handlers and `javascript:` links do not.
 * A text without markup is plain text: blank lines make paragraphs, line ends `<br>`.
 */
const OPTIONS: sanitizeHtml.IOptions = {
    allowedTags: [
        ...['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote'],
        ...['strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'code', 'a'],
        ...['ul', 'ol', 'li', 'dl', 'dt', 'dd'],
        ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
    ],
    allowedAttributes: { a: ['href'], th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'svg', 'title'],
    transformTags: { h1: 'h2' },
};

/** Markup a policy editor writes; `<paragraph>` in plain text is not. */
const HTML_TAG = /<\/?(?:p|div|h[1-6]|ul|ol|li|br|hr|strong|b|em|i|u|a|span|table|blockquote)\b[^>]*>/i;

/** The policy as safe HTML, or null when nothing readable is left. */
export function sanitizePolicyHtml(content: string): string | null {
    const html = HTML_TAG.test(content) ? content : plainTextHtml(content);
    const safe = sanitizeHtml(html, OPTIONS).trim();
    return sanitizeHtml(safe, { allowedTags: [], allowedAttributes: {} }).trim() ? safe : null;
}

function plainTextHtml(text: string): string {
    return escapeText(text)
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`)
        .join('');
}

function escapeText(text: string): string {
    return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
