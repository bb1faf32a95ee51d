/**
 * The page-visit hash of docs/product-rules.md §2.4, `#{type}-{id}`: clicks the element with that
 * id (or the first link or button in it), after 500 ms for image types and at once otherwise. A
 * gallery or story image is a lightbox trigger, so the click wakes the lightbox and is replayed
 * into it.
 */
const HASH = /^#([a-z][a-z-]*?)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const IMAGE_DELAY_MS = 500;
const CLICKABLE = 'a[href], button';

export function openFromPageVisitHash(): void {
    const match = HASH.exec(location.hash);
    if (!match) return;
    const [, type, id] = match;
    const element =
        document.getElementById(`${type}-${id}`) ?? document.querySelector<HTMLElement>(`[data-gallery-item="${id}"]`);
    if (!element) return;
    const target = element.matches(CLICKABLE) ? element : element.querySelector<HTMLElement>(CLICKABLE);
    if (!target) return;
    // An open lightbox already shows it (the lightbox writes the hash of what it shows).
    if (document.querySelector('dialog[open]')) return;
    window.setTimeout(() => target.click(), type!.endsWith('image') ? IMAGE_DELAY_MS : 0);
}
