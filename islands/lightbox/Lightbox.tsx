import { type KeyboardEvent, type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../../views/components/Icon';
import { useAnalytics } from '../analytics/context';
import { groupOf, ITEM_SELECTOR, type LightboxGroup, MEDIA_EVENT_SELECTOR } from './items';
import { useSwipe } from './use-swipe';

export interface LightboxProps {
    labels: {
        dialog: string;
        close: string;
        previous: string;
        next: string;
        download: string;
        /** 'Image {index} of {total}', translated. */
        position: string;
    };
}

interface Shown {
    group: LightboxGroup;
    index: number;
}

function isPlainClick(event: globalThis.MouseEvent): boolean {
    return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

const eventProperties = ({ group, index }: Shown) => ({
    image_uuid: group.items[index]!.uuid,
    gallery_uuid: group.galleryUuid,
    position: index + 1,
});

/**
 * The lightbox for gallery and story images: a modal <dialog> (the page is inert behind it)
 * showing one item of its group, with previous/next (wrapping), Home/End, Escape, swipe, a focus
 * trap, and focus given back to what opened it. It opens for every `a[data-gallery-item]` on the
 * page (the links work without JavaScript: they lead to the large image), writes the item's
 * hash, and sends the SPEC §7 view and download events.
 */
export function Lightbox({ labels }: LightboxProps) {
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
            if (!element.open) {
                const active = document.activeElement;
                opener.current = active instanceof HTMLElement && active !== document.body ? active : link;
                element.showModal();
            }
            const group = groupOf(link);
            show(
                group,
                Math.max(
                    0,
                    group.items.findIndex((item) => item.link === link),
                ),
            );
            closeButton.current?.focus();
        },
        [show],
    );

    useEffect(() => {
        const onClick = (event: globalThis.MouseEvent) => {
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
    }, [open, analytics]);

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
    }, []);

    const item = shown ? shown.group.items[shown.index]! : null;
    const count = shown?.group.items.length ?? 0;
    useEffect(() => {
        // Warm the neighbours so stepping through feels instant.
        if (!shown) return;
        for (const offset of [1, -1]) new Image().src = shown.group.items[wrap(shown.index + offset, count)]!.src;
    }, [shown, count]);

    const step = (by: number) => shown && show(shown.group, shown.index + by);
    const isRtl = () => getComputedStyle(dialog.current!).direction === 'rtl';
    const swipe = useSwipe(step, isRtl);

    const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
        const forward = isRtl() ? 'ArrowLeft' : 'ArrowRight';
        const backward = isRtl() ? 'ArrowRight' : 'ArrowLeft';
        if (event.key === forward) step(1);
        else if (event.key === backward) step(-1);
        else if (event.key === 'Home' && shown) show(shown.group, 0);
        else if (event.key === 'End' && shown) show(shown.group, count - 1);
        else if (event.key === 'Escape') dialog.current!.close();
        else if (event.key === 'Tab') trapFocus(event.currentTarget, event.shiftKey);
        else return;
        event.preventDefault();
    };
    // A click on the backdrop or the empty stage closes; the end of a swipe does not.
    const onClick = (event: MouseEvent<HTMLDialogElement>) => {
        const target = event.target as HTMLElement;
        const outside = target === dialog.current || target.hasAttribute('data-lightbox-stage');
        if (!swipe.endedSwipe() && outside) dialog.current!.close();
    };
    const trackDownload = () =>
        shown &&
        analytics.track(shown.group.isGallery ? 'Gallery image download' : 'Image download', eventProperties(shown));

    return (
        <dialog
            ref={dialog}
            className="lightbox"
            aria-label={labels.dialog}
            data-lightbox=""
            onKeyDown={onKeyDown}
            onClick={onClick}
            {...swipe.handlers}
        >
            <div className="lightbox__stage" data-lightbox-stage="">
                <figure className="lightbox__figure">
                    {item ? (
                        <img
                            className="lightbox__image"
                            src={item.src}
                            srcSet={item.srcset || undefined}
                            sizes={item.srcset ? '100vw' : undefined}
                            width={item.width || undefined}
                            height={item.height || undefined}
                            alt={item.alt}
                            decoding="async"
                            // A dragged image would start the browser's drag and drop and cancel the swipe.
                            draggable={false}
                        />
                    ) : null}
                    <figcaption className="lightbox__caption">
                        <span className="lightbox__caption-text" data-lightbox-caption="">
                            {item?.caption}
                        </span>
                        <span className="lightbox__position" data-lightbox-position="" aria-live="polite">
                            {count > 1
                                ? labels.position
                                      .replace('{index}', String(shown!.index + 1))
                                      .replace('{total}', String(count))
                                : null}
                        </span>
                    </figcaption>
                </figure>
            </div>
            <div className="lightbox__toolbar">
                <a
                    className="button lightbox__download"
                    href={item?.download ?? '#main'}
                    download=""
                    hidden={!item?.download}
                    onClick={trackDownload}
                >
                    {labels.download}
                </a>
                <button
                    ref={closeButton}
                    type="button"
                    className="lightbox__button lightbox__close"
                    aria-label={labels.close}
                    onClick={() => dialog.current!.close()}
                >
                    <span aria-hidden="true">×</span>
                </button>
            </div>
            <button
                type="button"
                className="lightbox__button lightbox__nav lightbox__nav--previous"
                aria-label={labels.previous}
                hidden={count < 2}
                onClick={() => step(-1)}
            >
                <Icon name="arrowBack" />
            </button>
            <button
                type="button"
                className="lightbox__button lightbox__nav lightbox__nav--next"
                aria-label={labels.next}
                hidden={count < 2}
                onClick={() => step(1)}
            >
                <Icon name="arrow" />
            </button>
        </dialog>
    );
}

/** Tab and Shift+Tab cycle through the dialog's visible controls. */
function trapFocus(container: HTMLElement, backwards: boolean) {
    const list = [...container.querySelectorAll<HTMLElement>('button, a[href]')].filter((element) => !element.hidden);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const to = backwards ? (at <= 0 ? list.length - 1 : at - 1) : at === list.length - 1 ? 0 : at + 1;
    list[to]?.focus();
}
