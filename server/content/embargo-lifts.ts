import type { Logger } from '../logger';
import type { ContentSnapshot } from './content-snapshot';
import type { ContentSource } from './content-source';

/** Read a moment after the lift, so the clock that makes the snapshot is surely past it. */
const AFTER_LIFT_MS = 1000;
/** setTimeout's longest delay (about 24.8 days); a later lift is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export interface EmbargoLiftOptions {
    logger: Logger;
    /**
     * Whether this process reads the source itself (the only process, or a cluster's reader): at
     * a lift it reads it again. Otherwise (a follower) it only makes a new snapshot of what it
     * holds (`liftDueEmbargoes`), and hears of what the reader read as usual.
     */
    readsSource?: boolean;
    /** The clock, in milliseconds; tests move it. */
    now?: () => number;
}

/**
 * Reads the content again when the next embargo lifts (docs/product-rules.md §4.9), so the story
 * enters lists, feeds, sitemaps, search and llms.txt at that moment rather than at the next
 * refresh: the new snapshot takes it as published even if the source has not flipped it yet,
 * and the caches, CDN and pushes follow from that snapshot like from any change. Every process
 * keeps its own timer on the snapshot it holds: a follower lifts the embargo in its own
 * snapshot at the same moment, since nothing else would tell it when Prezly has not flipped it.
 *
 * One timer, for the nearest lift, set again with every snapshot (an embargo moved or a story
 * withdrawn changes it). Unref'd: it never keeps a stopping process alive. Returns the stop.
 */
export function scheduleEmbargoLifts(content: ContentSource, options: EmbargoLiftOptions): () => void {
    const { logger, now = Date.now, readsSource = true } = options;
    let timer: NodeJS.Timeout | null = null;
    let stopped = false;

    const schedule = (snapshot: ContentSnapshot) => {
        if (timer) clearTimeout(timer);
        timer = null;
        const liftsAt = snapshot.nextEmbargoLift;
        if (stopped || liftsAt === null) return;
        const wait = Math.max(0, liftsAt + AFTER_LIFT_MS - now());
        timer = setTimeout(
            () => {
                timer = null;
                // A lift beyond one timer's reach: wait again from the snapshot then current.
                if (wait > LONGEST_TIMER_MS) return void content.get().then(schedule, () => {});
                const lifted = new Date(liftsAt).toISOString();
                if (!readsSource) {
                    logger.info(`An embargo lifted at ${lifted}: taking the story as published`);
                    content.liftDueEmbargoes?.();
                    return;
                }
                logger.info(`An embargo lifted at ${lifted}: reading the content again`);
                // A failed reload is logged by the source; the next refresh reads the change.
                content.reload().catch(() => {});
            },
            Math.min(wait, LONGEST_TIMER_MS),
        );
        timer.unref();
    };

    const unsubscribe = content.subscribe(schedule);
    content.get().then(schedule, () => {});
    return () => {
        stopped = true;
        unsubscribe();
        if (timer) clearTimeout(timer);
    };
}
