/**
 * SPEC §2 page-visit hash `#{type}-{id}`: clicks the element with that id (or the link inside
 * it), after 500 ms for image types and at once otherwise. Gallery and story images that open
 * in the lightbox are left to the lightbox island, which handles their hashes itself.
 */
const HASH = /^#([a-z][a-z-]*?)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const IMAGE_DELAY_MS = 500;

export function openFromPageVisitHash(): void {
    const match = HASH.exec(location.hash);
    if (!match) return;
    const [, type, id] = match;
    const element = document.getElementById(`${type}-${id}`);
    if (!element || element.closest('a[data-gallery-item]')) return;
    const target = element.matches('a[href], button') ? element : element.querySelector<HTMLElement>('a[href], button');
    if (!target) return;
    const click = () => target.click();
    if (type!.endsWith('image')) window.setTimeout(click, IMAGE_DELAY_MS);
    else click();
}
