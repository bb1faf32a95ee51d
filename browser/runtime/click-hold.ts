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
        const target = event.target;
        if (!(target instanceof HTMLElement) || !this.concerns(target)) return;
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
