import request from 'supertest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CULTURES, fixtureStory, writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { parseHtml } from '../../helpers/html';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { writePagesNewsroom } from './newsroom-fixture';

let testApp: TestApp;
beforeAll(async () => {
    testApp = await createTestApp({ contentDir: writePagesNewsroom() });
});

const NOT_FOUND_EN = 'The page you’re looking for doesn’t exist...';

describe('canonical locale paths (docs/product-rules.md §2.2, §2.3)', () => {
    it.each([
        ['/en', '/'],
        ['/en/', '/'],
        ['/EN', '/'],
        ['/en/story-1', '/story-1'],
        ['/en/category/mobility?page=2', '/category/mobility?page=2'],
        ['/FR', '/fr'],
        ['/Fr/histoire-francaise', '/fr/histoire-francaise'],
        ['/fr_FR', '/fr'],
        ['/fr-fr/histoire-francaise', '/fr/histoire-francaise'],
        ['/AR', '/ar'],
        ['/en//evil.example', '/evil.example'],
        ['/en/\\evil.example', '/evil.example'],
    ])('%s redirects (302) to %s', async (path, location) => {
        const response = await request(testApp.app).get(path);
        expect(response.status).toBe(302);
        expect(response.headers.location).toBe(location);
    });

    it('serves canonical paths directly', async () => {
        for (const path of ['/', '/fr', '/fr/', '/ar', '/story-1', '/fr/histoire-francaise']) {
            expect((await request(testApp.app).get(path)).status, path).toBe(200);
        }
    });

    it('keeps the base path in redirects when mounted under one', async () => {
        const { app } = await createTestApp({
            contentDir: writePagesNewsroom(),
            env: { BASE_PATH: '/newsroom', PUBLIC_URL: 'http://newsroom.test/newsroom' },
        });
        const response = await request(app).get('/newsroom/EN/story-1');
        expect(response.status).toBe(302);
        expect(response.headers.location).toBe('/newsroom/story-1');
        const home = await request(app).get('/newsroom/FR');
        expect(home.headers.location).toBe('/newsroom/fr');
    });

    it('maps en to en-US when the newsroom has only regional variants (docs/product-rules.md §9.12)', async () => {
        const culture = (code: string, native: string) => ({ ...CULTURES.en, code, locale: code, native_name: native });
        const dir = writeFixtureNewsroom({
            languages: [
                {
                    code: 'nl_BE',
                    is_default: true,
                    locale: { ...culture('nl_BE', 'Nederlands'), language_code: 'nl' },
                    company_information: { name: 'Fixture NV' },
                },
                {
                    code: 'en_GB',
                    is_default: false,
                    locale: culture('en_GB', 'English (UK)'),
                    company_information: { name: 'Fixture Ltd' },
                },
                {
                    code: 'en_US',
                    is_default: false,
                    locale: culture('en_US', 'English (US)'),
                    company_information: { name: 'Fixture Inc' },
                },
                {
                    code: 'fr_CA',
                    is_default: false,
                    locale: { ...culture('fr_CA', 'Français (Canada)'), language_code: 'fr' },
                    company_information: { name: 'Fixture Canada' },
                },
            ],
            stories: [
                fixtureStory({ id: 1, slug: 'one', culture: { ...CULTURES.en, code: 'en_US', locale: 'en_US' } }),
            ],
        });
        const { app } = await createTestApp({ contentDir: dir });
        const en = await request(app).get('/en');
        expect(en.status).toBe(302);
        expect(en.headers.location).toBe('/en-us');
        // The only French is fr-CA, so its shortest unambiguous prefix is /fr.
        const frCa = await request(app).get('/fr-ca');
        expect(frCa.status).toBe(302);
        expect(frCa.headers.location).toBe('/fr');
        const fr = await request(app).get('/fr');
        expect(fr.status).toBe(200);
        expect(parseHtml(fr.text).querySelector('html')?.getAttribute('lang')).toBe('fr-CA');
        const page = await request(app).get('/en-us/one');
        expect(page.status).toBe(200);
        expect(parseHtml(page.text).querySelector('html')?.getAttribute('lang')).toBe('en-US');
    });
});

describe('unknown locales, paths and odd slugs give the localized 404, never a 500', () => {
    it.each([
        '/xx',
        '/xx/story-1',
        '/zz-zz/',
        '/nl',
        '/nope',
        '/category',
        '/category/',
        '/category/nope',
        '/category/mobility/extra',
        '/story-1/extra',
        '/caf%C3%A9',
        '/%E2%80%AE',
        '/%00',
        '/%2e%2e%2fetc%2fpasswd',
        '/story-1%2F..',
        '/a%20b',
        '/%',
        '/%E0%A4%A',
        `/${'a'.repeat(300)}`,
        `/${'x'.repeat(5000)}`,
        '/-story-1',
        '/.env',
        '/..%2F..%2F',
        '/privacy-policy/x',
        '/%F0%9F%98%80',
    ])('%s', async (path) => {
        const response = await request(testApp.app).get(path);
        expect(response.status).toBe(404);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        const html = parseHtml(response.text);
        expect(html.querySelector('h1')?.text).toBe(NOT_FOUND_EN);
        expect(html.querySelectorAll('h1')).toHaveLength(1);
    });

    it('answers in the language of the prefix', async () => {
        const french = await request(testApp.app).get('/fr/nope');
        expect(french.status).toBe(404);
        const html = parseHtml(french.text);
        expect(html.querySelector('html')?.getAttribute('lang')).toBe('fr');
        expect(html.querySelector('h1')?.text).toBe('La page que vous recherchez n’existe pas…');

        const arabic = await request(testApp.app).get('/ar/%E0%A4%A');
        expect(arabic.status).toBe(404);
        expect(parseHtml(arabic.text).querySelector('html')?.getAttribute('dir')).toBe('rtl');
    });
});

describe('right-to-left pages (docs/product-rules.md §9.11)', () => {
    it.each(['/ar', '/ar/qissa-arabiya', '/ar/contacts', '/ar/privacy-policy', '/ar/nope'])(
        '%s is lang="ar" dir="rtl"',
        async (path) => {
            const response = await request(testApp.app).get(path);
            const html = parseHtml(response.text).querySelector('html');
            expect(html?.getAttribute('lang')).toBe('ar');
            expect(html?.getAttribute('dir')).toBe('rtl');
        },
    );

    it('left-to-right languages stay ltr', async () => {
        const html = parseHtml((await request(testApp.app).get('/fr')).text).querySelector('html');
        expect(html?.getAttribute('dir')).toBe('ltr');
    });
});

describe('interface language fallback (docs/product-rules.md §8.5)', () => {
    it('renders a language without a catalogue in English and warns once', async () => {
        const klingon = {
            code: 'tlh',
            locale: 'tlh',
            name: 'Klingon',
            native_name: 'tlhIngan Hol',
            language_code: 'tlh',
        };
        const dir = writeFixtureNewsroom({
            languages: [
                { code: 'en', is_default: true, locale: CULTURES.en, company_information: { name: 'Fixture Inc.' } },
                { code: 'tlh', is_default: false, locale: klingon, company_information: { name: 'Fixture tlh' } },
            ],
            stories: [fixtureStory({ id: 1, slug: 'qach', culture: klingon })],
        });
        const testApp = await createTestApp({ contentDir: dir });
        const warn = vi.spyOn(testApp.logger, 'warn');
        for (let i = 0; i < 2; i++) {
            const response = await request(testApp.app).get('/tlh/nope');
            expect(response.status).toBe(404);
            const html = parseHtml(response.text);
            expect(html.querySelector('html')?.getAttribute('lang')).toBe('tlh');
            expect(html.querySelector('h1')?.text).toBe(NOT_FOUND_EN);
        }
        expect(warn).toHaveBeenCalledOnce();
        expect(String(warn.mock.calls[0]?.[0])).toContain('falling back to "en"');
    });
});
