/** Node builders for the story-content tests: small, valid Prezly Content Format nodes. */
import type { ContentDocument } from '../../../../domain/content';

export const doc = (...children: Record<string, unknown>[]): ContentDocument =>
    ({ type: 'document', version: '0.50', children }) as ContentDocument;

export const text = (value: string, marks: Record<string, boolean> = {}) => ({ text: value, ...marks });

export const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });

export const link = (href: string, label: string, newTab = false) => ({
    type: 'link',
    href,
    new_tab: newTab,
    children: [text(label)],
});

export const imageFile = (overrides: Record<string, unknown> = {}) => ({
    version: 2,
    uuid: 'c0ffee00-1111-4222-8333-444444444444',
    filename: 'harbour-at-dawn.jpg',
    mime_type: 'image/jpeg',
    size: 834_221,
    original_width: 2400,
    original_height: 1600,
    effects: [],
    ...overrides,
});

export const pdfFile = (overrides: Record<string, unknown> = {}) => ({
    version: 2,
    uuid: 'f11e0000-aaaa-4bbb-8ccc-dddddddddddd',
    filename: 'Annual report 2024.pdf',
    mime_type: 'application/pdf',
    size: 2_456_789,
    ...overrides,
});

export const oembed = (overrides: Record<string, unknown> = {}) => ({
    version: '1.0',
    type: 'video',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    title: 'Launch film',
    provider_name: 'YouTube',
    width: 1280,
    height: 720,
    ...overrides,
});
