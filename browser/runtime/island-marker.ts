/**
 * The island marker, the contract between the server half of the runtime, which writes it
 * (views/islands/Island.tsx), and this browser half, which reads it: `data-island` (the name),
 * `data-hydrate` (the strategy), `data-triggers` and the props as a JSON data block.
 */

/**
 * When an island's code loads: at once, when the browser is idle, when it scrolls into view, or
 * on the first sign of interaction (pointer over, focus, touch, key, click).
 */
export type HydrationStrategy = 'load' | 'idle' | 'visible' | 'interaction';

/** The props an island's marker carries, as the JSON data block the server wrote. */
export function readIslandProps(marker: Element): unknown {
    return readJson(marker.querySelector(':scope > script[data-island-props]'));
}

/** The JSON of a data block (`<script type="application/json">`), null when there is none. */
export function readJson(element: Element | null): unknown {
    return element ? JSON.parse(element.textContent || 'null') : null;
}
