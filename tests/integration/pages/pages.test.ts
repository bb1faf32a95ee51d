import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NEWSROOM_UUID, writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { islandProps, parseHtml } from '../../helpers/html';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { writePagesNewsroom } from './newsroom-fixture';

let testApp: TestApp;
beforeAll(async () => {
    testApp = await createTestApp({
        contentDir: writePagesNewsroom(),
        env: { PRIVACY_PORTAL_URL: 'https://privacy.example' },
    });
});

async function page(path: string, app = testApp.app) {
    const response = await request(app).get(path);
    return { response, html: parseHtml(response.text) };
}

describe('standalone pages', () => {
    it.each([
        ['/contacts', 'Media contacts'],
        ['/about', 'About Fixture Inc.'],
        ['/privacy-policy', 'Privacy policy'],
        ['/cookie-policy', 'Cookie policy'],
        ['/subscribe', 'Get our stories by email'],
    ])('%s has one h1: %s', async (path, title) => {
        const { response, html } = await page(path);
        expect(response.status).toBe(200);
        expect(html.querySelectorAll('h1').map((h1) => h1.text)).toEqual([title]);
    });

    it('lists the contacts shown in the page language', async () => {
        expect((await page('/contacts')).html.querySelectorAll('.contact-card h2').map((h) => h.text)).toEqual([
            'Ada Press',
        ]);
        expect((await page('/fr/contacts')).html.querySelectorAll('.contact-card h2').map((h) => h.text)).toEqual([
            'Basile Presse',
        ]);
        expect((await page('/ar/contacts')).html.querySelector('.contacts p')?.text).toBeTruthy();
    });

    it('gives the cookie policy the cookie-toggle island, both buttons hidden until it knows', async () => {
        const { html } = await page('/cookie-policy');
        const toggle = html.querySelector('main [data-island="cookie-toggle"] [data-cookie-toggle]');
        expect(islandProps(html.querySelector('main')!, 'cookie-toggle')).toMatchObject({
            labels: { start: 'Start using cookies', stop: 'Stop using cookies' },
        });
        const buttons = toggle?.querySelectorAll('button') ?? [];
        expect(buttons.map((button) => [button.text, button.hasAttribute('hidden')])).toEqual([
            ['Start using cookies', true],
            ['Stop using cookies', true],
        ]);
    });

    it('links the privacy portal request form from the privacy policy and the footer (docs/product-rules.md §7.5)', async () => {
        const { html } = await page('/fr/privacy-policy');
        const expected = `https://privacy.example/fr/newsroom/${FIXTURE_NEWSROOM_UUID}/data-request`;
        expect(html.querySelector('main .button')?.getAttribute('href')).toBe(expected);
        const footerLinks = html.querySelectorAll('.site-footer a').map((a) => a.getAttribute('href'));
        expect(footerLinks).toContain(expected);
    });
});

describe('footer', () => {
    it('has the privacy, cookie, RSS and company links and the cookie toggle placeholder', async () => {
        const { html } = await page('/');
        const footer = html.querySelector('footer.site-footer');
        const links = Object.fromEntries(
            footer?.querySelectorAll('a').map((a) => [a.text.trim(), a.getAttribute('href')]) ?? [],
        );
        expect(links).toMatchObject({
            'Privacy policy': '/privacy-policy',
            'Cookie policy': '/cookie-policy',
            'RSS feed': '/feed',
            'Privacy requests': `https://privacy.example/en/newsroom/${FIXTURE_NEWSROOM_UUID}/data-request`,
            Contacts: '/contacts',
        });
        expect(footer?.querySelector('[data-cookie-toggle]')).not.toBeNull();
        expect(footer?.querySelector('.site-footer__bottom')?.text).toBe(`© ${new Date().getFullYear()} Fixture Inc.`);
    });

    it('uses the newsroom own data-request link when it has one', async () => {
        const dir = writeFixtureNewsroom({ newsroom: { custom_data_request_link: 'https://fixture.example/gdpr' } });
        const { app } = await createTestApp({ contentDir: dir });
        const { html } = await page('/', app);
        const link = html.querySelectorAll('.site-footer a').find((a) => a.text === 'Privacy requests');
        expect(link?.getAttribute('href')).toBe('https://fixture.example/gdpr');
    });
});

describe('error pages (docs/product-rules.md §8.4)', () => {
    it('renders the not-found page with the texts of the product rules and a way home', async () => {
        const { response, html } = await page('/nope');
        expect(response.status).toBe(404);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(html.querySelector('h1')?.text).toBe('The page you’re looking for doesn’t exist...');
        expect(html.querySelector('.error-page__subtitle')?.text).toBe(
            'If you typed the URL yourself, check the spelling in the address bar.',
        );
        expect(html.querySelector('.error-page a')?.getAttribute('href')).toBe('/');
        expect(html.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    });

    it('links the home page of the language', async () => {
        const { html } = await page('/fr/nope');
        expect(html.querySelector('.error-page a')?.getAttribute('href')).toBe('/fr');
    });
});
