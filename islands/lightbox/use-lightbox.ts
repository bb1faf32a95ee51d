import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type Analytics, useAnalytics } from '../../browser/analytics/context';
import { groupOf, ITEM_SELECTOR, type LightboxGroup, MEDIA_EVENT_SELECTOR } from './items';

interface Shown {
    group: LightboxGroup;
    index: number;
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

const eventProperties = ({ group, index }: Shown) => ({
    image_uuid: group.items[index]!.uuid,
    gallery_uuid: group.galleryUuid,
    position: index + 1,
});

/**
 * What the lightbox shows and how it opens: every `a[data-gallery-item]` click on the page opens
 * the dialog on that item (its group: the `[data-gallery]` around it); each item shown writes its
 * hash and sends a view event; closing clears the hash and gives the focus back. Clicks on
 * `[data-media-event]` links send their event.
 */
export function useLightbox() {
    const analytics = useAnalytics();
    const dialog = useRef<HTMLDialogElement>(null);
    const closeButton = useRef<HTMLButtonElement>(null);
    const opener = useRef<HTMLElement | null>(null);
    const [shown, setShown] = useState<Shown | null>(null);

    const show = useCallback(
        (group: LightboxGroup, target: number) => {
            const next = { group, index: wrap(target, group.items.length) };
            const item = group.items[next.index]!;
            setShown(next);
            history.replaceState(history.state, '', item.link.id ? `#${item.link.id}` : `#image-${item.uuid}`);
            analytics.track(group.isGallery ? 'Gallery image view' : 'Image view', eventProperties(next));
        },
        [analytics],
    );

    const open = useCallback(
        (link: HTMLAnchorElement) => {
            const element = dialog.current!;
            const group = groupOf(link);
            const index = Math.max(
                0,
                group.items.findIndex((item) => item.link === link),
            );
            // Render the item before the dialog shows, so it never opens empty.
            flushSync(() => show(group, index));
            if (!element.open) {
                const active = document.activeElement;
                opener.current = active instanceof HTMLElement && active !== document.body ? active : link;
                element.showModal();
            }
            closeButton.current?.focus();
        },
        [show],
    );

    usePageClicks(dialog, open, analytics);

    useRestoreOnClose(dialog, setShown, opener);
    usePreloadNeighbours(shown);

    const goTo = (index: number) => shown && show(shown.group, index);
    return {
        dialog,
        closeButton,
        shown,
        step: (by: number) => goTo((shown?.index ?? 0) + by),
        goTo,
        close: () => dialog.current?.close(),
        trackDownload: () =>
            shown &&
            analytics.track(
                shown.group.isGallery ? 'Gallery image download' : 'Image download',
                eventProperties(shown),
            ),
    };
}

/** Closing (Escape, the close button, the backdrop) clears the item and the hash and gives the focus back. */
function useRestoreOnClose(
    dialog: RefObject<HTMLDialogElement | null>,
    setShown: (shown: null) => void,
    opener: RefObject<HTMLElement | null>,
) {
    useEffect(() => {
        const element = dialog.current!;
        const onClose = () => {
            setShown(null);
            history.replaceState(history.state, '', `${location.pathname}${location.search}`);
            opener.current?.focus();
            opener.current = null;
        };
        element.addEventListener('close', onClose);
        return () => element.removeEventListener('close', onClose);
    }, [dialog, setShown, opener]);
}

/** Warms the neighbours of the item shown, so stepping through feels instant. */
function usePreloadNeighbours(shown: Shown | null) {
    useEffect(() => {
        if (!shown) return;
        const { items } = shown.group;
        for (const offset of [1, -1]) new Image().src = items[wrap(shown.index + offset, items.length)]!.src;
    }, [shown]);
}

function isPlainClick(event: MouseEvent): boolean {
    return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * Listens to the page's clicks: a plain click on an `a[data-gallery-item]` outside the dialog
 * opens it instead of following the link; a click on a `[data-media-event]` link sends its event.
 */
function usePageClicks(
    dialog: RefObject<HTMLDialogElement | null>,
    open: (link: HTMLAnchorElement) => void,
    analytics: Analytics,
) {
    useEffect(() => {
        const onClick = (event: MouseEvent) => {
            if (!isPlainClick(event) || !(event.target instanceof Element)) return;
            const link = event.target.closest<HTMLAnchorElement>(ITEM_SELECTOR);
            if (link && !dialog.current?.contains(link)) {
                event.preventDefault();
                open(link);
                return;
            }
            const tracked = event.target.closest<HTMLElement>(MEDIA_EVENT_SELECTOR);
            if (tracked?.dataset.mediaEvent) {
                analytics.track(tracked.dataset.mediaEvent, {
                    image_uuid: tracked.dataset.imageUuid ?? null,
                    gallery_uuid: tracked.dataset.galleryUuid ?? null,
                });
            }
        };
        document.addEventListener('click', onClick);
        return () => document.removeEventListener('click', onClick);
    }, [dialog, open, analytics]);
}
