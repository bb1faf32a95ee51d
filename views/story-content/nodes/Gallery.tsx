import { z } from 'zod';
import { checkedImage } from '../../../domain/content';
import { lightboxItemProps } from '../../components/lightbox-item';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { usePageLanguage, useSiteAddresses } from '../../site-context';
import { classNames, layoutClass } from '../class-names';
import { renderEach } from '../render-each';
import { BlockLayoutSchema, parseNode } from '../schemas';

const GallerySchema = z.looseObject({
    type: z.literal('gallery'),
    images: z.array(z.unknown()),
    layout: BlockLayoutSchema,
    padding: z.enum(['S', 'M', 'L']).catch('M'),
    thumbnail_size: z.enum(['XS', 'S', 'M', 'L', 'XL']).catch('M'),
});
// The file is checked on its own, once for every reader of the payload (domain/content/checked-uploads.ts).
const GalleryImageSchema = z.looseObject({ file: z.unknown(), caption: z.string().catch('') });

/** Thumbnail width in CSS pixels for each size the editor offers (the grid's minimum column). */
const THUMBNAIL_WIDTH = { XS: 120, S: 160, M: 200, L: 280, XL: 360 } as const;

/**
 * A grid of thumbnails, each a link to the full image on the assets CDN, so the gallery works
 * without JavaScript; the story page's lightbox island opens them (docs/product-rules.md §2.4 hash
 * `#gallery-image-{uuid}`).
 */
export function Gallery({ node }: { node: unknown }) {
    const { t } = usePageLanguage();
    const { assetsCdnUrl } = useSiteAddresses();
    const gallery = parseNode(GallerySchema, node);
    if (!gallery) return null;
    const images = gallery.images
        .flatMap((item) => {
            const image = parseNode(GalleryImageSchema, item);
            const file = image && checkedImage(image.file);
            return file ? [{ file, caption: image.caption }] : [];
        })
        .map((image, position) => ({ ...image, index: position + 1 }));
    if (images.length === 0) return null;
    const thumbnail = THUMBNAIL_WIDTH[gallery.thumbnail_size];
    const total = images.length;
    return (
        <div
            className={classNames(
                'content-gallery',
                layoutClass(gallery.layout),
                `content-gallery--size-${gallery.thumbnail_size.toLowerCase()}`,
                `content-gallery--gap-${gallery.padding.toLowerCase()}`,
            )}
            data-gallery=""
        >
            <ul className="content-gallery__grid" aria-label={t('story.gallery')}>
                {renderEach(images, ({ file, caption, index }) => {
                    return (
                        <li className="content-gallery__item">
                            <a
                                className="content-gallery__link"
                                id={`gallery-image-${file.uuid}`}
                                {...lightboxItemProps(file, assetsCdnUrl, caption.trim())}
                                data-gallery-index={index - 1}
                            >
                                <ResponsiveImage
                                    className="content-gallery__img"
                                    image={file}
                                    alt={caption.trim() || t('media.imageOf', { index, total })}
                                    width={thumbnail}
                                    sizes={`(min-width: 48rem) ${thumbnail}px, 50vw`}
                                />
                            </a>
                        </li>
                    );
                })}
            </ul>
        </div>
    );
}
