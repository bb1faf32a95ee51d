import { describe, expect, it } from 'vitest';
import { createSiteUrls } from '../../../domain/urls';

const slugs: Record<string, string> = { en: '', fr: 'fr', fr_BE: 'fr-be' };
const make = (basePath: string) =>
    createSiteUrls({
        basePath,
        siteUrl: `https://press.example${basePath}`,
        urlPrefix: (code) => slugs[code] ?? code,
    });

describe('site URLs from the route table', () => {
    it.each([
        ['', 'en', '/', '/my-story', '/category/bikes', '/media/album/u', '/feed', '/privacy-policy'],
        [
            '',
            'fr_BE',
            '/fr-be',
            '/fr-be/my-story',
            '/fr-be/category/bikes',
            '/fr-be/media/album/u',
            '/fr-be/feed',
            '/fr-be/privacy-policy',
        ],
        [
            '/newsroom',
            'en',
            '/newsroom',
            '/newsroom/my-story',
            '/newsroom/category/bikes',
            '/newsroom/media/album/u',
            '/newsroom/feed',
            '/newsroom/privacy-policy',
        ],
        [
            '/newsroom',
            'fr',
            '/newsroom/fr',
            '/newsroom/fr/my-story',
            '/newsroom/fr/category/bikes',
            '/newsroom/fr/media/album/u',
            '/newsroom/fr/feed',
            '/newsroom/fr/privacy-policy',
        ],
    ])('base %j, locale %s', (base, code, home, story, category, gallery, feed, policy) => {
        const urls = make(base);
        expect(urls.home(code)).toBe(home);
        expect(urls.story(code, 'my-story')).toBe(story);
        expect(urls.storyJson(code, 'my-story')).toBe(`${story}.json`);
        expect(urls.category(code, 'bikes')).toBe(category);
        expect(urls.gallery(code, 'u')).toBe(gallery);
        expect(urls.feed(code)).toBe(feed);
        expect(urls.page(code, 'privacy-policy')).toBe(policy);
        expect(urls.absoluteUrls.story(code, 'my-story')).toBe(`https://press.example${story}`);
    });

    it('gives InternalLink paths without BASE_PATH (the router basename adds it)', () => {
        const urls = make('/newsroom');
        expect(urls.basePath).toBe('/newsroom');
        expect(urls.to.home('en')).toBe('/');
        expect(urls.to.home('fr')).toBe('/fr');
        expect(urls.to.story('fr', 'a b')).toBe('/fr/a%20b');
        expect(urls.to.media('en', 2)).toBe('/media?page=2');
    });

    it('keeps the root URL of the default language with its slash', () => {
        expect(make('').absolute('en')).toBe('https://press.example/');
        expect(make('/newsroom').absolute('en')).toBe('https://press.example/newsroom');
        expect(make('').absolute('fr', '/feed')).toBe('https://press.example/fr/feed');
    });

    it('builds locale-free routes and queries', () => {
        const urls = make('/newsroom');
        expect(urls.route('searchApi')).toBe('/newsroom/api/search');
        expect(urls.absoluteRoute('sitemapPart', { name: 'sitemap-2' })).toBe(
            'https://press.example/newsroom/sitemap-2.xml',
        );
        expect(urls.search('fr', { query: 'vélo', page: undefined, year: 2024 })).toBe(
            '/newsroom/fr/search?query=v%C3%A9lo&year=2024',
        );
        expect(urls.media('en', 1)).toBe('/newsroom/media');
        expect(urls.withPage('/newsroom/fr', 3)).toBe('/newsroom/fr?page=3');
        expect(urls.root('/static/x.css')).toBe('/newsroom/static/x.css');
        expect(urls.absoluteRoot('/static/x.css')).toBe('https://press.example/newsroom/static/x.css');
    });

    it('builds the form targets, the oEmbed endpoint and the theme stylesheet (issue 15: no URL made inline)', () => {
        const urls = make('/newsroom');
        expect(urls.subscribe('fr_BE')).toBe('/newsroom/fr-be/subscribe');
        expect(urls.shareMastodon('en')).toBe('/newsroom/share/mastodon');
        expect(urls.followMastodon('fr_BE')).toBe('/newsroom/fr-be/follow/mastodon');
        expect(urls.oembed('https://press.example/newsroom/fr/a b')).toBe(
            'https://press.example/newsroom/oembed?url=https%3A%2F%2Fpress.example%2Fnewsroom%2Ffr%2Fa+b&format=json',
        );
        expect(urls.themeCss(7)).toBe('/newsroom/theme.css?v=7');
        expect(make('').themeCss(1)).toBe('/theme.css?v=1');
    });
});
