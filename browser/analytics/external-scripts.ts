/**
 * The outside analytics scripts (docs/product-rules.md §7.4), each from its own host, which the CSP allows only when
 * the newsroom configured it (server/analytics/third-party-hosts.ts, for server/middleware/security.ts):
 * - Plausible is cookieless and collects nothing personal, so it loads whenever the newsroom
 *   enables it and the tracking policy is not disabled, consent or not. Its domain list is the
 *   newsroom's site id plus the shared roll-up domain.
 * - Google (gtag or a GTM container) loads when an id is set, with consent mode denied until the
 *   visitor accepts (google-tag.ts).
 * - Segment loads with the first event the tracker sends, so after consent (segment.ts).
 */
import type { AnalyticsSettings } from '../privacy-settings';
import { addScript } from './add-script';
import { loadGoogleTag } from './google-tag';

export function loadPlausible(plausible: NonNullable<AnalyticsSettings['plausible']>): void {
    addScript(plausible.src, { 'data-domain': plausible.domain, defer: '' });
}

/** Loads what the settings ask for; the returned function passes consent changes on to Google. */
export function loadExternalScripts(settings: AnalyticsSettings): (granted: boolean) => void {
    if (settings.trackingPolicy === 'disabled') return () => {};
    if (settings.plausible) loadPlausible(settings.plausible);
    return settings.googleAnalyticsId ? loadGoogleTag(settings.googleAnalyticsId) : () => {};
}
