import sanitizeHtml from 'sanitize-html';
import { createMemo } from '../../domain/memo';

/**
 * The company's "about" text is HTML written in the newsroom editor. Only text formatting,
 * lists and safe links survive; headings become paragraphs so they cannot break the page's
 * heading outline.
 */
const OPTIONS: sanitizeHtml.IOptions = {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'blockquote'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'svg', 'title'],
    transformTags: { h1: 'p', h2: 'p', h3: 'p', h4: 'p', h5: 'p', h6: 'p' },
};

/**
 * A newsroom has one about text per language, and every home and about page shows it: sanitising
 * it was a visible share of an uncached home page's render (figures:
 * docs/benchmarks.md#figures-behind-the-codes-choices), so each text
 * is sanitised once. A new text (an edited newsroom) is a new key; old ones age out.
 */
const sanitizedTexts = createMemo<string>(64);

export function sanitizeAboutHtml(html: string): string {
    return sanitizedTexts(html, () => sanitizeHtml(html, OPTIONS).trim());
}
