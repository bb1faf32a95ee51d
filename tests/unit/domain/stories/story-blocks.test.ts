import { describe, expect, it } from 'vitest';
import type { ContentDocument } from '../../../../domain/content';
import { storyBlocks, storyPlainText } from '../../../../domain/stories/story-blocks';

const text = (value: string) => ({ text: value });
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });
const doc = (...children: ContentDocument['children']): ContentDocument => ({
    type: 'document',
    version: '0.50',
    children,
});
const image = {
    version: 2,
    uuid: 'img-1',
    filename: 'a.jpg',
    mime_type: 'image/jpeg',
    size: 10,
    original_width: 800,
    original_height: 600,
    effects: [],
};

describe('storyBlocks', () => {
    it('keeps prose in reading order: paragraphs with their links, headings, quotes, callouts', () => {
        const blocks = storyBlocks(
            doc(
                { type: 'heading-one', role: 'title', children: [text('Repeats the title')] },
                paragraph(
                    text('Ride '),
                    { type: 'link', href: 'https://x.example', children: [text('Aurora')] },
                    text('  today.'),
                ),
                { type: 'heading-one', children: [text('Specs')] },
                { type: 'heading-two', children: [text('Battery')] },
                { type: 'block-quote', children: [text('“Light.” — Elise')] },
                { type: 'callout', children: [text('Note')] },
                paragraph(text('   ')),
                { type: 'html', content: '<script>x</script>' },
            ),
        );
        expect(blocks).toEqual([
            { kind: 'paragraph', text: 'Ride Aurora today.' },
            { kind: 'heading', level: 1, text: 'Specs' },
            { kind: 'heading', level: 2, text: 'Battery' },
            { kind: 'quote', text: '“Light.” — Elise' },
            { kind: 'paragraph', text: 'Note' },
        ]);
    });

    it('makes heading-two the first level in a body without heading-one, as the page does', () => {
        expect(storyBlocks(doc({ type: 'heading-two', children: [text('Specs')] }))).toEqual([
            { kind: 'heading', level: 1, text: 'Specs' },
        ]);
    });

    it('numbers list items and nests them, and gives images their caption as alternative text', () => {
        const item = (value: string, ...nested: unknown[]) => ({
            type: 'list-item',
            children: [{ type: 'list-item-text', children: [text(value)] }, ...nested],
        });
        const blocks = storyBlocks(
            doc(
                {
                    type: 'numbered-list',
                    children: [item('One', { type: 'bulleted-list', children: [item('Sub')] }), item('Two')],
                },
                { type: 'image-block', file: image, children: [text('A bike')] },
                {
                    type: 'gallery',
                    images: [{ file: { ...image, uuid: 'img-2' }, caption: '' }, { file: { broken: true } }],
                },
            ),
        );
        expect(blocks).toEqual([
            { kind: 'list-item', marker: '1.', depth: 0, text: 'One' },
            { kind: 'list-item', marker: '•', depth: 1, text: 'Sub' },
            { kind: 'list-item', marker: '2.', depth: 0, text: 'Two' },
            { kind: 'image', image: expect.objectContaining({ uuid: 'img-1' }), alt: 'A bike', caption: 'A bike' },
            { kind: 'image', image: expect.objectContaining({ uuid: 'img-2' }), alt: '', caption: '' },
        ]);
    });

    it('prints embeds and bookmarks as their title and address, tables as rows', () => {
        const blocks = storyBlocks(
            doc(
                {
                    type: 'bookmark',
                    url: 'https://a.example/post',
                    oembed: { url: 'https://a.example/post', title: 'A post' },
                },
                { type: 'video', url: 'javascript:alert(1)', oembed: {} },
                {
                    type: 'table',
                    children: [
                        {
                            type: 'table-row',
                            children: [
                                { type: 'table-cell', children: [paragraph(text('Range'))] },
                                { type: 'table-cell', children: [paragraph(text('110 km'))] },
                            ],
                        },
                    ],
                },
            ),
        );
        expect(blocks).toEqual([
            { kind: 'paragraph', text: 'A post: https://a.example/post' },
            { kind: 'paragraph', text: 'Range · 110 km' },
        ]);
    });
});

describe('storyPlainText', () => {
    it('is the title, subtitle and blocks, a blank line apart, list markers kept', () => {
        const blocks = storyBlocks(
            doc(paragraph(text('Body.')), {
                type: 'bulleted-list',
                children: [{ type: 'list-item', children: [{ type: 'list-item-text', children: [text('Point')] }] }],
            }),
        );
        expect(storyPlainText('Title', '', blocks, LABELS)).toBe('Title\n\nBody.\n\n• Point');
    });

    it('carries the body’s variables and contacts as the page shows them', () => {
        const blocks = storyBlocks(
            doc(
                paragraph(
                    text('Published '),
                    { type: 'variable', key: 'publication.date', children: [text('')] },
                    text('.'),
                ),
                paragraph(text('Ref: '), { type: 'variable', key: 'unknown.key', fallback: 'n/a', children: [] }),
                {
                    type: 'contact',
                    layout: 'card',
                    contact: {
                        name: ' Sofie Claes ',
                        description: 'Head of press',
                        company: 'Northwind',
                        email: 'sofie@northwind.example',
                        phone: '+32 9 210 45 10',
                        mobile: '',
                        website: 'https://www.northwind.example/press',
                        address: 'Ghent',
                    },
                },
                { type: 'contact', contact: { name: '  ', email: 'x@y.example' } },
            ),
            { publicationDate: '3 March 2026' },
        );
        expect(storyPlainText('Title', '', blocks, LABELS)).toBe(
            [
                'Title',
                'Published 3 March 2026.',
                'Ref: n/a',
                'Sofie Claes\nHead of press, Northwind\nEmail: sofie@northwind.example\nPhone: +32 9 210 45 10\nWebsite: northwind.example\nGhent',
            ].join('\n\n'),
        );
    });
});

const LABELS = { email: 'Email', phone: 'Phone', mobile: 'Mobile', website: 'Website' };
