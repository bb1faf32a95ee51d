import { describe, expect, it } from 'vitest';
import {
    asksForConsent,
    consentCookieString,
    consentFromBrowser,
    cookieValue,
    effectiveConsent,
    initialConsent,
    isTrackingAllowed,
    parseConsentCookie,
    shouldShowConsentBar,
} from '../../../../domain/consent/consent-state';

describe('consent cookie value (docs/product-rules.md §5.4: parsed as JSON, unreadable means undecided)', () => {
    it.each([
        ['true', true],
        ['false', false],
        [null, null],
        ['', null],
        ['yes', null],
        ['1', null],
        ['"true"', null],
        ['{', null],
        ['%7B', null],
        ['null', null],
    ])('%j → %j', (value, expected) => {
        expect(parseConsentCookie(value)).toBe(expected);
    });

    it('finds the consent cookie among others', () => {
        expect(cookieValue('a=1; consent=true; b=2', 'consent')).toBe('true');
        expect(cookieValue('noconsent=true', 'consent')).toBeNull();
    });
});

describe('initial consent (docs/product-rules.md §4.4)', () => {
    const off = { enabled: false, consent: null };
    it.each([
        ['from the cookie: true', { cookie: 'true', thirdPartyTool: off }, true],
        ['from the cookie: false', { cookie: 'false', thirdPartyTool: off }, false],
        ['no cookie: undecided', { cookie: null, thirdPartyTool: off }, null],
        ['unreadable cookie: undecided', { cookie: 'maybe', thirdPartyTool: off }, null],
        [
            'third-party tool on: its answer, not the cookie',
            { cookie: 'true', thirdPartyTool: { enabled: true, consent: false } },
            false,
        ],
        ['third-party tool undecided', { cookie: 'true', thirdPartyTool: { enabled: true, consent: null } }, null],
        ['consent ignored: true', { cookie: 'false', thirdPartyTool: off, ignoreConsent: true }, true],
    ])('%s', (_name, input, expected) => {
        expect(initialConsent(input)).toBe(expected);
    });
});

describe('browser settings when undecided (docs/product-rules.md §4.4)', () => {
    it.each([
        [{ cookieEnabled: false, doNotTrack: null }, false],
        [{ cookieEnabled: false, doNotTrack: '0' }, false],
        [{ cookieEnabled: true, doNotTrack: '1' }, false],
        [{ cookieEnabled: true, doNotTrack: '0' }, true],
        [{ cookieEnabled: true, doNotTrack: 'unspecified' }, null],
        [{ cookieEnabled: true, doNotTrack: null }, null],
        [{ cookieEnabled: true, doNotTrack: undefined }, null],
    ])('%j → %j', (browser, expected) => {
        expect(consentFromBrowser(browser)).toBe(expected);
    });

    it('only decides what the visitor has not', () => {
        expect(effectiveConsent(true, { cookieEnabled: true, doNotTrack: '1' })).toBe(true);
        expect(effectiveConsent(false, { cookieEnabled: true, doNotTrack: '0' })).toBe(false);
        expect(effectiveConsent(null, { cookieEnabled: true, doNotTrack: '1' })).toBe(false);
    });
});

describe('consent bar conditions (docs/product-rules.md §2.10: shown only when all hold)', () => {
    const all = {
        pageLoaded: true,
        analyticsEnabled: true,
        cookiesSupported: true,
        consent: null,
        usesThirdPartyTool: false,
    };
    it('shows when every condition holds', () => {
        expect(shouldShowConsentBar(all)).toBe(true);
    });
    it.each([
        ['page not loaded', { pageLoaded: false }],
        ['analytics disabled', { analyticsEnabled: false }],
        ['cookies unsupported', { cookiesSupported: false }],
        ['consent given', { consent: true }],
        ['consent refused', { consent: false }],
        ['third-party tool', { usesThirdPartyTool: true }],
    ])('hides when %s', (_name, change) => {
        expect(shouldShowConsentBar({ ...all, ...change })).toBe(false);
    });
});

describe('tracking policy (docs/product-rules.md §4.3)', () => {
    it.each([
        ['default', true],
        ['consent-to-identify', true],
        ['disabled', false],
        ['lenient', true],
    ] as const)('%s → tracking allowed: %s', (policy, expected) => {
        expect(isTrackingAllowed(policy)).toBe(expected);
    });

    it.each([
        ['default', true],
        ['consent-to-identify', true],
        ['disabled', false],
        ['lenient', false],
    ] as const)('%s → the visitor is asked for consent: %s', (policy, expected) => {
        expect(asksForConsent(policy)).toBe(expected);
    });
});

describe('consent cookie string (docs/product-rules.md §9.2)', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    it('holds JSON, lasts 365 days, on the whole site, with the domain and Secure on https', () => {
        const cookie = consentCookieString(true, { domain: 'news.example.com', secure: true, now });
        expect(cookie).toContain('consent=true');
        expect(cookie).toContain('expires=Fri, 01 Jan 2027 00:00:00 GMT');
        expect(cookie).toContain('max-age=31536000');
        expect(cookie).toContain('path=/');
        expect(cookie).toContain('SameSite=Lax');
        expect(cookie).toContain('domain=news.example.com');
        expect(cookie).toContain('Secure');
    });
    it('leaves IP addresses and localhost host-only, and omits Secure on http', () => {
        const cookie = consentCookieString(false, { domain: '127.0.0.1', secure: false, now });
        expect(cookie.startsWith('consent=false;')).toBe(true);
        expect(cookie).not.toContain('domain=');
        expect(cookie).not.toContain('Secure');
        expect(consentCookieString(false, { domain: 'localhost', secure: false, now })).not.toContain('domain=');
    });
});
