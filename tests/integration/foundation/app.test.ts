import { createElement } from 'react';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { CopyLink } from '../../../islands/copy-link/island';
import { createApp } from '../../../server/app';
import type { ContentSource } from '../../../server/content/content-source';
import { renderPage } from '../../../server/render/render-page';
import { SiteEdition } from '../../../server/request-scope/site-edition';
import { writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { parseHtml } from '../../helpers/html';
import { memoryLogger } from '../../helpers/memory-logger';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
    testApp = await createTestApp({ contentDir: writeFixtureNewsroom() });
});

/** Executable scripts only: JSON data blocks (island props, JSON-LD) are not code. */
function executableScripts(html: string) {
    return parseHtml(html)
        .querySelectorAll('script')
        .filter((script) => !['application/json', 'application/ld+json'].includes(script.getAttribute('type') ?? ''));
}

describe('the app', () => {
    it('serves the home page in the default language', async () => {
        const response = await request(testApp.app).get('/');
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        const html = parseHtml(response.text);
        expect(html.querySelector('html')?.getAttribute('lang')).toBe('en');
        expect(html.querySelector('html')?.getAttribute('dir')).toBe('ltr');
        expect(html.querySelector('meta[charset]')?.getAttribute('charset')).toBe('utf-8');
        expect(html.querySelector('meta[name="viewport"]')).not.toBeNull();
        expect(html.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toMatch(
            /^\/static\/assets\/site-[A-Z0-9]+\.css$/,
        );
    });

    it('serves an Arabic page right-to-left', async () => {
        const response = await request(testApp.app).get('/ar');
        expect(response.status).toBe(200);
        const html = parseHtml(response.text);
        expect(html.querySelector('html')?.getAttribute('lang')).toBe('ar');
        expect(html.querySelector('html')?.getAttribute('dir')).toBe('rtl');
    });

    it('answers /healthz', async () => {
        const response = await request(testApp.app).get('/healthz');
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({ status: 'ok', content: { source: testApp.content.kind, ok: true } });
    });

    it('answers unknown paths with the not-found page', async () => {
        const response = await request(testApp.app).get('/no-such-story');
        expect(response.status).toBe(404);
        expect(parseHtml(response.text).querySelector('h1')?.text).toBe('The page you’re looking for doesn’t exist...');
    });

    it('answers a failing page with the server-error page, without internals', async () => {
        const snapshot = await testApp.content.get();
        const broken = Object.create(snapshot);
        broken.stories = Object.create(snapshot.stories);
        broken.stories.bySlug = () => {
            throw new Error('database exploded at /srv/secret/path.ts');
        };
        const failing: ContentSource = { ...testApp.content, get: async () => broken };
        const { app } = await createTestApp({ content: failing });
        const response = await request(app).get('/first-story');
        expect(response.status).toBe(500);
        const html = parseHtml(response.text);
        expect(html.querySelector('h1')?.text).toBe('Something went wrong...');
        expect(html.querySelector('main p')?.text).toBe('Try refreshing the page or coming back a bit later.');
        expect(response.text).not.toContain('exploded');
        expect(response.text).not.toContain('/srv/secret');
    });
});

/** An app whose story lookup throws `error`, as a failing or redirecting content source would. */
async function appThrowing(error: unknown, logger?: TestApp['logger']) {
    const snapshot = await testApp.content.get();
    const throwing = Object.create(snapshot);
    throwing.stories = Object.create(snapshot.stories);
    throwing.stories.bySlug = () => {
        throw error;
    };
    const content: ContentSource = { ...testApp.content, get: async () => throwing };
    const built = await createTestApp({ content });
    if (!logger) return built.app;
    return createApp({ ...built.deps, logger });
}

describe('error pages show their own status', () => {
    it.each([400, 403, 410, 413, 415, 429, 500, 502, 503])(
        'a %i page shows its own status code, never another',
        async (status) => {
            const app = await appThrowing(Object.assign(new Error('refused'), { status, expose: true }));
            const response = await request(app).get('/first-story');
            expect(response.status).toBe(status);
            const html = parseHtml(response.text);
            expect(html.querySelector('.error-page__code')?.text).toBe(String(status));
            expect(html.querySelector('h1')?.text).toBe('Something went wrong...');
            expect(html.querySelector('main')?.text).not.toMatch(status === 500 ? /404/ : /500/);
        },
    );

    it('a not-found page shows 404', async () => {
        const html = parseHtml((await request(testApp.app).get('/no-such-story')).text);
        expect(html.querySelector('.error-page__code')?.text).toBe('404');
    });
});

describe('a redirect that reaches the error handler (docs/product-rules.md §8.6)', () => {
    it.each([
        [
            'an error carrying a 301 and a location',
            Object.assign(new Error('moved'), { status: 301, location: '/moved-story' }),
        ],
        [
            'an error carrying a 307 and a location',
            Object.assign(new Error('moved'), { status: 307, location: '/moved-story' }),
        ],
    ])('answers %s as the redirect, unreported', async (_name, error) => {
        const memory = memoryLogger();
        const app = await appThrowing(error, memory.logger);
        const response = await request(app).get('/first-story');
        expect(response.status).toBe((error as { status: number }).status);
        expect(response.headers.location).toBe('/moved-story');
        expect(memory.lines.filter((line) => line.level === 'error')).toEqual([]);
    });

    it('still reports a real failure as a 500', async () => {
        const memory = memoryLogger();
        const app = await appThrowing(new Error('exploded'), memory.logger);
        expect((await request(app).get('/first-story')).status).toBe(500);
        expect(memory.lines.filter((line) => line.level === 'error')).toHaveLength(1);
    });
});

describe('renderPage', () => {
    async function edition() {
        const snapshot = await testApp.content.get();
        const made = new SiteEdition(snapshot, { config: testApp.deps.config, i18n: testApp.deps.i18n });
        return { site: made.site(snapshot.languages.default), cache: made.cache };
    }

    it('gives a page without islands no script tag at all', async () => {
        const html = renderPage({
            ...(await edition()),
            head: { title: 'Plain' },
            page: createElement('p', null, 'Hello'),
            assets: testApp.deps.assets,
            location: '/',
        });
        expect(parseHtml(html).querySelectorAll('script')).toHaveLength(0);
        expect(parseHtml(html).querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    });

    it('lists only the islands a page uses, with their props as JSON data', async () => {
        const html = renderPage({
            ...(await edition()),
            head: { title: 'With island' },
            page: createElement(CopyLink, { url: '/a</script><script>alert(1)//' }),
            assets: testApp.deps.assets,
            location: '/',
        });
        const document = parseHtml(html);
        const manifest = JSON.parse(document.querySelector('#island-manifest')?.text ?? '{}');
        expect(Object.keys(manifest)).toEqual(['copy-link']);
        // The island's file first, then the chunks it imports, among them the shared React chunk.
        expect(manifest['copy-link'][0]).toBe(testApp.deps.assets.islands['copy-link']);
        expect(manifest['copy-link']).toContain(testApp.deps.assets.react);
        const scripts = executableScripts(html);
        expect(scripts.map((script) => script.getAttribute('src'))).toEqual([testApp.deps.assets.runtime]);
        const props = document.querySelector('[data-island="copy-link"] script[data-island-props]');
        expect(JSON.parse(props?.text ?? 'null')).toMatchObject({ url: '/a</script><script>alert(1)//' });
        // React is not preloaded: it loads when the island wakes.
        expect(
            document.querySelectorAll('link[rel="modulepreload"]').map((link) => link.getAttribute('href')),
        ).not.toContain(testApp.deps.assets.react);
    });
});

describe('consent cookie domain (docs/product-rules.md §9.2)', () => {
    it('is announced in a meta tag when CONSENT_COOKIE_DOMAIN is set, and absent otherwise', async () => {
        const shared = await createTestApp({
            contentDir: writeFixtureNewsroom(),
            env: { CONSENT_COOKIE_DOMAIN: '.fixture.example' },
        });
        const withDomain = parseHtml((await request(shared.app).get('/')).text);
        expect(withDomain.querySelector('meta[name="consent-cookie-domain"]')?.getAttribute('content')).toBe(
            '.fixture.example',
        );
        const plain = parseHtml((await request(testApp.app).get('/')).text);
        expect(plain.querySelector('meta[name="consent-cookie-domain"]')).toBeNull();
    });
});
