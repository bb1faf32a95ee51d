/**
 * Loads the third-party consent tool (OneTrust, docs/product-rules.md §4.5) and says when its answer may have
 * changed (the store reads it with thirdPartyConsent, third-party-tool.ts, which also declares
 * the tool's globals). Imported by the consent store only when the newsroom uses the tool, so
 * other pages never download it. Its scripts were read from the newsroom's snippet on the server
 * (domain/consent/consent-tool.ts): each is added with its data-* attributes (OneTrust's stub
 * finds its domain script id in `data-domain-script`), in the snippet's order.
 */
import type { ConsentToolScript } from '../../domain/consent/consent-tool';

const BANNER_RELOAD_DELAY_MS = 1000;

function whenInteractive(run: () => void) {
    if (document.readyState === 'complete') run();
    else window.addEventListener('load', run, { once: true });
}

function addToolScript({ src, attributes }: ConsentToolScript) {
    const script = document.createElement('script');
    // Added scripts run as soon as they arrive unless told otherwise: keep the snippet's order.
    script.async = false;
    script.src = src;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.dataset.consentTool = '';
    script.onerror = () => console.error('The consent tool failed to load', src);
    document.head.append(script);
}

export function loadThirdPartyTool(scripts: ConsentToolScript[], report: () => void): void {
    const previous = window.OptanonWrapper;
    window.OptanonWrapper = () => {
        previous?.();
        report();
    };
    window.addEventListener('OneTrustGroupsUpdated', report);
    // Route changes inside the page (history navigation) get the banner back after a second.
    window.addEventListener('popstate', () => {
        window.setTimeout(() => window.OneTrust?.LoadBanner?.(), BANNER_RELOAD_DELAY_MS);
    });
    whenInteractive(() => {
        for (const script of scripts) addToolScript(script);
    });
}
