import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { allowedMethods, isApiPath, ROUTES, type RouteName, routePath } from '../../../domain/routes';

/** Params that fill every pattern of the table, including awkward characters. */
const PARAMS: Record<string, string> = {
    slug: 'ولادة-دراجة ?#%',
    uuid: '2781653a-48a2-4e09-bcb5-5c0635c96668',
    tag: 'zürich-co2',
    kind: 'p',
    name: 'sitemap-2',
    key: 'a1b2c3d4-e5f6-0718',
    '*': 'a/b.png',
};

describe('the route table', () => {
    it('holds each pattern once, each starting with a slash', () => {
        const paths = Object.values(ROUTES).map((route) => route.path);
        expect(new Set(paths).size).toBe(paths.length);
        for (const path of paths) expect(path.startsWith('/')).toBe(true);
    });

    it('lists every route a visitor, crawler or island reaches (docs/product-rules.md §2.1 and §7.1)', () => {
        expect(Object.keys(ROUTES)).toEqual(
            expect.arrayContaining([
                'home',
                'story',
                'storyJson',
                'category',
                'media',
                'album',
                'search',
                'contacts',
                'about',
                'privacyPolicy',
                'cookiePolicy',
                'subscribe',
                'feed',
                'sitemap',
                'robots',
                'llms',
                'oembed',
                'cdn',
                'fetchStories',
                'fetchGalleries',
                'searchApi',
                'analyticsEvent',
                'health',
            ]),
        );
    });

    it.each(Object.keys(ROUTES) as RouteName[])('matches the path it generates for %s', (name) => {
        const path = routePath(name, PARAMS);
        const match = matchPath({ path: ROUTES[name].path, caseSensitive: false, end: true }, path);
        expect(match).not.toBeNull();
        for (const [key, value] of Object.entries(match?.params ?? {})) {
            expect(key === '*' ? value : decodeURIComponent(value ?? '')).toBe(PARAMS[key]);
        }
    });

    it('encodes params with generatePath, like encodeURIComponent', () => {
        expect(routePath('story', { slug: 'a b/c' })).toBe('/a%20b%2Fc');
        expect(routePath('storyJson', { slug: 'été' })).toBe('/%C3%A9t%C3%A9.json');
        expect(routePath('category', { slug: 'produits' })).toBe('/category/produits');
        expect(routePath('album', { uuid: 'x' })).toBe('/media/album/x');
        expect(routePath('sitemapPart', { name: 'sitemap-3' })).toBe('/sitemap-3.xml');
        expect(routePath('home')).toBe('/');
    });

    it('refuses to build a path with a missing param', () => {
        expect(() => routePath('story')).toThrow(/slug/);
    });

    it('knows the API paths, whose errors are JSON', () => {
        expect(isApiPath('/api/fetch-stories')).toBe(true);
        expect(isApiPath('/api/anything/else')).toBe(true);
        expect(isApiPath('/apis')).toBe(false);
        expect(isApiPath('/fr/api/x')).toBe(false);
    });

    it.each([
        ['/', undefined, ['GET', 'HEAD']],
        ['/feed', undefined, ['GET', 'HEAD']],
        ['/api/fetch-stories', undefined, ['POST']],
        ['/api/webhooks/prezly', undefined, ['POST']],
        // A page for GET, the form's target for POST.
        ['/subscribe', 'page', ['GET', 'HEAD', 'POST']],
        ['/analytics/track/p', undefined, ['POST']],
        ['/analytics/track/p', 'page', []],
        ['/no/such/path', undefined, []],
    ] as const)('%s (%s) accepts %j', (pathname, scope, methods) => {
        expect(allowedMethods(pathname, scope)).toEqual(methods);
    });
});
