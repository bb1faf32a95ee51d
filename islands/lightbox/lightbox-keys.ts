import type { KeyboardEvent } from 'react';

/** What the keys move: the lightbox of use-lightbox.ts. */
interface Steps {
    step: (by: number) => void;
    goTo: (index: number) => void;
    close: () => void;
}

/**
 * The dialog's keys: arrows step in reading order (swapped right to left), Home and End jump,
 * Escape closes, Tab stays inside. Handled keys do nothing else.
 */
export function lightboxKeyHandler(lightbox: Steps, count: number, isRtl: () => boolean) {
    return (event: KeyboardEvent<HTMLDialogElement>) => {
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
}

/** Tab and Shift+Tab cycle through the dialog's visible controls. */
function trapFocus(container: HTMLElement, backwards: boolean) {
    const list = [...container.querySelectorAll<HTMLElement>('button, a[href]')].filter((element) => !element.hidden);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const to = backwards ? (at <= 0 ? list.length - 1 : at - 1) : at === list.length - 1 ? 0 : at + 1;
    list[to]?.focus();
}
