/**
 * Lightbox behaviour for gallery and image links. Without JavaScript each link opens the large
 * image; with it, clicks open a dialog instead. Plain DOM, no framework, to stay a few KB.
 * Also: the page-visit hash `#{type}-{id}` (SPEC §2) opens the matching item, after 500 ms for
 * image types and at once otherwise; download links marked `data-media-event` are tracked.
 */

import { ITEM_SELECTOR, trackMediaEvent } from '../lightbox/items';
import { createLightbox, type LightboxLabels } from '../lightbox/lightbox-dialog';
import type { HydrateIsland } from '../types';

const IMAGE_HASH_DELAY_MS = 500;
const HASH = /^#([a-z][a-z-]*?)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

let started = false;

function isPlainClick(event: MouseEvent): boolean {
    return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;
}

export const hydrate: HydrateIsland<LightboxLabels> = (root, labels) => {
    // Several markers may be on a page (one per gallery block): the first one does the work.
    if (started) return;
    const dialog = root.querySelector<HTMLDialogElement>('dialog[data-lightbox]');
    if (!dialog || typeof dialog.showModal !== 'function') return;
    started = true;
    const lightbox = createLightbox(dialog, labels);

    document.addEventListener('click', (event) => {
        if (!isPlainClick(event) || !(event.target instanceof Element)) return;
        const link = event.target.closest<HTMLAnchorElement>(ITEM_SELECTOR);
        if (link && !dialog.contains(link)) {
            event.preventDefault();
            lightbox.open(link);
            return;
        }
        const tracked = event.target.closest<HTMLElement>('[data-media-event]');
        if (tracked?.dataset.mediaEvent) {
            trackMediaEvent(tracked.dataset.mediaEvent, {
                image_uuid: tracked.dataset.imageUuid ?? null,
                gallery_uuid: tracked.dataset.galleryUuid ?? null,
            });
        }
    });

    const openFromHash = () => {
        const match = HASH.exec(location.hash);
        if (!match || lightbox.isOpen()) return;
        const [, type, id] = match;
        const target =
            document.getElementById(`${type}-${id}`)?.closest<HTMLAnchorElement>(ITEM_SELECTOR) ??
            document.querySelector<HTMLAnchorElement>(`${ITEM_SELECTOR}[data-gallery-item="${id}"]`);
        if (!target) return;
        window.setTimeout(() => target.click(), type!.endsWith('image') ? IMAGE_HASH_DELAY_MS : 0);
    };
    window.addEventListener('hashchange', openFromHash);
    openFromHash();
};
