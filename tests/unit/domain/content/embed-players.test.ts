import { describe, expect, it } from 'vitest';
import { EMBED_FRAME_SOURCES, embedPhotoSource, providerPlayerSrc } from '../../../../domain/content/embed-players';
import { embedImageOrigins } from '../../../../server/content/embed-image-hosts';

/** Decision 21: a player's address from oEmbed html only when it is the provider's own https player. */
describe('providerPlayerSrc', () => {
    it.each([
        [
            'https://open.spotify.com/embed/episode/1',
            'https://open.spotify.com/episode/1',
            'https://open.spotify.com/embed/episode/1',
        ],
        [
            '//w.soundcloud.com/player/?url=x',
            'https://soundcloud.com/acme/track',
            'https://w.soundcloud.com/player/?url=x',
        ],
        [
            'https://fast.wistia.net/embed/iframe/abc',
            'https://acme.wistia.com/medias/abc',
            'https://fast.wistia.net/embed/iframe/abc',
        ],
        ['https://video.prezly.com/player/1', 'https://video.prezly.com/v/1', 'https://video.prezly.com/player/1'],
    ])('%s for the page %s', (frame, page, expected) => {
        expect(providerPlayerSrc(frame, page)).toBe(expected);
    });

    it.each([
        ['http://open.spotify.com/embed/episode/1', 'https://open.spotify.com/episode/1', 'not https'],
        ['https://open.spotify.com/embed/1', 'https://soundcloud.com/acme', 'another provider’s player'],
        ['//cdn.iframe.ly/api/iframe?url=x', 'https://open.spotify.com/episode/1', 'Iframely, not the provider'],
        ['https://evil.example/embed', 'https://evil.example/page', 'no listed provider'],
        ['https://open.spotify.com.evil.example/embed', 'https://open.spotify.com/x', 'a look-alike host'],
        ['https://user:pw@open.spotify.com/embed', 'https://open.spotify.com/x', 'credentials'],
        ['/embed/episode/1', 'https://open.spotify.com/x', 'a relative address'],
        ['javascript:alert(1)', 'https://open.spotify.com/x', 'a script'],
        ['https://prezly.com:8443/player', 'https://video.prezly.com/v/1', 'another port, and the bare domain'],
    ])('refuses %s (%s; %s)', (frame, page) => {
        expect(providerPlayerSrc(frame, page)).toBeNull();
    });

    it('lists every player origin once in the CSP’s frame-src, over https', () => {
        expect(new Set(EMBED_FRAME_SOURCES).size).toBe(EMBED_FRAME_SOURCES.length);
        for (const origin of EMBED_FRAME_SOURCES) expect(origin).toMatch(/^https:\/\/(\*\.)?[a-z0-9.-]+$/);
        expect(EMBED_FRAME_SOURCES).toContain('https://www.youtube-nocookie.com');
        expect(EMBED_FRAME_SOURCES).not.toContain('https://www.youtube.com');
    });
});

describe('photo embeds', () => {
    it('take the picture from oEmbed’s url, else the thumbnail; other embeds have none', () => {
        const photo = { type: 'photo', url: 'https://img.example/a.jpg', thumbnail_url: 'https://img.example/t.jpg' };
        expect(embedPhotoSource(photo)).toBe('https://img.example/a.jpg');
        expect(embedPhotoSource({ ...photo, url: 'javascript:x' })).toBe('https://img.example/t.jpg');
        expect(embedPhotoSource({ ...photo, type: 'video' })).toBeNull();
        expect(embedPhotoSource(null)).toBeNull();
    });

    it('allow the https origins of the newsroom’s photo embeds as images, and nothing of other embeds', () => {
        const embed = (oembed: Record<string, unknown>) => ({ type: 'embed', url: 'https://page.example/', oembed });
        const doc = (...children: unknown[]) => ({ type: 'document', version: '0.50', children });
        const origins = embedImageOrigins({
            stories: [
                { content: doc(embed({ type: 'photo', url: 'https://img.example/a.jpg' })) },
                { content: doc(embed({ type: 'photo', url: 'http://plain.example/a.jpg' })) },
                {
                    content: doc(
                        embed({ type: 'video', url: 'https://v.example/', thumbnail_url: 'https://i.ytimg.com/x.jpg' }),
                    ),
                },
            ],
            galleries: [
                { content: doc(embed({ type: 'photo', url: 'https://gallery.example/b.jpg' })) },
                { content: null },
            ],
        } as never);
        expect(origins).toEqual(['https://gallery.example', 'https://img.example']);
    });
});
