import { type Gallery, galleryImages } from '../../domain/content';
import type { Translate } from '../../domain/translate';
import { usePageLanguage, useSiteAddresses } from '../site-context';
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

/**
 * What a gallery holds, as its card and album page say it: how many images, and how many videos
 * when it has any (a video gallery without images says only its videos).
 */
export function galleryCounts(gallery: Gallery, t: Translate): string {
    const images = galleryImageCount(gallery);
    const videos = gallery.videos_number;
    const parts = [images > 0 || videos === 0 ? t('media.imagesCount', { count: images }) : null];
    if (videos > 0) parts.push(t('media.videosCount', { count: videos }));
    return parts.filter((part) => part !== null).join(' · ');
}

/** The gallery's cover: its thumbnail, else the first image of the album in the editor's order. */
export function galleryCover(gallery: Gallery) {
    return gallery.thumbnail_image ?? galleryImages(gallery)[0]?.image ?? null;
}

/** A gallery in the list: cover image, title and how many images (and videos) it holds. */
export function GalleryCard({ gallery, priority = false, eager = false }: GalleryCardProps) {
    const { t, languageCode } = usePageLanguage();
    const { urls } = useSiteAddresses();
    const cover = galleryCover(gallery);
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
                <p className="gallery-card__meta">{galleryCounts(gallery, t)}</p>
            </div>
        </article>
    );
}
