/**
 * Plausible and Google (gtag or a GTM container) are loaded only after consent, as external
 * scripts from their hosts (which the CSP allows only when configured). The gtag set-up that
 * usually lives in an inline snippet is done here, so no inline script is needed.
 */
import type { AnalyticsSettings } from '../privacy-settings';

declare global {
    interface Window {
        dataLayer?: unknown[];
    }
}

function addScript(src: string, attributes: Record<string, string> = {}) {
    if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    document.head.append(script);
}

export function loadExternalScripts(settings: AnalyticsSettings): void {
    if (settings.trackingPolicy === 'disabled') return;
    if (settings.plausible) addScript(settings.plausible.src, { 'data-domain': settings.plausible.domain, defer: '' });
    const id = settings.googleAnalyticsId;
    if (!id) return;
    window.dataLayer = window.dataLayer ?? [];
    const dataLayer = window.dataLayer;
    if (id.startsWith('GTM-')) {
        dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
        addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`);
        return;
    }
    // gtag() pushes its `arguments` object, which is what gtag.js expects to find.
    function gtag(..._args: unknown[]) {
        // biome-ignore lint/complexity/noArguments: gtag.js reads Arguments objects from the data layer
        dataLayer.push(arguments);
    }
    gtag('js', new Date());
    gtag('config', id);
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
}
