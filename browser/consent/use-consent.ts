import { useEffect, useSyncExternalStore } from 'react';
import type { ConsentState } from '../../domain/consent/consent-state';
import type { ConsentSettings } from '../privacy-settings';
import {
    consentVersion,
    currentConsent,
    decidedConsent,
    initConsent,
    onConsentChange,
    usesThirdPartyTool,
} from './consent-store';

export interface ConsentView {
    /** What tracking acts on: the decision, else the browser's say (docs/product-rules.md §4.4). */
    current: ConsentState;
    /** What the visitor (or the third-party tool) decided. */
    decided: ConsentState;
    thirdPartyTool: boolean;
}

const subscribe = (onChange: () => void) => onConsentChange(onChange);
/** The server knows nothing of the visitor: -1 renders the island's "not known yet" state. */
const serverVersion = () => -1;

/**
 * The page's one consent state (browser/consent/consent-store.ts) for a React island; null until
 * the store has read the cookie in the browser, so hydration matches the server's markup.
 */
export function useConsent(settings: ConsentSettings): ConsentView | null {
    useEffect(() => initConsent(settings), [settings]);
    const version = useSyncExternalStore(subscribe, consentVersion, serverVersion);
    if (version <= 0) return null;
    return { current: currentConsent(), decided: decidedConsent(), thirdPartyTool: usesThirdPartyTool() };
}
