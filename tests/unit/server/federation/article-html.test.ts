import { describe, expect, it } from 'vitest';
import type { ContentDocument } from '../../../../domain/content';
import { articleHtml } from '../../../../server/federation/article-html';

const doc = (...children: unknown[]) => ({ type: 'document', version: '0.50', children }) as ContentDocument;
const text = (value: string, marks: Record<string, boolean> = {}) => ({ text: value, ...marks });

describe("articleHtml: a story body as an Article's HTML (docs/federation.md)", () => {
    it('keeps paragraphs, headings, lists, quotes, links and emphasis', () => {
        const html = articleHtml(
            doc(
                { type: 'heading-one', children: [text('Key figures')] },
                {
                    type: 'paragraph',
                    children: [text('Revenue '), text('up', { bold: true }), text(' 21%', { italic: true })],
                },
                {
                    type: 'bulleted-list',
                    children: [{ type: 'list-item', children: [{ type: 'list-item-text', children: [text('One')] }] }],
                },
                { type: 'block-quote', children: [text('A quote')] },
                { type: 'paragraph', children: [{ type: 'link', href: '/other-story', children: [text('more')] }] },
            ),
            'https://news.example',
        );
        expect(html).toBe(
            '<h2>Key figures</h2><p>Revenue <strong>up</strong><em> 21%</em></p><ul><li>One</li></ul><blockquote><p>A quote</p></blockquote><p><a href="https://news.example/other-story">more</a></p>',
        );
    });

    it('escapes text, drops unsafe links, raw HTML and embeds, and keeps the text of a link within the page', () => {
        const html = articleHtml(
            doc(
                { type: 'paragraph', children: [text('<script>alert(1)</script> & co')] },
                {
                    type: 'paragraph',
                    children: [{ type: 'link', href: 'javascript:alert(1)', children: [text('bad')] }],
                },
                { type: 'paragraph', children: [{ type: 'link', href: '#figures', children: [text('below')] }] },
                { type: 'html', content: '<iframe src="https://evil.example"></iframe>' },
                { type: 'image-block', file: {} },
            ),
            'https://news.example',
        );
        expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</p><p>bad</p><p>below</p>');
    });
});
