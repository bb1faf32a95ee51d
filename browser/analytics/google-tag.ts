/**
 * Google Analytics (gtag.js) or a Tag Manager container (an id starting with GTM-), with Google's
 * consent mode: the defaults are "denied" before the script loads, so Google stores nothing and
 * sends only cookieless pings until the visitor accepts; accepting updates them to "granted" and
 * refusing back to "denied". The set-up that usually lives in an inline snippet is done here, so
 * no inline script is needed (docs/product-rules.md §7.4; CSP without unsafe-inline).
 */
import { addScript } from './add-script';

declare global {
    interface Window {
        dataLayer?: unknown[];
    }
}

/** Every storage type consent mode v2 knows, set together. */
const CONSENT_TYPES = ['ad_storage', 'analytics_storage', 'ad_user_data', 'ad_personalization'] as const;

const consentState = (granted: boolean) =>
    Object.fromEntries(CONSENT_TYPES.map((type) => [type, granted ? 'granted' : 'denied']));

/** gtag() pushes its `arguments` object, which is what gtag.js and GTM expect to find. */
function gtag(..._args: unknown[]): void {
    window.dataLayer = window.dataLayer ?? [];
    // biome-ignore lint/complexity/noArguments: gtag.js reads Arguments objects from the data layer
    window.dataLayer.push(arguments);
}

/** Loads the tag with consent denied by default; returns how to pass consent changes on. */
export function loadGoogleTag(id: string): (granted: boolean) => void {
    gtag('consent', 'default', { ...consentState(false), wait_for_update: 500 });
    if (id.startsWith('GTM-')) {
        window.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
        addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`);
    } else {
        gtag('js', new Date());
        gtag('config', id);
        addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
    }
    let current = false;
    return (granted) => {
        if (granted === current) return;
        current = granted;
        gtag('consent', 'update', consentState(granted));
    };
}
