import { describe, expect, it } from 'vitest';
import { displayableImageUrl, safeLinkHref, storyLinkHref, telHref } from '../../../../views/story-content/safe-url';

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

describe('storyLinkHref', () => {
    const newsroom = 'https://press.acme.example/en/';
    it.each([
        ['https://example.com/a', 'https://example.com/a'],
        ['mailto:a@b.example', 'mailto:a@b.example'],
        ['/other-story', 'https://press.acme.example/other-story'],
        ['other-story?x=1', 'https://press.acme.example/en/other-story?x=1'],
        ['//cdn.example/x.pdf', 'https://cdn.example/x.pdf'],
        ['#header-key-figures', '#header-key-figures'],
        ['#', null],
        ['#a b', null],
        ['javascript:alert(1)', null],
        ['java\nscript:alert(1)', null],
        ['\tjavascript:alert(1)', null],
        ['data:text/html,x', null],
        ['', null],
        [42, null],
    ])('%j → %j', (input, output) => {
        expect(storyLinkHref(input, newsroom)).toBe(output);
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
