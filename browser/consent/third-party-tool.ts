/**
 * The third-party consent tool (OneTrust) mode of docs/product-rules.md §4.5: its script loads after the page is
 * interactive (load-third-party-tool.ts, imported only when the newsroom uses the tool), our
 * accept/reject/toggle open its preference panel, and its callback tells us the visitor's choice
 * for the configured category.
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

/**
 * The tool's answer: null until it has loaded and reported its active groups (`,C0001,C0002,`),
 * then whether the category is among them. Not among them is no refusal for the tracker
 * (tracker.ts): the visitor may not have opened the tool yet.
 */
export function thirdPartyConsent(category: string): ConsentState {
    const groups = window.OnetrustActiveGroups;
    if (typeof groups !== 'string') return null;
    return groups.split(',').some((group) => group.trim() === category);
}

export function openThirdPartyPreferences(): void {
    window.OneTrust?.ToggleInfoDisplay?.();
}
