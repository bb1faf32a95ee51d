import type { Gallery } from '../../domain/content';
import { MediaImage } from '../../domain/media/media-image';
import { usePageLanguage, useSiteAddresses } from '../site-context';
import { lightboxItemProps } from './lightbox-item';
import { ResponsiveImage } from './ResponsiveImage';

/** Thumbnail width in CSS pixels: the grid's widest column. */
const THUMBNAIL_WIDTH = 400;
const THUMBNAIL_SIZES = '(min-width: 64rem) 17rem, (min-width: 40rem) 33vw, 50vw';
/** Images in the first row load at once; the rest when scrolled near. */
const EAGER_IMAGES = 4;

/**
 * A gallery's images as a grid. Each thumbnail links to the large image, so the gallery works
 * without JavaScript; the data-gallery-* attributes let the lightbox take the links over, and
 * each link's id answers the page-visit hash `#gallery-image-{uuid}` (docs/product-rules.md §2.4).
 */
export function GalleryGrid({ gallery }: { gallery: Gallery }) {
    const { t } = usePageLanguage();
    const { assetsCdnUrl } = useSiteAddresses();
    const total = gallery.images.length;
    return (
        <ul className="media-grid" data-gallery="" data-gallery-uuid={gallery.uuid} aria-label={gallery.title}>
            {gallery.images.map(({ caption, uploadcare_image: image }, index) => {
                const text = caption.trim();
                const alt = text || t('media.imageOf', { index: index + 1, total });
                const download = MediaImage.of(image, assetsCdnUrl).downloadUrl;
                return (
                    <li key={image.uuid} className="media-grid__item">
                        <figure className="media-grid__figure">
                            <a
                                className="media-grid__link"
                                id={`gallery-image-${image.uuid}`}
                                {...lightboxItemProps(image, assetsCdnUrl, text)}
                                data-gallery-index={index}
                            >
                                <ResponsiveImage
                                    className="media-grid__image"
                                    image={image}
                                    alt={alt}
                                    width={THUMBNAIL_WIDTH}
                                    sizes={THUMBNAIL_SIZES}
                                    priority={index === 0}
                                    loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
                                />
                            </a>
                            {text ? (
                                <figcaption className="media-grid__caption" dir="auto">
                                    {text}
                                </figcaption>
                            ) : null}
                        </figure>
                        <a
                            className="media-grid__download"
                            href={download}
                            download=""
                            data-media-event="Gallery image download"
                            data-image-uuid={image.uuid}
                            data-gallery-uuid={gallery.uuid}
                        >
                            {t('media.downloadImage')}
                            <span className="visually-hidden" dir="auto">{` (${alt})`}</span>
                        </a>
                    </li>
                );
            })}
        </ul>
    );
}
