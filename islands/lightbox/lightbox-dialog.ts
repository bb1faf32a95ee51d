/**
 * The lightbox itself: a modal <dialog> (the rest of the page is inert while it is open) showing
 * one item of a group, with previous/next (wrapping), Home/End, Escape, swipe, a focus trap that
 * keeps Tab inside, and focus returned to whatever opened it.
 */
import { groupOf, type LightboxGroup, trackMediaEvent } from './items';

export interface LightboxLabels {
    /** 'Image {index} of {total}', translated. */
    position: string;
}

const SWIPE_DISTANCE = 50;

export function createLightbox(dialog: HTMLDialogElement, labels: LightboxLabels) {
    const figure = dialog.querySelector<HTMLElement>('[data-lightbox-figure]')!;
    const caption = dialog.querySelector<HTMLElement>('[data-lightbox-caption]')!;
    const position = dialog.querySelector<HTMLElement>('[data-lightbox-position]')!;
    const download = dialog.querySelector<HTMLAnchorElement>('[data-lightbox-download]')!;
    const previous = dialog.querySelector<HTMLButtonElement>('[data-lightbox-previous]')!;
    const next = dialog.querySelector<HTMLButtonElement>('[data-lightbox-next]')!;
    const close = dialog.querySelector<HTMLButtonElement>('[data-lightbox-close]')!;
    const image = document.createElement('img');
    image.className = 'lightbox__image';
    image.decoding = 'async';
    // A dragged image would start the browser's drag and drop and cancel the swipe.
    image.draggable = false;
    figure.prepend(image);

    let group: LightboxGroup = { items: [], galleryUuid: null, isGallery: false };
    let index = 0;
    let opener: HTMLElement | null = null;

    const isRtl = () => getComputedStyle(dialog).direction === 'rtl';
    const current = () => group.items[index]!;
    const eventProperties = () => ({
        image_uuid: current().uuid,
        gallery_uuid: group.galleryUuid,
        position: index + 1,
    });

    function show(target: number) {
        const count = group.items.length;
        index = ((target % count) + count) % count;
        const item = current();
        image.removeAttribute('src');
        if (item.width && item.height) {
            image.width = item.width;
            image.height = item.height;
        }
        if (item.srcset) {
            image.srcset = item.srcset;
            image.sizes = '100vw';
        } else image.removeAttribute('srcset');
        image.src = item.src;
        image.alt = item.alt;
        caption.textContent = item.caption;
        position.textContent =
            count > 1 ? labels.position.replace('{index}', String(index + 1)).replace('{total}', String(count)) : '';
        download.hidden = item.download === null;
        if (item.download) download.href = item.download;
        previous.hidden = next.hidden = count < 2;
        // Warm the neighbours so stepping through feels instant.
        for (const neighbour of [group.items[index + 1], group.items[index - 1]]) {
            if (neighbour) new Image().src = neighbour.src;
        }
        const hash = item.link.id ? `#${item.link.id}` : `#image-${item.uuid}`;
        history.replaceState(history.state, '', hash);
        trackMediaEvent(group.isGallery ? 'Gallery image view' : 'Image view', eventProperties());
    }

    function open(link: HTMLAnchorElement) {
        const alreadyShown = dialog.open && current()?.link === link;
        if (alreadyShown) return;
        group = groupOf(link);
        const active = document.activeElement;
        if (!dialog.open) opener = active instanceof HTMLElement && active !== document.body ? active : link;
        if (!dialog.open) dialog.showModal();
        show(
            Math.max(
                0,
                group.items.findIndex((item) => item.link === link),
            ),
        );
        close.focus();
    }

    function focusables(): HTMLElement[] {
        return [...dialog.querySelectorAll<HTMLElement>('button, a[href]')].filter((element) => !element.hidden);
    }

    dialog.addEventListener('keydown', (event) => {
        const forward = isRtl() ? 'ArrowLeft' : 'ArrowRight';
        const backward = isRtl() ? 'ArrowRight' : 'ArrowLeft';
        if (event.key === forward) show(index + 1);
        else if (event.key === backward) show(index - 1);
        else if (event.key === 'Home') show(0);
        else if (event.key === 'End') show(group.items.length - 1);
        else if (event.key === 'Escape') dialog.close();
        else if (event.key === 'Tab') {
            const list = focusables();
            const at = list.indexOf(document.activeElement as HTMLElement);
            const to = event.shiftKey ? (at <= 0 ? list.length - 1 : at - 1) : at === list.length - 1 ? 0 : at + 1;
            list[to]?.focus();
        } else return;
        event.preventDefault();
    });

    previous.addEventListener('click', () => show(index - 1));
    next.addEventListener('click', () => show(index + 1));
    close.addEventListener('click', () => dialog.close());
    download.addEventListener('click', () =>
        trackMediaEvent(group.isGallery ? 'Gallery image download' : 'Image download', eventProperties()),
    );

    let swipe: { x: number; y: number } | null = null;
    let swiped = false;
    dialog.addEventListener('pointerdown', (event) => {
        swipe = event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
    });
    dialog.addEventListener('pointercancel', () => {
        swipe = null;
    });
    dialog.addEventListener('pointerup', (event) => {
        if (!swipe) return;
        const dx = event.clientX - swipe.x;
        const dy = event.clientY - swipe.y;
        swipe = null;
        swiped = Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy);
        if (swiped) show(index + (dx < 0 !== isRtl() ? 1 : -1));
    });
    // A click on the backdrop or the empty stage closes; the end of a swipe does not.
    dialog.addEventListener('click', (event) => {
        const target = event.target as HTMLElement;
        if (!swiped && (target === dialog || target.hasAttribute('data-lightbox-stage'))) dialog.close();
        swiped = false;
    });

    dialog.addEventListener('close', () => {
        image.removeAttribute('src');
        history.replaceState(history.state, '', `${location.pathname}${location.search}`);
        opener?.focus();
        opener = null;
    });

    return { open, isOpen: () => dialog.open };
}
