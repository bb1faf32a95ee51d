/**
 * The newsroom's own privacy and cookie policies (Prezly's `policies`, the same shape in an
 * export's newsroom.json): the text Prezly keeps for the newsroom, whatever its origin, a
 * content-format document rendered as a story body is (an export's HTML sanitised); its own
 * address when the policy lives elsewhere; the generic translated text only where Prezly gives
 * none (docs/decisions/0020-prezly-as-its-contract-means-it.md).
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { parseHtml } from '../../helpers/html';
import { createFixtureSource, type FixtureSource } from '../../helpers/prezly-stand-in/fixture-source';
import { createTestApp } from '../../helpers/test-app';

const OWN_PRIVACY = [
    '<h1>Privacy at Fixture</h1>',
    '<p>We keep <strong>as little</strong> as we can. <a href="https://fixture.example/dpo">Write to our DPO</a>.</p>',
    '<h2>What we store</h2><ul><li>Your e-mail address, when you subscribe.</li></ul>',
    '<script>alert(1)</script><p><a href="javascript:alert(2)" onclick="alert(3)">Click</a></p>',
    '<img src="x" onerror="alert(4)"><iframe src="https://evil.example"></iframe>',
].join('');

async function appWith(policies: unknown) {
    const dir = writeFixtureNewsroom({ newsroom: { policies } });
    return (await createTestApp({ contentDir: dir, env: { PRIVACY_PORTAL_URL: 'https://privacy.example' } })).app;
}

async function policyPage(app: Awaited<ReturnType<typeof appWith>>, path: string) {
    const response = await request(app).get(path);
    expect({ path, status: response.status }).toEqual({ path, status: 200 });
    return parseHtml(response.text).querySelector('main')!;
}

const GENERIC_PRIVACY_INTRO = 'This page explains what personal data Fixture Inc. processes';

describe('the newsroom’s own policies', () => {
    it('shows its own privacy policy, sanitised, under the page’s title, with the request button', async () => {
        const app = await appWith({ privacy_policy: { content: OWN_PRIVACY, origin: 'custom' } });
        for (const path of ['/privacy-policy', '/fr/privacy-policy']) {
            const main = await policyPage(app, path);
            expect(main.querySelectorAll('h1')).toHaveLength(1);
            const own = main.querySelector('.policy__content')!;
            // Its own h1 becomes a heading under the page's.
            expect(own.querySelectorAll('h2').map((heading) => heading.text)).toEqual([
                'Privacy at Fixture',
                'What we store',
            ]);
            expect(own.querySelector('strong')?.text).toBe('as little');
            expect(own.querySelector('a[href="https://fixture.example/dpo"]')?.text).toBe('Write to our DPO');
            expect(own.querySelectorAll('script, img, iframe, [onclick], [onerror]')).toHaveLength(0);
            expect(own.querySelectorAll('a').map((link) => link.getAttribute('href'))).not.toContain(
                'javascript:alert(2)',
            );
            expect(main.text).not.toContain(GENERIC_PRIVACY_INTRO);
            expect(main.querySelector('a.button')?.getAttribute('href')).toMatch(/^https:\/\/privacy\.example\//);
        }
    });

    it('shows its own cookie policy, and keeps the cookie toggle', async () => {
        const app = await appWith({
            cookie_policy: { content: '<p>We use one cookie: <code>consent</code>.</p>', origin: 'custom' },
        });
        const main = await policyPage(app, '/cookie-policy');
        expect(main.querySelector('.policy__content p')?.text).toBe('We use one cookie: consent.');
        expect(main.querySelector('[data-island="cookie-toggle"]')).not.toBeNull();
        // The other policy is still the generic one.
        expect((await policyPage(app, '/privacy-policy')).text).toContain(GENERIC_PRIVACY_INTRO);
    });

    it('turns a policy written as plain text into paragraphs', async () => {
        const app = await appWith({
            privacy_policy: { content: 'First <paragraph>.\n\nSecond line one\nline two.', origin: 'custom' },
        });
        const own = (await policyPage(app, '/privacy-policy')).querySelector('.policy__content')!;
        expect(own.querySelectorAll('p').map((paragraph) => paragraph.text)).toEqual([
            'First <paragraph>.',
            'Second line one\nline two.',
        ]);
        expect(own.querySelectorAll('br')).toHaveLength(1);
    });

    it('sends visitors to its own address when the policy lives elsewhere', async () => {
        const app = await appWith({ privacy_policy: { link: 'https://fixture.example/privacy' } });
        for (const path of ['/privacy-policy', '/fr/privacy-policy']) {
            const response = await request(app).get(path);
            expect({ path, status: response.status, location: response.headers.location }).toEqual({
                path,
                status: 302,
                location: 'https://fixture.example/privacy',
            });
        }
        expect((await request(app).get('/cookie-policy')).status).toBe(200);
    });

    it('shows the text Prezly keeps for the newsroom (origin default) as it shows its own', async () => {
        const app = await appWith({
            privacy_policy: { content: '<p>Prezly’s text for Fixture.</p>', origin: 'default' },
        });
        const main = await policyPage(app, '/privacy-policy');
        expect(main.querySelector('.policy__content p')?.text).toBe('Prezly’s text for Fixture.');
        expect(main.text).not.toContain(GENERIC_PRIVACY_INTRO);
    });

    it('renders a policy written as a content-format document, as an object or a JSON string', async () => {
        const document = {
            type: 'document',
            version: '0.50',
            children: [
                { type: 'heading-one', children: [{ text: 'Who we are' }] },
                { type: 'paragraph', children: [{ text: 'We keep ' }, { text: 'little', bold: true }, { text: '.' }] },
                { type: 'html', content: '<p>Kept</p><script>alert(1)</script>' },
            ],
        };
        for (const content of [document, JSON.stringify(document)]) {
            const app = await appWith({ cookie_policy: { content, origin: 'custom' } });
            const own = (await policyPage(app, '/cookie-policy')).querySelector('.policy__content')!;
            expect(own.querySelector('h2')?.text).toBe('Who we are');
            expect(own.querySelector('strong')?.text).toBe('little');
            expect(own.text).toContain('Kept');
            expect(own.querySelectorAll('script')).toHaveLength(0);
            expect(own.text).not.toContain('"type"');
        }
    });

    it('shows the generic text for an empty policy, an empty document, a JSON object that is no document, or none', async () => {
        const empty = {
            type: 'document',
            version: '0.50',
            children: [{ type: 'paragraph', children: [{ text: ' ' }] }],
        };
        for (const policies of [
            { privacy_policy: { content: '  <p> </p> ', origin: 'custom' } },
            { privacy_policy: { content: JSON.stringify(empty), origin: 'default' } },
            { privacy_policy: { content: '{"title": "not a document"}', origin: 'custom' } },
            { privacy_policy: null, cookie_policy: null },
            undefined,
        ]) {
            const main = await policyPage(await appWith(policies), '/privacy-policy');
            expect(main.querySelector('.policy__content'), JSON.stringify(policies)).toBeNull();
            expect(main.text).toContain(GENERIC_PRIVACY_INTRO);
        }
    });
});

describe('on the Prezly source', () => {
    let fixture: FixtureSource;
    beforeAll(async () => {
        fixture = await createFixtureSource();
    });
    afterAll(() => fixture.close());

    it('asks for the newsroom with include=policies, as Prezly’s theme does', async () => {
        await fixture.source.get();
        const newsroomCalls = fixture.standIn.requests.filter(
            (call) => call.path === `/v2/newsrooms/${fixture.standIn.newsroomUuid}`,
        );
        expect(newsroomCalls.length).toBeGreaterThan(0);
        expect(newsroomCalls.map((call) => call.query.include)).toEqual(newsroomCalls.map(() => 'policies'));
    });

    it('renders the documents Prezly sends as story bodies are, for either origin', async () => {
        const app = (await createTestApp({ content: fixture.source, env: fixture.env })).app;
        const privacy = (await policyPage(app, '/privacy-policy')).querySelector('.policy__content')!;
        // The document's own text, its heading under the page's title, its link and bold text.
        expect(privacy.querySelectorAll('h2').map((heading) => heading.text)).toContain('How Acme handles your data');
        expect(privacy.querySelector('a[href="mailto:privacy@acme.example"]')?.text).toBe('privacy@acme.example');
        expect(privacy.querySelector('strong')?.text).toBe('delete');
        expect(privacy.querySelector('li')?.text).toBe('Your e-mail address.');
        // Its html block sanitised as a story body's is.
        expect(privacy.text).toContain('Kept.');
        expect(privacy.querySelectorAll('script, img, [onerror]')).toHaveLength(0);
        expect(privacy.text).not.toContain('{"type"');
        const cookies = await policyPage(app, '/cookie-policy');
        // The text Prezly keeps for the newsroom (origin default), with the cookie toggle.
        expect(cookies.querySelector('.policy__content p')?.text).toBe(
            'This newsroom uses cookies to measure its audience.',
        );
        expect(cookies.text).not.toContain('This press room sets one cookie of its own');
        expect(cookies.querySelector('[data-island="cookie-toggle"]')).not.toBeNull();
    });
});
