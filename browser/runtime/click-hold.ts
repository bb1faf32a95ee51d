/**
 * Holds the clicks meant for an island that is not live yet (its code is still loading) and
 * replays the last one once it is. A held link does not navigate; if the island fails to wake,
 * the replayed click still does what the plain HTML would.
 */
export class ClickHold {
    onFirstClick: (() => void) | null = null;
    private held: HTMLElement | null = null;
    private readonly listener = (event: MouseEvent) => this.hold(event);

    constructor(private readonly concerns: (target: Element) => boolean) {
        document.addEventListener('click', this.listener, true);
    }

    private hold(event: MouseEvent) {
        // A click on an icon lands on an SVG element, which has no click() to replay: hold the
        // HTML element around it (the button or link the icon is drawn in).
        const target = event.target instanceof Element ? htmlElementAround(event.target) : null;
        if (!target || !this.concerns(target)) return;
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        this.held = target;
        this.onFirstClick?.();
    }

    /** Stops holding; replays the held click, now that the island listens. */
    release() {
        document.removeEventListener('click', this.listener, true);
        const target = this.held;
        this.held = null;
        if (target?.isConnected) target.click();
    }
}

function htmlElementAround(element: Element): HTMLElement | null {
    let current: Element | null = element;
    while (current && !(current instanceof HTMLElement)) current = current.parentElement;
    return current;
}
