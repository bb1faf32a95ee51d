import type { UploadedImage } from '../../domain/content';
import { responsiveSource } from '../../domain/media/image-urls';
import { useSiteAddresses } from '../site-context';

export interface ResponsiveImageProps {
    image: UploadedImage;
    alt: string;
    /** The rendered width in CSS pixels at its largest; the srcset offers it and twice it. */
    width: number;
    sizes: string;
    /** The page's largest image: loaded eagerly with high priority. Others are lazy. */
    priority?: boolean;
    /**
     * Overrides lazy loading for images that are above the fold but not the largest (the first
     * row of a grid): `eager` loads them at once without raising their priority.
     */
    loading?: 'lazy' | 'eager';
    className?: string;
}

/**
 * An image from the assets CDN: width and height set from the image's own proportions after its
 * stored effects (no layout shift), `srcset` with w and 2w (docs/product-rules.md §7.5) in the browser's best format,
 * lazy below the fold, high fetch priority for the page's largest image.
 */
export function ResponsiveImage({
    image,
    alt,
    width,
    sizes,
    priority = false,
    loading,
    className,
}: ResponsiveImageProps) {
    const { assetsCdnUrl } = useSiteAddresses();
    const { candidates, width: displayWidth, height: displayHeight } = responsiveSource(image, assetsCdnUrl, width);
    return (
        <img
            className={className}
            src={candidates[0]!.url}
            srcSet={candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ')}
            sizes={sizes}
            width={displayWidth}
            height={displayHeight}
            alt={alt}
            loading={priority ? 'eager' : (loading ?? 'lazy')}
            fetchPriority={priority ? 'high' : undefined}
            decoding={priority ? undefined : 'async'}
        />
    );
}
