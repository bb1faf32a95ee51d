/**
 * Whether the consent bar shows (docs/product-rules.md §2.10), as this browser answers the conditions. One rule for
 * both sides of the bar: the island runtime reveals the server's hidden bar with it before the
 * bar's island wakes (browser/runtime/consent-bar.ts), and the island keeps the bar in step once
 * it has (islands/consent-bar/component.tsx).
 */
import {
    type BrowserPrivacy,
    type ConsentState,
    isTrackingAllowed,
    shouldShowConsentBar,
} from '../../domain/consent/consent-state';
import type { ConsentSettings } from '../privacy-settings';

/** What the browser says when the visitor has not (docs/product-rules.md §4.4): cookies off, do-not-track. */
export function browserPrivacy(): BrowserPrivacy {
    return { cookieEnabled: navigator.cookieEnabled, doNotTrack: navigator.doNotTrack };
}

/** `consent`: what tracking acts on, the decision else the browser's say. */
export function consentBarVisible(settings: ConsentSettings, consent: ConsentState): boolean {
    return shouldShowConsentBar({
        pageLoaded: document.readyState !== 'loading',
        analyticsEnabled: isTrackingAllowed(settings.trackingPolicy),
        cookiesSupported: navigator.cookieEnabled,
        consent,
        usesThirdPartyTool: settings.thirdPartyTool !== null,
    });
}
