import { lightboxIsland } from '../../islands/lightbox/island';
import { Island } from '../islands/Island';
import { useSite } from '../site-context';

/**
 * The lightbox island (islands/lightbox/): a closed <dialog> that opens every
 * `a[data-gallery-item]` link of the page. Render it once on a page with such links.
 */
export function LightboxIsland() {
    const { t } = useSite();
    const labels = {
        dialog: t('media.lightbox'),
        close: t('media.close'),
        previous: t('media.previous'),
        next: t('media.next'),
        download: t('media.downloadImage'),
        position: t('media.imageOf', { index: '{index}', total: '{total}' }),
    };
    return <Island island={lightboxIsland} props={{ labels }} />;
}
