import { type ComponentType, useEffect } from 'react';
import { type Analytics, AnalyticsProvider } from '../analytics/context';

interface IslandTreeProps<Props> {
    /** The island's component (islands/{name}/component.tsx). */
    component: ComponentType<Props>;
    props: Props;
    analytics: Analytics;
    /** Browser only: called once the island has hydrated (its effects run). */
    onHydrated?: () => void;
}

/** Renders nothing; its effect tells the runtime the island is live, so held clicks can replay. */
function HydrationSignal({ onHydrated }: { onHydrated?: () => void }) {
    useEffect(() => onHydrated?.(), [onHydrated]);
    return null;
}

/**
 * The one tree of an island, rendered by the server (views/islands/Island.tsx) and hydrated by
 * the browser (browser/runtime/hydrate-island.tsx): the same elements on both sides, so React
 * finds exactly the markup it expects.
 */
export function IslandTree<Props>({ component: Component, props, analytics, onHydrated }: IslandTreeProps<Props>) {
    return (
        <AnalyticsProvider analytics={analytics}>
            <Component {...(props as Props & object)} />
            <HydrationSignal onHydrated={onHydrated} />
        </AnalyticsProvider>
    );
}
