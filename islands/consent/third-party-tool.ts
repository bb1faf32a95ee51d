/**
 * The third-party consent tool (OneTrust) mode of SPEC §4: its script loads after the page is
 * interactive, our accept/reject/toggle open its preference panel, and its callback tells us
 * the visitor's choice for the configured category.
 */
import type { ConsentState } from '../../domain/consent/consent-state';

interface OneTrustApi {
    ToggleInfoDisplay?: () => void;
    LoadBanner?: () => void;
}

declare global {
    interface Window {
        OneTrust?: OneTrustApi;
        OnetrustActiveGroups?: string;
        OptanonWrapper?: () => void;
    }
}

const BANNER_RELOAD_DELAY_MS = 1000;

/** The tool's answer: null until it has loaded and reported its active groups. */
export function thirdPartyConsent(category: string): ConsentState {
    const groups = window.OnetrustActiveGroups;
    if (typeof groups !== 'string') return null;
    return groups.split(',').includes(category);
}

export function openThirdPartyPreferences(): void {
    window.OneTrust?.ToggleInfoDisplay?.();
}

function whenInteractive(run: () => void) {
    if (document.readyState === 'complete') run();
    else window.addEventListener('load', run, { once: true });
}

export function loadThirdPartyTool(
    tool: { script: string; category: string },
    onChange: (consent: ConsentState) => void,
): void {
    const report = () => onChange(thirdPartyConsent(tool.category));
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
        script.src = tool.script;
        script.async = true;
        script.dataset.consentTool = '';
        script.onerror = () => console.error('The consent tool failed to load');
        document.head.append(script);
    });
}
