import { currentConsent, onConsentChange } from '../consent/consent-store';
import type { AnalyticsSettings } from '../privacy-settings';
import { loadExternalScripts } from './external-scripts';

/** Loads Plausible and gtag once consent is true: now, or when it is granted. */
export function externalScriptsAfterConsent(settings: AnalyticsSettings): void {
    if (!settings.plausible && !settings.googleAnalyticsId) return;
    let loaded = false;
    const load = () => {
        if (loaded || currentConsent() !== true) return;
        loaded = true;
        loadExternalScripts(settings);
    };
    onConsentChange(load);
    load();
}
