/**
 * How islands reach analytics (docs/product-rules.md §6.5, §7.7): a React context and a hook. Every island is rendered
 * inside an AnalyticsProvider (browser/runtime/IslandTree.tsx); the hook used anywhere else throws,
 * as docs/product-rules.md §6.5 asks of every context feature used outside its provider.
 */
import { createContext, type ReactNode, useContext } from 'react';

export interface Analytics {
    /** Sends an event of docs/product-rules.md §7.7 (after consent, like every event of the page). */
    track(event: string, properties?: Record<string, unknown>): void;
}

const AnalyticsContext = createContext<Analytics | null>(null);

export function AnalyticsProvider({ analytics, children }: { analytics: Analytics; children: ReactNode }) {
    return <AnalyticsContext.Provider value={analytics}>{children}</AnalyticsContext.Provider>;
}

export function useAnalytics(): Analytics {
    const analytics = useContext(AnalyticsContext);
    if (!analytics) throw new Error('useAnalytics() was used outside its <AnalyticsProvider>');
    return analytics;
}

/** Rendering on the server sends nothing: events only come from handlers and effects. */
export const SERVER_ANALYTICS: Analytics = { track() {} };
