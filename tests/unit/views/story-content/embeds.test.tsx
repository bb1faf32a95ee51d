import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContextValue } from '../../../../views/site-context';
import { StoryContent } from '../../../../views/story-content/StoryContent';
import { aspectRatioName, videoPlayer } from '../../../../views/story-content/video-embed';
import { createTestSite, renderViewDom } from '../../../helpers/render-view';
import { doc, oembed } from './fixtures';

let site: SiteContextValue;
beforeAll(async () => {
    site = await createTestSite();
});

const render = (...children: Record<string, unknown>[]) =>
    renderViewDom(<StoryContent document={doc(...children)} />, site).querySelector('.story-content')!;

describe('video players', () => {
    it.each([
        ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
        [
            'https://youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s',
            'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90',
        ],
        ['https://youtu.be/dQw4w9WgXcQ?t=42', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42'],
        ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
        ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
        ['http://www.youtube.com/live/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
        ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
        ['https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?dnt=1&h=8272103f6e'],
        ['https://player.vimeo.com/video/76979871?h=abc123', 'https://player.vimeo.com/video/76979871?dnt=1&h=abc123'],
        ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ])('%s → %s', (page, player) => {
        expect(videoPlayer(page)?.src).toBe(player);
    });

    it.each([
        'https://www.youtube.com/watch?v=short',
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
        'https://www.youtube.com/channel/UC123',
        'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
        'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ',
        'javascript://www.youtube.com/watch?v=dQw4w9WgXcQ',
        'https://vimeo.com/about',
        'https://www.dailymotion.com/video/x7tgad0',
        'not a url',
    ])('does not frame %s', (page) => {
        expect(videoPlayer(page)).toBeNull();
    });

    it.each([
        [1280, 720, '16x9'],
        [640, 480, '4x3'],
        [500, 500, '1x1'],
        [720, 1280, '9x16'],
        [2560, 1080, '21x9'],
        [undefined, undefined, '16x9'],
    ])('a %sx%s frame is %s', (width, height, name) => {
        expect(aspectRatioName(width, height)).toBe(name);
    });
});

describe('video and embed nodes', () => {
    /** The embed-player island's props, read from its marker's JSON data block. */
    const playerProps = (root: ReturnType<typeof render>) => {
        const marker = root.querySelector('[data-island="embed-player"] script[data-island-props]');
        return marker ? (JSON.parse(marker.text) as Record<string, unknown>) : null;
    };

    it('renders a YouTube video as a facade: a play link to the video, no frame until the visitor presses play', () => {
        const body = render({
            type: 'video',
            uuid: 'v1',
            url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            oembed: oembed({ thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg' }),
            layout: 'expanded',
        });
        const figure = body.querySelector('figure.content-embed')!;
        expect(figure.classList.contains('content-layout-expanded')).toBe(true);
        expect(body.querySelectorAll('iframe, video, script:not([data-island-props])')).toHaveLength(0);
        const play = figure.querySelector('a.content-player')!;
        expect(play.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
        expect(play.text).toBe('Play video: Launch film');
        expect(play.querySelector('bdi')!.text).toBe('Launch film');
        // YouTube's thumbnail would tell Google who reads before any click; the CSP blocks it too.
        expect(play.querySelector('img')).toBeNull();
        expect(figure.querySelector('.content-embed__frame')!.classList.contains('content-ratio-16x9')).toBe(true);
        expect(figure.querySelector('figcaption a')!.getAttribute('href')).toBe(
            'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        );
        expect(figure.querySelector('.content-embed__note')!.text).toBe('Pressing play loads the player from YouTube.');
        expect(playerProps(body)?.player).toEqual({
            kind: 'frame',
            src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
        });
    });

    it('plays a Vimeo embed node from Vimeo’s player and names an untitled video by its host', () => {
        const body = render({
            type: 'embed',
            url: 'https://vimeo.com/76979871',
            oembed: oembed({ url: 'https://vimeo.com/76979871', title: undefined, width: 640, height: 480 }),
            layout: 'contained',
        });
        expect(playerProps(body)?.player).toEqual({
            kind: 'frame',
            src: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
        });
        expect(playerProps(body)?.title).toBe('vimeo.com');
        expect(body.querySelector('.content-ratio-4x3')).not.toBeNull();
    });

    it('takes the player from the oEmbed html only when it is the provider’s own https player', () => {
        const spotify = (html: string) =>
            render({
                type: 'embed',
                url: 'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk',
                oembed: oembed({
                    type: 'rich',
                    url: 'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk',
                    title: 'The plant podcast',
                    provider_name: 'Spotify',
                    html,
                }),
                layout: 'contained',
            });
        const own = spotify(
            '<iframe style="border:0" src="https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk"></iframe>',
        );
        expect(playerProps(own)?.player).toEqual({
            kind: 'frame',
            src: 'https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk',
        });
        for (const html of [
            '<iframe src="http://open.spotify.com/embed/episode/1"></iframe>',
            '<iframe src="https://evil.example/embed/episode/1"></iframe>',
            '<iframe src="https://player.vimeo.com/video/1"></iframe>',
            '<iframe src="javascript:alert(1)"></iframe>',
            '<script src="https://open.spotify.com/embed.js"></script>',
        ]) {
            const body = spotify(html);
            expect(playerProps(body), html).toBeNull();
            expect(body.querySelector('a.content-bookmark'), html).not.toBeNull();
        }
    });

    it('plays a video uploaded to Prezly (a file on the assets CDN) in the browser’s own player, with no third-party note', () => {
        const src = `${site.addresses.assetsCdnUrl}/0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d/plant-tour.mp4`;
        const body = render({
            type: 'video',
            url: src,
            oembed: oembed({ url: src, title: 'Plant tour', provider_name: 'Prezly' }),
            layout: 'contained',
        });
        expect(playerProps(body)?.player).toEqual({ kind: 'file', src });
        expect(body.querySelector('.content-embed__note')).toBeNull();
    });

    it('shows a photo embed uploaded to Prezly through the assets CDN, with a link to its page', () => {
        const body = render({
            type: 'embed',
            url: 'https://photos.example/p/harbour',
            oembed: oembed({
                type: 'photo',
                url: `${site.addresses.assetsCdnUrl}/0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3e/harbour.jpg`,
                title: 'The harbour',
                width: 2000,
                height: 1000,
            }),
            layout: 'contained',
        });
        const figure = body.querySelector('figure.content-embed--photo')!;
        const img = figure.querySelector('img')!;
        expect(img.getAttribute('src')).toContain(
            `${site.addresses.assetsCdnUrl}/0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3e/`,
        );
        expect(img.getAttribute('srcset')).toBeTruthy();
        expect(img.getAttribute('alt')).toBe('The harbour');
        expect(img.getAttribute('loading')).toBe('lazy');
        expect(figure.querySelector('figcaption a')!.getAttribute('href')).toBe('https://photos.example/p/harbour');
    });

    it('a photo embed on a host the CSP does not allow for images is a link card, never a broken picture', () => {
        const body = render({
            type: 'embed',
            url: 'https://photos.example/p/harbour',
            oembed: oembed({ type: 'photo', url: 'https://photos.example/harbour.jpg', title: 'The harbour' }),
            layout: 'contained',
        });
        expect(body.querySelector('img')).toBeNull();
        expect(body.querySelector('a.content-bookmark')!.getAttribute('href')).toBe('https://photos.example/p/harbour');
    });

    it('never inserts the provider HTML; other embeds become a link card', () => {
        const body = render({
            type: 'embed',
            url: 'https://social.example/post/1',
            oembed: oembed({
                type: 'rich',
                url: 'https://social.example/post/1',
                title: 'Our post',
                description: 'What we said',
                provider_name: 'Social',
                html: '<script src="https://social.example/widget.js"></script><iframe src="https://social.example"></iframe>',
                thumbnail_url: 'https://social.example/thumb.jpg',
            }),
            layout: 'contained',
        });
        expect(body.querySelectorAll('script, iframe')).toHaveLength(0);
        const card = body.querySelector('a.content-bookmark')!;
        expect(card.getAttribute('href')).toBe('https://social.example/post/1');
        expect(card.getAttribute('rel')).toBe('noopener noreferrer');
        expect(card.querySelector('.content-bookmark__title')!.text).toBe('Our post');
        expect(card.querySelector('.content-bookmark__description')!.text).toBe('What we said');
        expect(card.querySelector('.content-bookmark__provider')!.text).toBe('Social');
        // A third-party thumbnail would be blocked by the CSP and would leak the reader to that host.
        expect(card.querySelector('img')).toBeNull();
    });

    it('renders nothing when the embed URL is not a web URL', () => {
        const body = render(
            { type: 'video', url: 'javascript:alert(1)', oembed: oembed({ url: 'javascript:alert(1)' }) },
            { type: 'embed', url: 42, oembed: null },
        );
        expect(body.childNodes).toHaveLength(0);
    });
});

describe('bookmark node', () => {
    const bookmark = (overrides: Record<string, unknown> = {}) => ({
        type: 'bookmark',
        uuid: 'b1',
        url: 'https://example.com/article',
        oembed: oembed({
            type: 'link',
            url: 'https://example.com/article',
            title: 'An article',
            provider_name: 'Example News',
            thumbnail_url: `${site.addresses.assetsCdnUrl}/11111111-2222-4333-8444-555555555555/thumb.jpg`,
            thumbnail_width: 600,
            thumbnail_height: 315,
        }),
        layout: 'vertical',
        show_thumbnail: true,
        new_tab: false,
        ...overrides,
    });

    it('renders a link card with a thumbnail served from our own CDN', () => {
        const card = render(bookmark()).querySelector('a.content-bookmark')!;
        expect(card.classList.contains('content-bookmark--vertical')).toBe(true);
        expect(card.getAttribute('href')).toBe('https://example.com/article');
        expect(card.getAttribute('target')).toBeUndefined();
        const img = card.querySelector('img')!;
        expect(img.getAttribute('src')).toContain(site.addresses.assetsCdnUrl);
        expect(img.getAttribute('loading')).toBe('lazy');
        expect(img.getAttribute('alt')).toBe('');
        expect(card.querySelector('.content-bookmark__title')!.text).toBe('An article');
    });

    it('announces a new tab and hides the thumbnail when asked', () => {
        const card = render(bookmark({ new_tab: true, show_thumbnail: false })).querySelector('a.content-bookmark')!;
        expect(card.getAttribute('target')).toBe('_blank');
        expect(card.getAttribute('rel')).toBe('noopener noreferrer');
        expect(card.querySelector('.visually-hidden')!.text.trim()).toBe('(opens in a new tab)');
        expect(card.querySelector('img')).toBeNull();
    });

    it('falls back to the host name without oEmbed data and drops unsafe URLs', () => {
        const body = render(
            bookmark({ oembed: null, url: 'https://www.example.org/x' }),
            bookmark({ url: 'data:text/html,hi', oembed: null }),
        );
        const cards = body.querySelectorAll('a.content-bookmark');
        expect(cards).toHaveLength(1);
        expect(cards[0]!.querySelector('.content-bookmark__title')!.text).toBe('example.org');
    });
});

describe('story bookmark node', () => {
    const node = {
        type: 'story-bookmark',
        uuid: 's1',
        story: { uuid: 'story-2' },
        layout: 'horizontal',
        new_tab: false,
    };

    it('links to the story the page resolves', () => {
        const dom = renderViewDom(
            <StoryContent
                document={doc(node)}
                findStory={(uuid) =>
                    uuid === 'story-2'
                        ? {
                              title: 'Second story',
                              to: '/second-story',
                              summary: 'Summary',
                              language: site.language.languageCode,
                          }
                        : null
                }
            />,
            site,
        );
        const card = dom.querySelector('a.content-bookmark')!;
        expect(card.getAttribute('href')).toBe('/second-story');
        expect(card.querySelector('.content-bookmark__title')!.text).toBe('Second story');
        expect(card.querySelector('.content-bookmark__description')!.text).toBe('Summary');
    });

    it('renders nothing without a resolver or for a story the visitor may not reach', () => {
        expect(render(node).querySelectorAll('a')).toHaveLength(0);
        const dom = renderViewDom(<StoryContent document={doc(node)} findStory={() => null} />, site);
        expect(dom.querySelectorAll('a')).toHaveLength(0);
    });
});
