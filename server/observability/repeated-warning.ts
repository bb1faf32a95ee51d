import type { Logger } from '../logger';

/** How often a warning that keeps happening is summed up in the log. */
const SUMMARY_INTERVAL_MS = 60_000;

/**
 * A warning about something that may happen many times a second under a flood (a request
 * refused by a limit, an analytics event dropped): the first is logged at once, then at most one
 * line a minute says how many more there were, so the log cannot be flooded in turn. After a
 * quiet minute the next one is logged at once again. Nothing is lost: `total` counts them all.
 */
export class RepeatedWarning {
    #pending = 0;
    #timer: NodeJS.Timeout | null = null;
    #total = 0;

    constructor(
        private readonly logger: Logger,
        private readonly summary: (count: number, total: number) => string,
        private readonly intervalMs = SUMMARY_INTERVAL_MS,
    ) {}

    /** Every occurrence since start. */
    get total(): number {
        return this.#total;
    }

    /** One more; `first` is logged when it opens a new spell. */
    note(first: () => string): void {
        this.#total++;
        if (this.#timer) {
            this.#pending++;
            return;
        }
        this.logger.warn(first());
        this.#startSpell();
    }

    /** Logs what is not summed up yet (at a stop) and ends the spell. */
    flush(): void {
        if (this.#timer) clearTimeout(this.#timer);
        this.#timer = null;
        this.#sumUp();
    }

    #startSpell(): void {
        this.#timer = setTimeout(() => {
            this.#timer = null;
            // Still going: one line for the past interval, and the next one is counted too.
            if (this.#sumUp()) this.#startSpell();
        }, this.intervalMs);
        this.#timer.unref();
    }

    #sumUp(): boolean {
        if (this.#pending === 0) return false;
        this.logger.warn(this.summary(this.#pending, this.#total));
        this.#pending = 0;
        return true;
    }
}
