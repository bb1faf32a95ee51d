import { Island } from '../islands/Island';
import { useSite } from '../site-context';
import { Icon } from './Icon';

/**
 * The lightbox island: a closed <dialog> (invisible without JavaScript) and the behaviour that
 * opens it for every `a[data-gallery-item]` link on the page. Render it once on any page with
 * gallery or image links; rendering it more than once is harmless.
 */
export function LightboxIsland() {
    const { t } = useSite();
    const props = { position: t('media.imageOf', { index: '{index}', total: '{total}' }) };
    return (
        <Island name="lightbox" hydrate="load" props={props}>
            <dialog className="lightbox" aria-label={t('media.lightbox')} data-lightbox="">
                <div className="lightbox__stage" data-lightbox-stage="">
                    <figure className="lightbox__figure" data-lightbox-figure="">
                        <figcaption className="lightbox__caption">
                            <span className="lightbox__caption-text" data-lightbox-caption="" />
                            <span className="lightbox__position" data-lightbox-position="" aria-live="polite" />
                        </figcaption>
                    </figure>
                </div>
                <div className="lightbox__toolbar">
                    <a className="button lightbox__download" href="#main" download="" data-lightbox-download="">
                        {t('media.downloadImage')}
                    </a>
                    <button
                        type="button"
                        className="lightbox__button lightbox__close"
                        aria-label={t('media.close')}
                        data-lightbox-close=""
                    >
                        <span aria-hidden="true">×</span>
                    </button>
                </div>
                <button
                    type="button"
                    className="lightbox__button lightbox__nav lightbox__nav--previous"
                    aria-label={t('media.previous')}
                    data-lightbox-previous=""
                >
                    <Icon name="arrowBack" />
                </button>
                <button
                    type="button"
                    className="lightbox__button lightbox__nav lightbox__nav--next"
                    aria-label={t('media.next')}
                    data-lightbox-next=""
                >
                    <Icon name="arrow" />
                </button>
            </dialog>
        </Island>
    );
}
