import { defineIsland } from '../island';
import { ITEM_SELECTOR, MEDIA_EVENT_SELECTOR } from './items';
import { Lightbox } from './Lightbox';

/**
 * Wakes on the first sign of interaction with any image it opens (hover, focus, click) or a
 * tracked download link; the click that woke it is replayed into it.
 */
export const lightboxIsland = defineIsland({
    name: 'lightbox',
    hydrate: 'interaction',
    component: Lightbox,
    triggers: `${ITEM_SELECTOR}, ${MEDIA_EVENT_SELECTOR}`,
});
