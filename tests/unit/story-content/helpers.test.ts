import { describe, expect, it } from 'vitest';
import { fileTypeLabel, formatFileSize } from '../../../views/story-content/file-type';
import { imageBlockSizes, widthStep } from '../../../views/story-content/image-sizes';
import { displayableImageUrl, safeLinkHref, telHref } from '../../../views/story-content/safe-url';

describe('fileTypeLabel', () => {
    it.each([
        ['report.pdf', 'application/pdf', 'PDF'],
        ['Deck.PPTX', 'application/octet-stream', 'PPTX'],
        ['press-kit', 'application/zip', 'ZIP'],
        ['notes', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'DOCX'],
        ['clip', 'video/mp4', 'MP4'],
        ['archive.2024', 'application/x-tar', 'TAR'],
        ['mystery', 'application/vnd.something-long+json', 'FILE'],
    ])('%s (%s) → %s', (filename, mime_type, label) => {
        expect(fileTypeLabel({ filename, mime_type })).toBe(label);
    });
});

describe('formatFileSize', () => {
    it.each([
        [12, 'en', '0.1 kB'],
        [297, 'en', '0.3 kB'],
        [1_500, 'en', '1.5 kB'],
        [45_300, 'en', '45 kB'],
        [2_456_789, 'en', '2.5 MB'],
        [734_003_200, 'en', '734 MB'],
        [3_200_000_000, 'en', '3.2 GB'],
        [2_456_789, 'de', '2,5 MB'],
    ])('%d bytes in %s → %s', (bytes, locale, expected) => {
        expect(formatFileSize(bytes, locale).replace(/\s/gu, ' ')).toBe(expected);
    });

    it('falls back to English for a locale tag Intl rejects', () => {
        expect(formatFileSize(2_456_789, 'not a locale!')).toBe('2.5 MB');
    });
});

describe('safeLinkHref', () => {
    it.each([
        ['https://example.com/a b', 'https://example.com/a%20b'],
        ['http://example.com', 'http://example.com/'],
        ['mailto:a@b.example', 'mailto:a@b.example'],
        ['tel:+321234', 'tel:+321234'],
        ['javascript:alert(1)', null],
        ['\tjavascript:alert(1)', null],
        ['java\nscript:alert(1)', null],
        ['data:text/html,x', null],
        ['vbscript:x', null],
        ['ftp://example.com', null],
        ['/relative/path', null],
        ['', null],
        [42, null],
    ])('%j → %j', (input, output) => {
        expect(safeLinkHref(input)).toBe(output);
    });
});

describe('displayableImageUrl', () => {
    const allowed = ['http://newsroom.test', 'https://cdn.newsroom.test/base'];
    it('allows only our own and the CDN origins', () => {
        expect(displayableImageUrl('https://cdn.newsroom.test/u/a.jpg', allowed)).toBe(
            'https://cdn.newsroom.test/u/a.jpg',
        );
        expect(displayableImageUrl('http://newsroom.test/cdn/a.jpg', allowed)).toBe('http://newsroom.test/cdn/a.jpg');
        expect(displayableImageUrl('https://i.ytimg.com/vi/x/hq.jpg', allowed)).toBeNull();
        expect(displayableImageUrl('https://cdn.newsroom.test.evil.example/a.jpg', allowed)).toBeNull();
        expect(displayableImageUrl('javascript:alert(1)', allowed)).toBeNull();
    });
});

describe('telHref', () => {
    it.each([
        ['+32 (0)2 123 45 67', 'tel:+3221234567'],
        ['02/123.45.67', 'tel:021234567'],
        ['+1 555-0100 +ext', 'tel:+15550100'],
        ['n/a', null],
        ['', null],
    ])('%s → %s', (phone, href) => {
        expect(telHref(phone)).toBe(href);
    });
});

describe('image widths', () => {
    it.each([
        [undefined, 100],
        ['100%', 100],
        ['48%', 50],
        ['30%', 33],
        ['70%', 66],
        ['360px', 50],
        ['900px', 100],
        ['wide', 100],
    ] as const)('%s snaps to %d%%', (width, step) => {
        expect(widthStep(width)).toBe(step);
    });

    it('requests the column width, or its share for narrower images', () => {
        expect(imageBlockSizes('contained', 100).width).toBe(720);
        expect(imageBlockSizes('contained', 50)).toEqual({
            width: 360,
            sizes: '(min-width: 48rem) 360px, calc(100vw - 2.5rem)',
        });
        expect(imageBlockSizes('full-width', 100).sizes).toBe('100vw');
    });
});
