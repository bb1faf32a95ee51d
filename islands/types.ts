import type islands from './islands.json';

/** The name of a declared island (islands/islands.json); esbuild fails when its entry is missing. */
export type IslandName = keyof typeof islands;

/**
 * When an island's code loads: at once, when the browser is idle, when it scrolls into view, or
 * on the first sign of interaction (pointer over, focus, touch).
 */
export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction';

/** Every island entry exports this: bring the server-rendered markup under `root` to life. */
export type HydrateIsland<Props = unknown> = (root: HTMLElement, props: Props) => void | Promise<void>;
