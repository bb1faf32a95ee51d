import type { UploadedImage } from '../../domain/content';
import { toUrlPrefix } from '../../domain/locale/locale-code';
import { openGraphLocale } from '../../domain/locale/open-graph-locale';
import { derivedFromImage } from '../../domain/media/image-derived';
import { MediaImage } from '../../domain/media/image-urls';
import type { HeadData } from '../../views/head/head-data';

export type MetaTag = NonNullable<HeadData['meta']>[number];

/** Social networks crop previews to about 1.91:1 and want at least 1200 pixels across. */
const SOCIAL_IMAGE_WIDTH = 1200;

export interface SocialImage {
    url: string;
    width?: number;
    height?: number;
    alt?: string;
}

/** A content image sized for social previews (never wider than the original). */
export function socialImageOf(image: UploadedImage, cdnUrl: string, alt?: string): SocialImage {
    const { url, width, height } = derivedFromImage(image, `social\n${cdnUrl}`, () => {
        const media = MediaImage.of(image, cdnUrl);
        const sized = media.isGif || media.width <= SOCIAL_IMAGE_WIDTH ? media : media.resize(SOCIAL_IMAGE_WIDTH);
        return { url: sized.url, width: sized.width, height: sized.height };
    });
    return { url, width, height, alt };
}

/**
 * The image a page without its own shares with: the social preview service of docs/product-rules.md §7.5 when it is
 * configured, else the newsroom's square logo or logo, else the site's default picture.
 */
export function defaultSocialImage(input: {
    ogImageUrl: string | undefined;
    newsroomUuid: string;
    languageCode: string;
    logo: UploadedImage | null;
    cdnUrl: string;
    staticUrl: (path: string) => string;
}): SocialImage {
    if (input.ogImageUrl) {
        const base = input.ogImageUrl.replace(/\/+$/, '');
        const locale = encodeURIComponent(toUrlPrefix(input.languageCode));
        return {
            url: `${base}/api/og/${encodeURIComponent(input.newsroomUuid)}?locale=${locale}`,
            width: 1200,
            height: 630,
        };
    }
    if (input.logo) return socialImageOf(input.logo, input.cdnUrl);
    return { url: input.staticUrl('/static/images/social-default.png'), width: 1200, height: 630 };
}

export function imageMeta(image: SocialImage): MetaTag[] {
    const tags: MetaTag[] = [{ property: 'og:image', content: image.url }];
    if (image.width) tags.push({ property: 'og:image:width', content: String(image.width) });
    if (image.height) tags.push({ property: 'og:image:height', content: String(image.height) });
    if (image.alt) tags.push({ property: 'og:image:alt', content: image.alt });
    tags.push({ name: 'twitter:image', content: image.url });
    return tags;
}

/** The title, description and site tags every page shares (Open Graph and Twitter cards). */
export function openGraphMeta(input: {
    title: string;
    description: string | null;
    siteName: string;
    languageCode: string;
    type: 'website' | 'article';
}): MetaTag[] {
    const tags: MetaTag[] = [
        { property: 'og:type', content: input.type },
        { property: 'og:site_name', content: input.siteName },
        { property: 'og:title', content: input.title },
        { property: 'og:locale', content: openGraphLocale(input.languageCode) },
        { name: 'twitter:card', content: 'summary_large_image' },
        { name: 'twitter:title', content: input.title },
    ];
    if (input.description) {
        tags.push({ property: 'og:description', content: input.description });
        tags.push({ name: 'twitter:description', content: input.description });
    }
    return tags;
}

export function hasMeta(meta: readonly MetaTag[] | undefined, key: string): boolean {
    return (meta ?? []).some((tag) => ('property' in tag ? tag.property : tag.name) === key);
}
