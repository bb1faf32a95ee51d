import { createContext, type ReactNode, useContext } from 'react';
import type { HydrationStrategy } from '../../browser/runtime/island-marker';

/** Records which islands (and browser modules) a page rendered, so the document loads only their code. */
export class IslandCollector {
    readonly used = new Map<string, HydrationStrategy>();

    add(name: string, strategy: HydrationStrategy) {
        const previous = this.used.get(name);
        // The most eager strategy wins: it decides whether the code is preloaded.
        if (!previous || strategy === 'load') this.used.set(name, strategy);
    }
}

const IslandCollectorContext = createContext<IslandCollector | null>(null);
export const IslandCollectorProvider = IslandCollectorContext.Provider;

export function useIslandCollector(): IslandCollector | null {
    return useContext(IslandCollectorContext);
}

const StaticIslandsContext = createContext(false);

/**
 * Renders the islands inside as plain HTML (their server rendering, without marker or props), so
 * the page loads no script at all: the server-error page, which must not depend on anything.
 */
export const StaticIslands = ({ children }: { children: ReactNode }) => (
    <StaticIslandsContext.Provider value={true}>{children}</StaticIslandsContext.Provider>
);

export function useStaticIslands(): boolean {
    return useContext(StaticIslandsContext);
}
