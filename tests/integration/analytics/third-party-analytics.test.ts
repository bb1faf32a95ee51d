/**
 * Analytics keys and outside scripts (docs/product-rules.md §7.2, §7.4), as the page states them:
 * the analytics settings the page embeds (a JSON data block) and the Content-Security-Policy that
 * allows each outside host only when the newsroom configured it, never with unsafe-inline.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FIXTURE_NEWSROOM_UUID } from '../../helpers/fixture-newsroom';
import { islandProps, parseHtml } from '../../helpers/html';
import { writeIslandsNewsroom } from '../../helpers/islands-newsroom';
import { createTestApp } from '../../helpers/test-app';

async function home(newsroom: Record<string, unknown>) {
    const { app } = await createTestApp({ contentDir: writeIslandsNewsroom(newsroom) });
    const response = await request(app).get('/');
    const csp = String(response.headers['content-security-policy']);
    const directive = (name: string) =>
        csp
            .split(';')
            .map((part) => part.trim().split(/\s+/))
            .find(([key]) => key === name)
            ?.slice(1) ?? [];
    const html = parseHtml(response.text);
    const block = html.querySelector('script[data-module="analytics"]');
    return { csp, directive, html, settings: block ? JSON.parse(block.text) : null };
}

const SEGMENT = { segment_analytics_id: 'seg-write-key-1' };
const GOOGLE = { google_analytics_id: 'GTM-TEST1' };
const PLAUSIBLE = { is_plausible_enabled: true, plausible_site_id: 'island.example' };

describe('analytics keys (docs/product-rules.md §7.2)', () => {
    it("writes the product's own events with the newsroom uuid, and gives Segment its own key", async () => {
        const { settings, directive, csp } = await home(SEGMENT);
        expect(settings.writeKey).toBe(FIXTURE_NEWSROOM_UUID);
        expect(settings.segmentWriteKey).toBe('seg-write-key-1');
        expect(directive('script-src')).toContain('https://cdn.segment.com');
        expect(directive('connect-src')).toEqual(
            expect.arrayContaining(['https://cdn.segment.com', 'https://api.segment.io']),
        );
        expect(csp).not.toContain('unsafe-inline');
    });

    it('allows no Segment host without a Segment key', async () => {
        const { settings, csp } = await home({});
        expect(settings.writeKey).toBe(FIXTURE_NEWSROOM_UUID);
        expect(settings.segmentWriteKey).toBeNull();
        expect(csp).not.toContain('segment');
    });
});

describe('Plausible and Google hosts (docs/product-rules.md §7.4)', () => {
    it('are allowed only when configured, script by script', async () => {
        const google = await home(GOOGLE);
        expect(google.directive('script-src')).toContain('https://www.googletagmanager.com');
        expect(google.directive('script-src')).not.toContain('https://plausible.io');
        const plausible = await home(PLAUSIBLE);
        expect(plausible.directive('script-src')).toContain('https://plausible.io');
        expect(plausible.directive('script-src')).not.toContain('https://www.googletagmanager.com');
        expect(plausible.settings.plausible).toEqual({
            src: 'https://plausible.io/js/script.js',
            domain: 'island.example,rollup.newsroom.example',
        });
        for (const { csp } of [google, plausible]) {
            expect(csp).not.toContain('unsafe-inline');
            expect(csp).not.toContain('unsafe-eval');
        }
    });

    it('are never allowed, nor any analytics rendered, when the tracking policy is disabled', async () => {
        const { settings, csp } = await home({ tracking_policy: 'disabled', ...SEGMENT, ...GOOGLE, ...PLAUSIBLE });
        expect(settings).toBeNull();
        for (const host of ['segment', 'googletagmanager', 'plausible']) expect(csp).not.toContain(host);
    });
});

describe('OneTrust as Prezly sends it: an HTML snippet (docs/product-rules.md §4.5)', () => {
    const STUB = 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js';
    const SNIPPET = `<!-- OneTrust Cookies Consent Notice start -->
<script src="${STUB}" type="text/javascript" charset="UTF-8" data-domain-script="abc-123"></script>
<script type="text/javascript">function OptanonWrapper() { }</script>`;
    const oneTrust = (script: string) => ({ onetrust_cookie_consent: { is_enabled: true, category: 'C0002', script } });

    it("hands the browser the snippet's script address and data-* attributes, and renders no bar of ours", async () => {
        const { settings, html } = await home(oneTrust(SNIPPET));
        const tool = { scripts: [{ src: STUB, attributes: { 'data-domain-script': 'abc-123' } }], category: 'C0002' };
        expect(settings.thirdPartyTool).toEqual(tool);
        expect(islandProps(html, 'cookie-toggle')).toMatchObject({ settings: { thirdPartyTool: tool } });
        expect(html.querySelector('[data-island="consent-bar"]')).toBeNull();
        // Nothing of the snippet is copied into the page as markup.
        expect(html.querySelectorAll('script[src*="cookielaw"]')).toHaveLength(0);
    });

    it("allows OneTrust's hosts in the CSP, and only then; inline styles for its banner, never inline scripts", async () => {
        const { directive, csp } = await home(oneTrust(SNIPPET));
        expect(directive('script-src')).toEqual(
            expect.arrayContaining(['https://cdn.cookielaw.org', 'https://geolocation.onetrust.com']),
        );
        expect(directive('connect-src')).toEqual(
            expect.arrayContaining([
                'https://cdn.cookielaw.org',
                'https://geolocation.onetrust.com',
                'https://privacyportal.onetrust.com',
            ]),
        );
        expect(directive('img-src')).toContain('https://cdn.cookielaw.org');
        expect(directive('style-src')).toEqual(["'self'", 'https://cdn.cookielaw.org', "'unsafe-inline'"]);
        expect(directive('script-src')).not.toContain("'unsafe-inline'");
        expect(csp).not.toContain('unsafe-eval');
        const plain = await home({});
        expect(plain.csp).not.toMatch(/cookielaw|onetrust|unsafe-inline/);
        const disabled = await home({ ...oneTrust(SNIPPET), tracking_policy: 'disabled' });
        expect(disabled.csp).not.toMatch(/cookielaw|onetrust|unsafe-inline/);
    });

    it('takes no script from another host: the newsroom asks with our own bar, and the CSP allows no host', async () => {
        const { settings, html, csp } = await home(
            oneTrust('<script src="https://cdn.evil.example/otSDKStub.js" data-domain-script="abc-123"></script>'),
        );
        expect(settings.thirdPartyTool).toBeNull();
        expect(html.querySelector('[data-island="consent-bar"]')).not.toBeNull();
        expect(csp).not.toMatch(/evil|onetrust/);
    });
});
