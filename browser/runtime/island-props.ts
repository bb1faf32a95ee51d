/** The props an island's marker carries, as the JSON data block the server wrote (views/islands/Island.tsx). */
export function readIslandProps(marker: Element): unknown {
    return readJson(marker.querySelector(':scope > script[data-island-props]'));
}

/** The JSON of a data block (`<script type="application/json">`), null when there is none. */
export function readJson(element: Element | null): unknown {
    return element ? JSON.parse(element.textContent || 'null') : null;
}
