/**
 * The page's analytics as islands see it: events go to the tracker once the analytics module has
 * started it, and wait here until then (a page whose tracking is disabled never starts it, so a
 * few events stay here and go nowhere). Framework-free and bundled into the runtime
 * (browser/runtime/runtime.ts), which hands `pageAnalytics` to each island it hydrates and
 * `connectTracker` to the analytics module it starts: one instance, and no chunk of its own.
 */
import type { Analytics } from './context';

interface EventSink {
    track(event: string, properties?: Record<string, unknown>): void;
}

const MAX_WAITING = 50;
let sink: EventSink | null = null;
const waiting: [string, Record<string, unknown>][] = [];

export const pageAnalytics: Analytics = {
    track(event, properties = {}) {
        if (sink) sink.track(event, properties);
        else if (waiting.length < MAX_WAITING) waiting.push([event, properties]);
    },
};

/** Called by the analytics module once its tracker exists. */
export function connectTracker(tracker: EventSink): void {
    sink = tracker;
    for (const [event, properties] of waiting.splice(0)) tracker.track(event, properties);
}
