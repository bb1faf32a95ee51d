/**
 * The consent bar's first decision, taken by the runtime, without React. Pages are the same for
 * every visitor, so the server renders the bar hidden; here the `consent` cookie and the browser
 * (do-not-track, cookies) decide whether the conditions of docs/product-rules.md §2.10 hold, and the bar is shown. Its
 * React island wakes only when the visitor reaches for it (a held click is replayed, runtime.ts),
 * so a first visit shows the bar without loading React. Until the island is awake, a decision
 * taken elsewhere on the page (the footer's toggle announces it as `newsroom:consent`) hides the
 * bar here; once awake, the island keeps it in step itself.
 */
import {
    CONSENT_COOKIE,
    type ConsentState,
    cookieValue,
    effectiveConsent,
    parseConsentCookie,
} from '../../domain/consent/consent-state';
import type { ConsentBarProps } from '../../islands/consent-bar/component';
import { browserPrivacy, consentBarVisible } from '../consent/consent-bar-visibility';
import { readIslandProps } from './island-marker';

export function revealConsentBar(): void {
    const marker = document.querySelector<HTMLElement>('[data-island="consent-bar"]');
    const bar = marker?.querySelector<HTMLElement>('[data-consent-bar]');
    if (!marker || !bar) return;
    const { settings } = readIslandProps(marker) as ConsentBarProps;
    const show = (consent: ConsentState) => {
        if (!marker.dataset.hydrated) bar.hidden = !consentBarVisible(settings, consent);
    };
    // With no third-party tool (the bar is not rendered with one), the cookie holds the decision.
    show(effectiveConsent(parseConsentCookie(cookieValue(document.cookie, CONSENT_COOKIE)), browserPrivacy()));
    document.addEventListener('newsroom:consent', (event) => {
        show((event as CustomEvent<{ consent: ConsentState }>).detail.consent);
    });
}
