/**
 * The one consent state of the page, shared by the consent and analytics islands (esbuild puts
 * this module in a shared chunk, so both see the same instance). Changes are announced to
 * subscribers and as a `newsroom:consent` event on document.
 */
import {
    CONSENT_COOKIE,
    type ConsentState,
    consentCookieString,
    cookieValue,
    effectiveConsent,
    initialConsent,
} from '../../domain/consent/consent-state';
import type { ConsentSettings } from '../privacy-settings';
import { browserPrivacy } from './consent-bar-visibility';
import { openThirdPartyPreferences, thirdPartyConsent } from './third-party-tool';

type Listener = (consent: ConsentState) => void;

let settings: ConsentSettings | null = null;
let decided: ConsentState = null;
/** Bumped on every change, so React can tell a new state from the last (useSyncExternalStore). */
let version = 0;
const listeners = new Set<Listener>();

/** The consent tracking acts on (docs/product-rules.md §4.4): the decided one, else what the browser says. */
export function currentConsent(): ConsentState {
    return effectiveConsent(decided, browserPrivacy());
}

/** What the visitor (or the tool) decided, without the browser's say. */
export function decidedConsent(): ConsentState {
    return decided;
}

export function usesThirdPartyTool(): boolean {
    return settings?.thirdPartyTool != null;
}

export function consentVersion(): number {
    return version;
}

function announce() {
    version += 1;
    const consent = currentConsent();
    for (const listener of listeners) listener(consent);
    document.dispatchEvent(new CustomEvent('newsroom:consent', { detail: { consent } }));
}

/** Called by each island that needs consent; the first call sets it up. */
export function initConsent(next: ConsentSettings): void {
    if (settings) return;
    settings = next;
    const tool = next.thirdPartyTool;
    decided = initialConsent({
        cookie: cookieValue(document.cookie, CONSENT_COOKIE),
        thirdPartyTool: { enabled: tool != null, consent: tool ? thirdPartyConsent(tool.category) : null },
        // The lenient policy takes consent without asking (docs/product-rules.md §4.3).
        ignoreConsent: next.trackingPolicy === 'lenient',
    });
    // Only a newsroom that uses the tool downloads the code that loads it.
    if (tool) {
        import('./load-third-party-tool')
            .then(({ loadThirdPartyTool }) =>
                loadThirdPartyTool(tool.scripts, () => {
                    decided = thirdPartyConsent(tool.category);
                    announce();
                }),
            )
            .catch((error) => console.error('The consent tool failed to load', error));
    }
    announce();
}

export function onConsentChange(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
}

function cookieDomain(): string {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="consent-cookie-domain"]');
    return meta?.content.trim() || location.hostname;
}

/** Accept, reject and toggle (docs/product-rules.md §4.4, §4.5): save in the cookie, or open the tool's panel. */
export function setConsent(value: boolean): void {
    if (!settings || settings.trackingPolicy === 'disabled') return;
    if (settings.thirdPartyTool) {
        openThirdPartyPreferences();
        return;
    }
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari
    document.cookie = consentCookieString(value, { domain: cookieDomain(), secure: location.protocol === 'https:' });
    decided = value;
    announce();
}
