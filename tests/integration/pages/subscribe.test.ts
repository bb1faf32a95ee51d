import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NEWSROOM_UUID, writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { parseHtml } from '../../helpers/html';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
    testApp = await createTestApp({
        contentDir: writeFixtureNewsroom(),
        env: { PRIVACY_PORTAL_URL: 'https://privacy.example' },
    });
});

const post = (path: string, body: string, type = 'application/x-www-form-urlencoded') =>
    request(testApp.app).post(path).set('Content-Type', type).send(body);

describe('POST /subscribe (docs/product-rules.md §5.3, §7.5)', () => {
    it('sends a valid address on to the privacy portal (303)', async () => {
        const response = await post('/subscribe', 'email=ada%2Bnews%40example.com');
        expect(response.status).toBe(303);
        expect(response.headers.location).toBe(
            `https://privacy.example/en/newsroom/${FIXTURE_NEWSROOM_UUID}/subscribe?email=ada%2Bnews%40example.com`,
        );
        expect(response.headers['cache-control']).toBe('no-store');
    });

    it('uses the locale of the page the form was on, and trims the address', async () => {
        const response = await post('/fr/subscribe', 'email=++ada%40example.com++');
        expect(response.status).toBe(303);
        expect(response.headers.location).toBe(
            `https://privacy.example/fr/newsroom/${FIXTURE_NEWSROOM_UUID}/subscribe?email=ada%40example.com`,
        );
    });

    it.each(['josé@example.com', 'a@例え.jp', '用户@例子.广告', '"john doe"@example.com'])(
        'accepts the internationalised or quoted address %s and sends it on as typed',
        async (address) => {
            const response = await post('/subscribe', new URLSearchParams({ email: address }).toString());
            expect(response.status).toBe(303);
            const portal = new URL(response.headers.location!);
            expect(portal.origin).toBe('https://privacy.example');
            expect(portal.searchParams.get('email')).toBe(address);
        },
    );

    it.each([
        ['a 300-character local part', `${'a'.repeat(300)}@example.com`],
        ['a 65-octet local part', `${'é'.repeat(32)}a@example.com`],
        ['a 64-character label', `ada@${'d'.repeat(64)}.example.com`],
        ['a one-label domain', 'ada@localhost'],
    ])('refuses %s (RFC 5321 lengths) with the form again', async (_name, address) => {
        const response = await post('/subscribe', new URLSearchParams({ email: address }).toString());
        expect(response.status).toBe(400);
        const html = parseHtml(response.text);
        expect(html.querySelector('#subscribe-email-error')?.text).toBe('Introduce a valid email address');
        expect(html.querySelector('input[name="email"]')?.getAttribute('value')).toBe(address);
    });

    it.each([
        ['an empty address', 'email=', 'This field is required', ''],
        ['only spaces', 'email=+++', 'This field is required', '   '],
        ['no field at all', 'name=x', 'This field is required', ''],
        ['no body', '', 'This field is required', ''],
        ['an address without @', 'email=ada.example.com', 'Introduce a valid email address', 'ada.example.com'],
        ['an address without domain', 'email=ada%40', 'Introduce a valid email address', 'ada@'],
        ['markup', 'email=%3Cscript%3E', 'Introduce a valid email address', '<script>'],
        ['a repeated field', 'email=a%40b.co&email=c%40d.co', 'Introduce a valid email address', ''],
        ['a very long address', `email=${'a'.repeat(400)}%40example.com`, 'Introduce a valid email address', null],
    ])('refuses %s with the form again (400)', async (_name, body, message, value) => {
        const response = await post('/subscribe', body);
        expect(response.status).toBe(400);
        const html = parseHtml(response.text);
        expect(html.querySelectorAll('h1').map((h1) => h1.text)).toEqual(['Get our stories by email']);
        const input = html.querySelector('input[name="email"]');
        expect(input?.getAttribute('aria-invalid')).toBe('true');
        expect(input?.getAttribute('aria-describedby')?.split(' ')).toContain('subscribe-email-error');
        expect(html.querySelector('#subscribe-email-error')?.text).toBe(message);
        if (value !== null) expect(input?.getAttribute('value') ?? '').toBe(value);
        expect(response.text).not.toContain('<script>');
    });

    it('shows the messages in the page language', async () => {
        const response = await post('/fr/subscribe', 'email=nope');
        expect(response.status).toBe(400);
        const html = parseHtml(response.text);
        expect(html.querySelector('html')?.getAttribute('lang')).toBe('fr');
        const message = html.querySelector('#subscribe-email-error')?.text;
        expect(message).toBeTruthy();
        expect(message).not.toBe('Introduce a valid email address');
    });

    it('ignores a JSON body: the form is urlencoded', async () => {
        const response = await post('/subscribe', JSON.stringify({ email: 'ada@example.com' }), 'application/json');
        expect(response.status).toBe(400);
    });

    describe('a submission that cannot go through (docs/product-rules.md §5.3)', () => {
        const FAILED = 'Something went wrong. Please try submitting the form again';
        const failurePage = (response: request.Response) => {
            const html = parseHtml(response.text);
            return {
                message: html.querySelector('#subscribe-email-error')?.text,
                value: html.querySelector('input[name="email"]')?.getAttribute('value') ?? '',
                h1: html.querySelectorAll('h1').map((h1) => h1.text),
                text: html.querySelector('main')?.text ?? '',
            };
        };

        it('answers a 5,000-character address with the form, the message and the address kept (413)', async () => {
            const email = `${'a'.repeat(5_000)}@example.com`;
            const response = await post('/subscribe', `email=${encodeURIComponent(email)}`);
            expect(response.status).toBe(413);
            expect(response.headers['cache-control']).toBe('no-store');
            const page = failurePage(response);
            expect(page.h1).toEqual(['Get our stories by email']);
            expect(page.message).toBe(FAILED);
            expect(page.value).toBe(email);
            expect(page.text).not.toContain('500');
        });

        it('answers a body past the read limit with the form and the message (413)', async () => {
            const response = await post('/subscribe', `email=${'a'.repeat(100_000)}`);
            expect(response.status).toBe(413);
            expect(failurePage(response).message).toBe(FAILED);
        });

        it('answers a malformed body with the form, the message and the address kept (400)', async () => {
            const response = await post('/subscribe', 'email=ada%40example.com&name=%E0%A4%A');
            expect(response.status).toBe(400);
            const page = failurePage(response);
            expect(page.message).toBe(FAILED);
            expect(page.value).toBe('ada@example.com');
        });

        it('answers an unknown charset with the form and the message (415)', async () => {
            const response = await post(
                '/subscribe',
                'email=ada%40example.com',
                'application/x-www-form-urlencoded; charset=x-unknown',
            );
            expect(response.status).toBe(415);
            expect(failurePage(response).message).toBe(FAILED);
        });

        it('shows the message in the page language', async () => {
            const response = await post('/fr/subscribe', `email=${'a'.repeat(5_000)}`);
            expect(response.status).toBe(413);
            const message = failurePage(response).message;
            expect(message).toBeTruthy();
            expect(message).not.toBe(FAILED);
        });
    });

    it('shows the form without an error on GET', async () => {
        const response = await request(testApp.app).get('/subscribe');
        expect(response.status).toBe(200);
        const html = parseHtml(response.text);
        expect(html.querySelector('input[name="email"]')?.hasAttribute('aria-invalid')).toBe(false);
        expect(html.querySelector('#subscribe-email-error')).toBeNull();
    });
});
