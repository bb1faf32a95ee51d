/**
 * Analytics (SPEC §3, §4, §7): a page event on load, the wired event names, the `utm_id`
 * recipient, Plausible and gtag, all after consent. Loaded on idle on every page of a newsroom
 * whose tracking policy is not disabled.
 */
import { externalScriptsAfterConsent } from '../analytics/consent-gate';
import { identifyRecipient } from '../analytics/recipient';
import { createTracker } from '../analytics/tracker';
import { wireEvents } from '../analytics/wiring';
import { currentConsent, initConsent, onConsentChange } from '../consent/consent-store';
import type { AnalyticsSettings } from '../privacy-settings';
import type { HydrateIsland } from '../types';

export const hydrate: HydrateIsland<AnalyticsSettings> = (_root, settings) => {
    if (settings.trackingPolicy === 'disabled') return;
    if (!settings.newsroom || !settings.writeKey) {
        console.warn('Analytics: no newsroom or write key given, so no events are sent');
        return;
    }
    try {
        initConsent(settings);
        const tracker = createTracker(settings, currentConsent);
        onConsentChange((consent) => tracker.consentChanged(consent));
        tracker.consentChanged(currentConsent());
        externalScriptsAfterConsent(settings);
        tracker.page();
        wireEvents(tracker, settings.assetsCdnUrl);
        void identifyRecipient(settings.host, tracker);
    } catch (error) {
        console.error('Error while loading Analytics', error);
    }
};
