/**
 * Views link with `InternalLink` (react-router's `useHref`) inside a `StaticRouter` whose basename is BASE_PATH:
 * the hrefs in the served HTML carry BASE_PATH and the page's language prefix, are encoded
 * like the URL builders' (domain/urls.ts), and every internal link names a route of the table.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowedMethods } from '../../../domain/routes';
import type { ContentSnapshot } from '../../../server/content/content-snapshot';
import { parseHtml } from '../../helpers/html';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let atRoot: TestApp;
let underBase: TestApp;
let snapshot: ContentSnapshot;
beforeAll(async () => {
    [atRoot, underBase] = await Promise.all([createTestApp(), createTestApp({ env: { BASE_PATH: '/press' } })]);
    snapshot = await atRoot.content.get();
});

async function page(testApp: TestApp, url: string) {
    const response = await request(testApp.app).get(url);
    expect(response.status).toBe(200);
    return parseHtml(response.text);
}

const hrefs = (document: ReturnType<typeof parseHtml>, selector: string) =>
    document.querySelectorAll(selector).map((element) => element.getAttribute('href'));

/**
 * The route path an internal href names, once BASE_PATH and a language prefix are taken off; null
 * when no route of the table has that path.
 */
function routeOf(href: string, base: string): string | null {
    const pathname = decodeURI(new URL(href, 'http://newsroom.test').pathname);
    if (!pathname.startsWith(base)) return null;
    const rest = pathname.slice(base.length) || '/';
    const [, first = '', tail = ''] = /^\/([^/]*)(\/.*)?$/.exec(rest) ?? [];
    const prefixed = snapshot.languages.matchUrlPrefix(first);
    const routed = prefixed?.canonicalPrefix ? tail || '/' : rest;
    return allowedMethods(routed).length > 0 ? routed : null;
}

describe('links rendered by InternalLink', () => {
    it('carry BASE_PATH and the language prefix', async () => {
        const document = await page(underBase, '/press/fr');
        const story = snapshot.stories.listed('fr')[0]!;
        const category = snapshot.categories.withStories('fr')[0]!;
        const footer = hrefs(document, '.site-footer__links a');
        expect(footer).toEqual(
            expect.arrayContaining([
                '/press/fr',
                '/press/fr/media',
                '/press/fr/contacts',
                '/press/fr/about',
                '/press/fr/feed',
                '/press/fr/privacy-policy',
                '/press/fr/cookie-policy',
            ]),
        );
        expect(hrefs(document, '.story-card__link')).toContain(`/press/fr/${encodeURIComponent(story.slug)}`);
        expect(hrefs(document, 'a.chip, a.nav-link, a.disclosure__link, a.category-card')).toContain(
            `/press/fr/category/${encodeURIComponent(category.slug)}`,
        );
        expect(document.querySelector('a.brand')?.getAttribute('href')).toBe('/press/fr');
        // The language switcher: each language's home, the default one without a prefix.
        expect(hrefs(document, '.language-switcher a')).toEqual(
            expect.arrayContaining(['/press', '/press/fr', '/press/ar']),
        );
    });

    it('have no prefix for the default language and no base at the root', async () => {
        const document = await page(atRoot, '/');
        const story = snapshot.stories.listed(snapshot.languages.default.code)[0]!;
        expect(document.querySelector('a.brand')?.getAttribute('href')).toBe('/');
        expect(hrefs(document, '.site-footer__links a')).toEqual(expect.arrayContaining(['/', '/media', '/feed']));
        expect(hrefs(document, '.story-card__link')).toContain(`/${encodeURIComponent(story.slug)}`);
    });

    it('percent-encode right-to-left slugs like the URL builders', async () => {
        const story = snapshot.stories.listed('ar')[0]!;
        expect(story.slug).toMatch(/[^\x20-\x7e]/);
        const document = await page(underBase, '/press/ar');
        expect(hrefs(document, '.story-card__link')).toContain(`/press/ar/${encodeURIComponent(story.slug)}`);
    });

    it('write plain anchors (no client-side routing attributes)', async () => {
        const document = await page(underBase, '/press/fr');
        expect(document.querySelectorAll('a[data-discover]')).toHaveLength(0);
    });

    it('name a route of the table, on every page type', async () => {
        const story = snapshot.stories.listed('fr')[0]!;
        const gallery = snapshot.galleries.all[0]!;
        for (const url of [
            '/press/fr',
            `/press/fr/${encodeURIComponent(story.slug)}`,
            '/press/fr/media',
            `/press/fr/media/album/${gallery.uuid}`,
            '/press/fr/contacts',
            '/press/fr/search?query=v%C3%A9lo',
            '/press/fr/nothing-here',
        ]) {
            const response = await request(underBase.app).get(url);
            const document = parseHtml(response.text);
            const internal = document
                .querySelectorAll('a[href^="/"]')
                .map((element) => element.getAttribute('href') ?? '');
            expect(internal.length).toBeGreaterThan(5);
            for (const href of internal)
                expect({ href, route: routeOf(href, '/press') }).not.toMatchObject({ route: null });
        }
    });
});
