import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../../helpers/html';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let demo: TestApp;
beforeAll(async () => {
    demo = await createTestApp();
});

const STORY_URL = 'http://newsroom.test/aurora-2-longer-range-recycled-aluminium';
const share = (query: Record<string, string>) => request(demo.app).get(`/share/mastodon?${new URLSearchParams(query)}`);

describe('/share/mastodon', () => {
    it('hands a valid server over to its own share page, with the title and address', async () => {
        for (const typed of [
            'mastodon.social',
            'https://Mastodon.Social/',
            '@ada@mastodon.social',
            'mastodon.social/@ada',
        ]) {
            const response = await share({ instance: typed, url: STORY_URL, title: 'Aurora 2 & more' });
            expect(response.status, typed).toBe(200);
            const html = parseHtml(response.text);
            const target = `https://mastodon.social/share?${new URLSearchParams({ text: `Aurora 2 & more ${STORY_URL}` })}`;
            expect(html.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(`0; url=${target}`);
            expect(html.querySelector('main a.button')?.getAttribute('href')).toBe(target);
            expect(html.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
        }
    });

    it('takes international server names in their ASCII form', async () => {
        const response = await share({ instance: 'mästodon.de', url: STORY_URL, title: 'T' });
        const refresh = parseHtml(response.text).querySelector('meta[http-equiv="refresh"]')?.getAttribute('content');
        expect(refresh).toMatch(/^0; url=https:\/\/xn--mstodon-5wa\.de\/share\?text=/);
    });

    it('asks again with a message (400) for what is not a server, keeping the typed value', async () => {
        const refused = [
            '',
            'localhost',
            '127.0.0.1',
            '[::1]',
            'javascript:alert(1)',
            'evil.example:8080',
            'two words.example',
            'a'.repeat(400),
            'user:pass@evil.example',
            'evil.example\\@mastodon.social',
        ];
        for (const typed of refused) {
            const response = await share({ instance: typed, url: STORY_URL, title: 'T' });
            expect(response.status, typed).toBe(400);
            const html = parseHtml(response.text);
            expect(html.querySelector('meta[http-equiv="refresh"]'), typed).toBeNull();
            expect(html.querySelector('.field__error')?.text, typed).toBe(
                'Enter the address of your Mastodon server, for example mastodon.social.',
            );
            expect(html.querySelector('input[name="instance"]')?.getAttribute('value') ?? '').toBe(typed.slice(0, 300));
        }
        const french = await share({ instance: 'nope', url: 'http://newsroom.test/fr/x', title: 'T' }).set(
            'Accept-Language',
            'fr',
        );
        expect(french.status).toBe(400);
    });

    it('shares only this site’s pages, with a title: anything else is the 404 page', async () => {
        for (const query of [
            { instance: 'mastodon.social', url: 'https://evil.example/', title: 'T' },
            { instance: 'mastodon.social', url: 'javascript:alert(1)', title: 'T' },
            { instance: 'mastodon.social', url: 'http://newsroom.test.evil.example/', title: 'T' },
            { instance: 'mastodon.social', url: STORY_URL, title: '' },
            { instance: 'mastodon.social', url: STORY_URL },
        ]) {
            const response = await share(query as Record<string, string>);
            expect(response.status, JSON.stringify(query)).toBe(404);
        }
    });

    it('answers an address that is not a URL at all with the 404 page, never a server error', async () => {
        for (const url of ['x', '', '%', '%25', 'http://', '//newsroom.test/x', 'http://[::1', '\u0000']) {
            const response = await share({ instance: 'mastodon.social', url, title: 'x' });
            expect(response.status, url).toBe(404);
            const html = parseHtml(response.text);
            expect(html.querySelector('h1')?.text, url).toBe('The page you’re looking for doesn’t exist...');
            expect(html.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
        }
        // As a browser writes them: `url=%25` and an empty `url=`.
        for (const raw of ['url=%25', 'url=', 'url=x']) {
            const response = await request(demo.app).get(`/share/mastodon?instance=mastodon.social&${raw}&title=x`);
            expect(response.status, raw).toBe(404);
        }
    });
});
