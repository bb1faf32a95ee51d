import { defineIsland } from '../../views/islands/define-island';
import LightboxDialog from './component';
import { ITEM_SELECTOR, MEDIA_EVENT_SELECTOR } from './items';

/**
 * `<Lightbox />`: a closed <dialog> that opens every `a[data-gallery-item]` link of the page;
 * render it once on a page with such links. Wakes on the first sign of interaction with any
 * image it opens (hover, focus, click) or a tracked download link; the click that woke it is
 * replayed into it.
 */
export const Lightbox = defineIsland({
    name: 'lightbox',
    hydrate: 'interaction',
    component: LightboxDialog,
    triggers: `${ITEM_SELECTOR}, ${MEDIA_EVENT_SELECTOR}`,
    siteWide: true,
    props: ({ language: { t } }) => ({
        labels: {
            dialog: t('media.lightbox'),
            close: t('media.close'),
            previous: t('media.previous'),
            next: t('media.next'),
            download: t('media.downloadImage'),
            position: t('media.imageOf', { index: '{index}', total: '{total}' }),
        },
    }),
});
