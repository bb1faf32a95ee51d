import type { MouseEvent, RefObject } from 'react';
import { ARROW_PATHS, IconShape } from '../../browser/icons/IconShape';
import type { LightboxItem } from './items';
import { lightboxKeyHandler } from './lightbox-keys';
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

/**
 * The lightbox for gallery and story images: a modal <dialog> (the page is inert behind it)
 * showing one item of its group, with previous/next (wrapping), Home/End, Escape, swipe, a focus
 * trap (lightbox-keys.ts), and focus given back to what opened it (use-lightbox.ts). The links
 * it opens work without JavaScript: they lead to the large image.
 */
export default function LightboxDialog({ labels }: LightboxProps) {
    const lightbox = useLightbox();
    const { dialog, shown } = lightbox;
    const item = shown ? shown.group.items[shown.index]! : null;
    const count = shown?.group.items.length ?? 0;
    const isRtl = () => getComputedStyle(dialog.current!).direction === 'rtl';
    const swipe = useSwipe(lightbox.step, isRtl);
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
            onKeyDown={lightboxKeyHandler(lightbox, count, isRtl)}
            onClick={onClick}
            {...swipe.handlers}
        >
            <LightboxFigure item={item} position={position} />
            <LightboxToolbar
                item={item}
                labels={labels}
                closeButton={lightbox.closeButton}
                onClose={lightbox.close}
                onDownload={lightbox.trackDownload}
            />
            <LightboxNav labels={labels} count={count} step={lightbox.step} />
        </dialog>
    );
}

type Labels = LightboxProps['labels'];

/** The image shown, its caption and 'Image n of m'; empty while the dialog is closed. */
function LightboxFigure({ item, position }: { item: LightboxItem | null; position: string | null }) {
    return (
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
                    {/* Captions of uploads come in any language: their own letters set their direction. */}
                    <span className="lightbox__caption-text" data-lightbox-caption="" dir="auto">
                        {item?.caption}
                    </span>
                    <span className="lightbox__position" data-lightbox-position="" aria-live="polite">
                        {position}
                    </span>
                </figcaption>
            </figure>
        </div>
    );
}

/** Download (hidden when the item has no download) and close. */
function LightboxToolbar(props: {
    item: LightboxItem | null;
    labels: Labels;
    closeButton: RefObject<HTMLButtonElement | null>;
    onClose: () => void;
    onDownload: () => void;
}) {
    const { item, labels } = props;
    return (
        <div className="lightbox__toolbar">
            <a
                className="button lightbox__download"
                href={item?.download ?? '#main'}
                download=""
                hidden={!item?.download}
                onClick={props.onDownload}
            >
                {labels.download}
            </a>
            <button
                ref={props.closeButton}
                type="button"
                className="lightbox__button lightbox__close"
                aria-label={labels.close}
                onClick={props.onClose}
            >
                <span aria-hidden="true">×</span>
            </button>
        </div>
    );
}

/** Previous and next, hidden for a lone image. */
function LightboxNav({ labels, count, step }: { labels: Labels; count: number; step: (by: number) => void }) {
    return (['previous', 'next'] as const).map((direction) => (
        <button
            key={direction}
            type="button"
            className={`lightbox__button lightbox__nav lightbox__nav--${direction}`}
            aria-label={labels[direction]}
            hidden={count < 2}
            onClick={() => step(direction === 'next' ? 1 : -1)}
        >
            <IconShape path={ARROW_PATHS[direction === 'next' ? 'arrow' : 'arrowBack']} directional />
        </button>
    ));
}
