/**
 * Analytics (SPEC §3, §4, §7): a module, not an island (it has no markup). The runtime starts it
 * on idle on every page of a newsroom whose tracking policy is not disabled: a page event, the
 * wired event names and the `utm_id` recipient after consent; Plausible (cookieless) at once;
 * Google's tag with consent mode denied until consent; Segment after consent. Islands send
 * their own events through the analytics context (islands/analytics/context.tsx), which this
 * module connects to the tracker.
 */
import { currentConsent, initConsent, onConsentChange } from '../consent/consent-store';
import type { AnalyticsSettings } from '../privacy-settings';
import { externalScriptsAfterConsent } from './consent-gate';
import { connectTracker } from './page-analytics';
import { identifyRecipient } from './recipient';
import { createTracker } from './tracker';
import { wireEvents } from './wiring';

export function start(settings: AnalyticsSettings): void {
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
        connectTracker(tracker);
        void identifyRecipient(settings.host, tracker);
    } catch (error) {
        console.error('Error while loading Analytics', error);
    }
}
