import { describe, expect, it } from 'vitest';
import { type LinkNetwork, shareNetworks, shareUrl } from '../../../../domain/share/share-urls';

const page = {
    url: 'https://news.example/fr/une-histoire?x=1&y=2',
    title: 'Ünïcode & “quotes”',
    summary: 'A short summary.',
    imageUrl: 'https://cdn.example/abc/photo.jpg',
};

/** Parses a share URL and returns its host, path and decoded query. */
function parts(url: string) {
    const parsed = new URL(url);
    return { origin: parsed.origin, path: parsed.pathname, query: Object.fromEntries(parsed.searchParams) };
}

describe('share URLs', () => {
    it.each<[LinkNetwork, string, string, Record<string, string>]>([
        ['linkedin', 'https://www.linkedin.com', '/sharing/share-offsite/', { url: page.url }],
        ['x', 'https://x.com', '/intent/tweet', { url: page.url, text: page.title }],
        ['facebook', 'https://www.facebook.com', '/sharer/sharer.php', { u: page.url }],
        ['bluesky', 'https://bsky.app', '/intent/compose', { text: `${page.title} ${page.url}` }],
        ['threads', 'https://www.threads.com', '/intent/post', { text: `${page.title} ${page.url}` }],
        ['whatsapp', 'https://wa.me', '/', { text: `${page.title} ${page.url}` }],
        ['telegram', 'https://t.me', '/share/url', { url: page.url, text: page.title }],
        ['reddit', 'https://www.reddit.com', '/submit', { url: page.url, title: page.title }],
        [
            'pinterest',
            'https://www.pinterest.com',
            '/pin/create/button/',
            { url: page.url, media: page.imageUrl, description: page.title },
        ],
    ])('%s shares the page URL, encoded', (network, origin, path, query) => {
        expect(parts(shareUrl(network, page))).toEqual({ origin, path, query });
    });

    it('leaves out the Pinterest image when there is none', () => {
        expect(parts(shareUrl('pinterest', { ...page, imageUrl: null })).query).not.toHaveProperty('media');
    });

    it('writes an email with the title as subject and the summary and URL as body', () => {
        const url = shareUrl('email', page);
        expect(url.startsWith('mailto:?')).toBe(true);
        expect(url).not.toContain('+');
        const query = new URLSearchParams(url.slice('mailto:?'.length));
        expect(query.get('subject')).toBe(page.title);
        expect(query.get('body')).toBe(`A short summary.\n\n${page.url}`);
    });

    it('offers the networks in the newsroom order, without copy and duplicates', () => {
        expect(shareNetworks(['x', 'copy_url', 'email', 'x', 'linkedin'])).toEqual(['x', 'email', 'linkedin']);
        expect(shareNetworks([])).toEqual([]);
    });
});
