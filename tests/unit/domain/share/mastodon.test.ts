import { describe, expect, it } from 'vitest';
import { MastodonInstanceSchema, mastodonShareUrl } from '../../../../domain/share/mastodon';

describe('MastodonInstanceSchema', () => {
    it.each([
        ['mastodon.social', 'mastodon.social'],
        ['  Mastodon.Social  ', 'mastodon.social'],
        ['https://fosstodon.org/', 'fosstodon.org'],
        ['http://fosstodon.org/@ada', 'fosstodon.org'],
        ['@ada@hachyderm.io', 'hachyderm.io'],
        ['ada@hachyderm.io', 'hachyderm.io'],
        ['social.example.co.uk', 'social.example.co.uk'],
        ['mästodon.de', 'xn--mstodon-5wa.de'],
        ['mastodon.social.', 'mastodon.social'],
    ])('%j → %s', (typed, host) => {
        expect(MastodonInstanceSchema.parse(typed)).toBe(host);
    });

    it.each([
        '',
        'localhost',
        '192.168.0.1',
        '[::1]',
        'mastodon',
        'javascript:alert(1)',
        'mastodon.social:8443',
        'user:pass@evil.example',
        'a b.example',
        '-bad.example',
        'x'.repeat(301),
    ])('refuses %j', (typed) => {
        expect(MastodonInstanceSchema.safeParse(typed).success).toBe(false);
    });
});

describe('mastodonShareUrl', () => {
    it("opens the server's share page with the title and address as the post", () => {
        const url = new URL(mastodonShareUrl('mastodon.social', { title: 'A & B', url: 'https://news.example/x' }));
        expect(url.origin).toBe('https://mastodon.social');
        expect(url.pathname).toBe('/share');
        expect(url.searchParams.get('text')).toBe('A & B https://news.example/x');
    });
});
