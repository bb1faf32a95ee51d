/**
 * Consent state (docs/product-rules.md §4.4): true, false, or undecided (null). Pure rules, shared by the consent
 * and analytics islands and unit-tested; the islands supply what the browser knows.
 */

export type ConsentState = boolean | null;
export type TrackingPolicy = 'default' | 'disabled' | 'consent-to-identify' | 'lenient';

export const CONSENT_COOKIE = 'consent';
const CONSENT_COOKIE_DAYS = 365;

/** docs/product-rules.md §5.4: the cookie value is JSON; anything but true or false is undecided. */
export function parseConsentCookie(value: string | null | undefined): ConsentState {
    if (value === null || value === undefined) return null;
    try {
        const parsed: unknown = JSON.parse(decodeURIComponent(value));
        return typeof parsed === 'boolean' ? parsed : null;
    } catch {
        return null;
    }
}

/** The raw value of one cookie in a `document.cookie` string, null when absent. */
export function cookieValue(cookieHeader: string, name: string): string | null {
    for (const part of cookieHeader.split(';')) {
        const index = part.indexOf('=');
        if (index !== -1 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
    }
    return null;
}

export interface BrowserPrivacy {
    cookieEnabled: boolean;
    /** navigator.doNotTrack: '1', '0', 'unspecified' or null. */
    doNotTrack: string | null | undefined;
}

/** docs/product-rules.md §4.4: when undecided, the browser settings decide. */
export function consentFromBrowser({ cookieEnabled, doNotTrack }: BrowserPrivacy): ConsentState {
    if (!cookieEnabled || doNotTrack === '1') return false;
    if (doNotTrack === '0') return true;
    return null;
}

export interface InitialConsentInput {
    /** The value of the `consent` cookie, raw (null when absent). */
    cookie: string | null;
    /** The third-party tool's answer when it is enabled (null while it has not decided). */
    thirdPartyTool: { enabled: boolean; consent: ConsentState };
    /** Consent is ignored (the product is told not to ask): always true. */
    ignoreConsent?: boolean;
}

/** docs/product-rules.md §4.4: the decided consent at start — from the tool when enabled, else from the cookie. */
export function initialConsent({ cookie, thirdPartyTool, ignoreConsent = false }: InitialConsentInput): ConsentState {
    if (ignoreConsent) return true;
    if (thirdPartyTool.enabled) return thirdPartyTool.consent;
    return parseConsentCookie(cookie);
}

/** The consent tracking acts on: the decided one, else what the browser says. */
export function effectiveConsent(decided: ConsentState, browser: BrowserPrivacy): ConsentState {
    return decided ?? consentFromBrowser(browser);
}

export interface ConsentBarConditions {
    pageLoaded: boolean;
    analyticsEnabled: boolean;
    cookiesSupported: boolean;
    consent: ConsentState;
    usesThirdPartyTool: boolean;
}

/** docs/product-rules.md §2.10: the bar shows only when every condition holds. */
export function shouldShowConsentBar(c: ConsentBarConditions): boolean {
    return c.pageLoaded && c.analyticsEnabled && c.cookiesSupported && c.consent === null && !c.usesThirdPartyTool;
}

/**
 * docs/product-rules.md §4.3: whether the visitor is asked for consent (bar, cookie toggle).
 * Never under the disabled policy (nothing is tracked) nor the lenient one (consent is taken).
 */
export function asksForConsent(policy: TrackingPolicy): boolean {
    return policy !== 'disabled' && policy !== 'lenient';
}

/** docs/product-rules.md §4.3: the disabled policy tracks nothing and sets no cookie. */
export function isTrackingAllowed(policy: TrackingPolicy): boolean {
    return policy !== 'disabled';
}

/** The `consent` cookie string (docs/product-rules.md §9.2: 365 days; domain from a meta tag else the hostname). */
export function consentCookieString(value: boolean, options: { domain: string; secure: boolean; now?: Date }): string {
    const expires = new Date((options.now ?? new Date()).getTime() + CONSENT_COOKIE_DAYS * 86_400_000);
    const parts = [
        `${CONSENT_COOKIE}=${JSON.stringify(value)}`,
        `expires=${expires.toUTCString()}`,
        `max-age=${CONSENT_COOKIE_DAYS * 86_400}`,
        'path=/',
        'SameSite=Lax',
    ];
    // Browsers refuse a Domain attribute on IP addresses and localhost: leave it host-only then.
    if (options.domain && /[a-z]/i.test(options.domain) && options.domain.includes('.'))
        parts.push(`domain=${options.domain}`);
    if (options.secure) parts.push('Secure');
    return parts.join('; ');
}
