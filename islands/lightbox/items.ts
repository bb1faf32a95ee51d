/**
 * What the lightbox shows, read from server-rendered links (the contract in docs/media.md):
 * `a[data-gallery-item="{uuid}"]` whose href is the large image, inside an optional
 * `[data-gallery]` group. Optional data: -index, -width, -height, -srcset, -caption, -download.
 */
export interface LightboxItem {
    link: HTMLAnchorElement;
    uuid: string;
    src: string;
    srcset: string;
    width: number;
    height: number;
    caption: string;
    alt: string;
    download: string | null;
}

export interface LightboxGroup {
    items: LightboxItem[];
    /** The media gallery's uuid when the group is one (`data-gallery-uuid`). */
    galleryUuid: string | null;
    /** A gallery of any kind (media gallery or a story's gallery block), not a lone image. */
    isGallery: boolean;
}

export const ITEM_SELECTOR = 'a[data-gallery-item]';
/** Download links outside the lightbox that send an event of docs/product-rules.md §7.7 (`data-media-event`). */
export const MEDIA_EVENT_SELECTOR = '[data-media-event]';

function itemOf(link: HTMLAnchorElement): LightboxItem {
    const data = link.dataset;
    const alt = link.querySelector('img')?.alt ?? '';
    return {
        link,
        uuid: data.galleryItem ?? '',
        src: link.href,
        srcset: data.gallerySrcset ?? '',
        width: Number(data.galleryWidth) || 0,
        height: Number(data.galleryHeight) || 0,
        caption: data.galleryCaption ?? '',
        alt: data.galleryCaption || alt,
        download: data.galleryDownload || null,
    };
}

export function groupOf(link: HTMLAnchorElement): LightboxGroup {
    const container = link.closest<HTMLElement>('[data-gallery]');
    const links = container ? [...container.querySelectorAll<HTMLAnchorElement>(ITEM_SELECTOR)] : [link];
    return {
        items: links.map(itemOf),
        galleryUuid: container?.dataset.galleryUuid || null,
        isGallery: container !== null,
    };
}
