/**
 * Analytics (docs/product-rules.md §3.8, §4.3–§4.5, §7.2–§7.4, §7.7): a module, not an island (it
 * has no markup). The runtime starts it on idle on every page of a newsroom whose tracking policy
 * is not disabled: a page event, the wired event names and the `utm_id` recipient after consent;
 * Plausible (cookieless) at once; Google's tag with consent mode denied until consent; Segment
 * after consent. Islands send their own events through the analytics context
 * (browser/analytics/context.tsx), which this module connects to the tracker.
 *
 * What only some newsrooms or visits need is imported when it is needed, so the module a page
 * downloads holds only code it runs: the outside scripts (Plausible, Google) when the newsroom has
 * them, the recipient look-up when the address has a `utm_id`, Segment (send-event.ts) when there
 * is a Segment key.
 */
import { currentConsent, initConsent, onConsentChange } from '../consent/consent-store';
import type { AnalyticsSettings } from '../privacy-settings';
import type { connectTracker } from './page-analytics';
import { createTracker, type Tracker } from './tracker';
import { wireEvents } from './wiring';

/** `connect` hands the tracker to the page's analytics queue (the runtime's), which islands use. */
export function start(settings: AnalyticsSettings, connect: typeof connectTracker): void {
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
        if (settings.plausible || settings.googleAnalyticsId)
            import('./consent-gate')
                .then(({ externalScriptsAfterConsent }) => externalScriptsAfterConsent(settings))
                .catch(failed);
        tracker.page();
        wireEvents(tracker, settings.assetsCdnUrl);
        connect(tracker);
        identifyRecipientIfAny(settings, tracker);
    } catch (error) {
        failed(error);
    }
}

function failed(error: unknown) {
    console.error('Error while loading Analytics', error);
}

/**
 * docs/product-rules.md §2.5 and §7.3: a mailing link carries `utm_id`; recipient.ts looks it up and identifies. The
 * look-up tells the analytics host who is visiting, so it waits until tracking is allowed (at
 * once if it is, never while it is refused). Under consent-to-identify an undecided visitor's
 * identity is taken now and kept until consent (docs/product-rules.md §4.3), so the look-up does not wait then.
 */
function identifyRecipientIfAny(settings: AnalyticsSettings, tracker: Tracker) {
    const id = new URLSearchParams(location.search).get('utm_id');
    if (!id) return;
    const lookUp = () =>
        void import('./recipient')
            .then(({ identifyRecipient }) => identifyRecipient(settings.host, id, tracker))
            .catch(failed);
    const consent = currentConsent();
    if (consent === true || (consent === null && settings.trackingPolicy === 'consent-to-identify')) return lookUp();
    const stop = onConsentChange((changed) => {
        if (changed !== true) return;
        stop();
        lookUp();
    });
}
