import type { UploadedImage } from '../../domain/content';
import { imageSrcSet, imageUrl } from '../../domain/media/image-urls';
import { useSite } from '../site-context';

export interface ResponsiveImageProps {
    image: UploadedImage;
    alt: string;
    /** The rendered width in CSS pixels at its largest; the srcset offers it and twice it. */
    width: number;
    sizes: string;
    /** The page's largest image: loaded eagerly with high priority. Others are lazy. */
    priority?: boolean;
    className?: string;
}

/** An image from the assets CDN with width/height set (no layout shift), srcset and lazy loading. */
export function ResponsiveImage({ image, alt, width, sizes, priority = false, className }: ResponsiveImageProps) {
    const { assetsCdnUrl } = useSite();
    const displayWidth = Math.min(width, image.original_width);
    const displayHeight = Math.round((displayWidth / image.original_width) * image.original_height);
    return (
        <img
            className={className}
            src={imageUrl(image, assetsCdnUrl, width)}
            srcSet={imageSrcSet(image, assetsCdnUrl, width)}
            sizes={sizes}
            width={displayWidth}
            height={displayHeight}
            alt={alt}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
        />
    );
}
