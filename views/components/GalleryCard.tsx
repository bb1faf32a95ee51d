import type { Gallery } from '../../domain/content';
import { useSite } from '../site-context';
import { InternalLink } from './InternalLink';
import { ResponsiveImage } from './ResponsiveImage';

export interface GalleryCardProps {
    gallery: Gallery;
    /** The first cards are above the fold: the first is the page's largest image. */
    priority?: boolean;
    eager?: boolean;
}

/** Number of images shown for a gallery: what it declares, else what it holds. */
export function galleryImageCount(gallery: Gallery): number {
    return gallery.images_number > 0 ? gallery.images_number : gallery.images.length;
}

/** A gallery in the list: cover image, title and how many images (and videos) it holds. */
export function GalleryCard({ gallery, priority = false, eager = false }: GalleryCardProps) {
    const { t, urls, languageCode } = useSite();
    const cover = gallery.thumbnail_image ?? gallery.images[0]?.uploadcare_image ?? null;
    const images = galleryImageCount(gallery);
    return (
        <article className="gallery-card" id={`gallery-${gallery.uuid}`}>
            <div className="gallery-card__media">
                {cover ? (
                    <ResponsiveImage
                        className="gallery-card__image"
                        image={cover}
                        alt=""
                        width={560}
                        sizes="(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw"
                        priority={priority}
                        loading={eager ? 'eager' : 'lazy'}
                    />
                ) : null}
            </div>
            <div className="gallery-card__body">
                <h2 className="gallery-card__title" dir="auto">
                    <InternalLink className="gallery-card__link" to={urls.to.gallery(languageCode, gallery.uuid)}>
                        {gallery.title}
                    </InternalLink>
                </h2>
                <p className="gallery-card__meta">
                    {t('media.imagesCount', { count: images })}
                    {gallery.videos_number > 0
                        ? ` · ${t('media.videosCount', { count: gallery.videos_number })}`
                        : null}
                </p>
            </div>
        </article>
    );
}
