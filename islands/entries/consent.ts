/**
 * Cookie consent (SPEC §2, §4): shows the server-rendered bar only when every condition holds,
 * wires accept and reject, and turns each `[data-cookie-toggle]` into 'Start using cookies' or
 * 'Stop using cookies'. In third-party tool mode the buttons open the tool's panel instead.
 */
import { shouldShowConsentBar } from '../../domain/consent/consent-state';
import {
    currentConsent,
    decidedConsent,
    initConsent,
    onConsentChange,
    setConsent,
    usesThirdPartyTool,
} from '../consent/consent-store';
import type { ConsentSettings } from '../privacy-settings';
import type { HydrateIsland } from '../types';

function showBar(bar: HTMLElement) {
    const visible = shouldShowConsentBar({
        pageLoaded: document.readyState !== 'loading',
        analyticsEnabled: true,
        cookiesSupported: navigator.cookieEnabled,
        consent: currentConsent(),
        usesThirdPartyTool: usesThirdPartyTool(),
    });
    bar.hidden = !visible;
}

function renderToggles() {
    const consent = usesThirdPartyTool() ? decidedConsent() : currentConsent();
    for (const toggle of document.querySelectorAll<HTMLElement>('[data-cookie-toggle]')) {
        const start = toggle.querySelector<HTMLButtonElement>('[data-cookie-action="start"]');
        const stop = toggle.querySelector<HTMLButtonElement>('[data-cookie-action="stop"]');
        if (start) start.hidden = consent === true;
        if (stop) stop.hidden = consent !== true;
    }
}

export const hydrate: HydrateIsland<ConsentSettings> = (root, settings) => {
    if (settings.trackingPolicy === 'disabled') return;
    initConsent(settings);
    const bar = root.querySelector<HTMLElement>('[data-consent-bar]');
    const decide = (value: boolean) => {
        const hadFocus = bar?.contains(document.activeElement);
        setConsent(value);
        // The bar disappears: keep keyboard users in the page rather than on <body>.
        if (hadFocus && bar?.hidden) document.getElementById('main')?.focus();
    };
    bar?.querySelector('[data-consent-accept]')?.addEventListener('click', () => decide(true));
    bar?.querySelector('[data-consent-reject]')?.addEventListener('click', () => decide(false));
    document.addEventListener('click', (event) => {
        const button = (event.target as Element | null)?.closest<HTMLElement>(
            '[data-cookie-toggle] [data-cookie-action]',
        );
        if (button) setConsent(button.dataset.cookieAction === 'start');
    });
    const update = () => {
        if (bar) showBar(bar);
        renderToggles();
    };
    onConsentChange(update);
    update();
};
