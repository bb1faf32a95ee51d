import type { ComponentType } from 'react';

/**
 * When an island's code loads: at once, when the browser is idle, when it scrolls into view, or
 * on the first sign of interaction (pointer over, focus, touch, key, click).
 */
export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction';

/**
 * One island (docs/islands.md): a React component the server renders into the page and the browser
 * hydrates from the same props. Declared once, in `islands/{name}/island.ts`; the build makes
 * one browser entry of each declaration and fails when the name is not the folder's.
 */
export interface IslandDefinition<Props> {
    name: string;
    hydrate: HydrationStrategy;
    component: ComponentType<Props>;
    /**
     * Elements outside the island whose first click wakes it (CSS selector), e.g. the gallery
     * links the lightbox opens. The click is held and replayed once the island has hydrated.
     */
    triggers?: string;
}

export function defineIsland<Props>(definition: IslandDefinition<Props>): IslandDefinition<Props> {
    return definition;
}
