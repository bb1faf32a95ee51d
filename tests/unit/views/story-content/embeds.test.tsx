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
    it('renders a YouTube video as a lazy no-cookie iframe with a title', () => {
        const figure = render({
            type: 'video',
            uuid: 'v1',
            url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            oembed: oembed(),
            layout: 'expanded',
        }).querySelector('figure.content-embed')!;
        expect(figure.classList.contains('content-layout-expanded')).toBe(true);
        const iframe = figure.querySelector('iframe')!;
        expect(iframe.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
        expect(iframe.getAttribute('title')).toBe('Launch film');
        expect(iframe.getAttribute('loading')).toBe('lazy');
        expect(iframe.getAttribute('sandbox')).toContain('allow-scripts');
        expect(figure.querySelector('.content-embed__frame')!.classList.contains('content-ratio-16x9')).toBe(true);
        expect(figure.querySelector('figcaption a')!.getAttribute('href')).toBe(
            'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        );
    });

    it('frames a Vimeo embed node and titles an untitled frame generically', () => {
        const iframe = render({
            type: 'embed',
            url: 'https://vimeo.com/76979871',
            oembed: oembed({ url: 'https://vimeo.com/76979871', title: undefined, width: 640, height: 480 }),
            layout: 'contained',
        }).querySelector('iframe')!;
        expect(iframe.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
        expect(iframe.getAttribute('title')).toBe('Embedded content');
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
            thumbnail_url: `${site.assetsCdnUrl}/11111111-2222-4333-8444-555555555555/thumb.jpg`,
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
        expect(img.getAttribute('src')).toContain(site.assetsCdnUrl);
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
                              language: site.languageCode,
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
