import { createContext, useContext } from 'react';
import type { HydrationStrategy, IslandName } from '../../islands/types';

/** Records which islands a page rendered, so the document loads only their code. */
export class IslandCollector {
    readonly used = new Map<IslandName, HydrationStrategy>();

    add(name: IslandName, strategy: HydrationStrategy) {
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
