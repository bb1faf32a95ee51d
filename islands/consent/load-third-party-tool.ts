/**
 * Loads the third-party consent tool (OneTrust, SPEC §4) and says when its answer may have
 * changed (the store reads it with thirdPartyConsent, third-party-tool.ts, which also declares
 * the tool's globals). Imported by the consent store only when the newsroom uses the tool, so
 * other pages never download it.
 */

const BANNER_RELOAD_DELAY_MS = 1000;

function whenInteractive(run: () => void) {
    if (document.readyState === 'complete') run();
    else window.addEventListener('load', run, { once: true });
}

export function loadThirdPartyTool(toolScript: string, report: () => void): void {
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
        const script = document.createElement('script');
        script.src = toolScript;
        script.async = true;
        script.dataset.consentTool = '';
        script.onerror = () => console.error('The consent tool failed to load');
        document.head.append(script);
    });
}
