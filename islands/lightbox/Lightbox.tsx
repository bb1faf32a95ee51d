import type { KeyboardEvent, MouseEvent } from 'react';
import { ARROW_PATHS, IconShape } from '../../views/components/IconShape';
import { useLightbox } from './use-lightbox';
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

/** Tab and Shift+Tab cycle through the dialog's visible controls. */
function trapFocus(container: HTMLElement, backwards: boolean) {
    const list = [...container.querySelectorAll<HTMLElement>('button, a[href]')].filter((element) => !element.hidden);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const to = backwards ? (at <= 0 ? list.length - 1 : at - 1) : at === list.length - 1 ? 0 : at + 1;
    list[to]?.focus();
}

/**
 * The lightbox for gallery and story images: a modal <dialog> (the page is inert behind it)
 * showing one item of its group, with previous/next (wrapping), Home/End, Escape, swipe, a focus
 * trap, and focus given back to what opened it (use-lightbox.ts). The links it opens work
 * without JavaScript: they lead to the large image.
 */
export function Lightbox({ labels }: LightboxProps) {
    const lightbox = useLightbox();
    const { dialog, shown } = lightbox;
    const item = shown ? shown.group.items[shown.index]! : null;
    const count = shown?.group.items.length ?? 0;
    const isRtl = () => getComputedStyle(dialog.current!).direction === 'rtl';
    const swipe = useSwipe(lightbox.step, isRtl);

    const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
        const forward = isRtl() ? 'ArrowLeft' : 'ArrowRight';
        const backward = isRtl() ? 'ArrowRight' : 'ArrowLeft';
        if (event.key === forward) lightbox.step(1);
        else if (event.key === backward) lightbox.step(-1);
        else if (event.key === 'Home') lightbox.goTo(0);
        else if (event.key === 'End') lightbox.goTo(count - 1);
        else if (event.key === 'Escape') lightbox.close();
        else if (event.key === 'Tab') trapFocus(event.currentTarget, event.shiftKey);
        else return;
        event.preventDefault();
    };
    // A click on the backdrop or the empty stage closes; the end of a swipe does not.
    const onClick = (event: MouseEvent<HTMLDialogElement>) => {
        const target = event.target as HTMLElement;
        const outside = target === dialog.current || target.hasAttribute('data-lightbox-stage');
        if (!swipe.endedSwipe() && outside) lightbox.close();
    };
    const position =
        shown && count > 1
            ? labels.position.replace('{index}', String(shown.index + 1)).replace('{total}', String(count))
            : null;

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
                            {position}
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
                    onClick={lightbox.trackDownload}
                >
                    {labels.download}
                </a>
                <button
                    ref={lightbox.closeButton}
                    type="button"
                    className="lightbox__button lightbox__close"
                    aria-label={labels.close}
                    onClick={lightbox.close}
                >
                    <span aria-hidden="true">×</span>
                </button>
            </div>
            {(['previous', 'next'] as const).map((direction) => (
                <button
                    key={direction}
                    type="button"
                    className={`lightbox__button lightbox__nav lightbox__nav--${direction}`}
                    aria-label={labels[direction]}
                    hidden={count < 2}
                    onClick={() => lightbox.step(direction === 'next' ? 1 : -1)}
                >
                    <IconShape path={ARROW_PATHS[direction === 'next' ? 'arrow' : 'arrowBack']} directional />
                </button>
            ))}
        </dialog>
    );
}
