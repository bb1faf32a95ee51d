import { currentConsent, onConsentChange } from '../consent/consent-store';
import type { AnalyticsSettings } from '../privacy-settings';
import { loadExternalScripts } from './external-scripts';

/**
 * Loads Plausible (cookieless) and Google's tag (consent mode denied) now, and keeps Google's
 * consent in step with the visitor's: granted on accept, denied again on refusal. The name is
 * kept from when every outside script waited for consent; only Segment still does (segment.ts).
 */
export function externalScriptsAfterConsent(settings: AnalyticsSettings): void {
    if (!settings.plausible && !settings.googleAnalyticsId) return;
    const updateGoogleConsent = loadExternalScripts(settings);
    const follow = () => updateGoogleConsent(currentConsent() === true);
    onConsentChange(follow);
    follow();
}
