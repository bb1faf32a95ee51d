/**
 * Segment's analytics.js, for a newsroom with a `segment_analytics_id` (docs/product-rules.md §7.2: analytics
 * loading uses the segment write key). Only the tracker calls it, and the tracker sends nothing
 * before consent, so Segment loads only after consent. The queue below stands in for
 * analytics.js until it arrives, as Segment's own loader does, without an inline script: the
 * library reads the calls waiting in `window.analytics` and its write key from its own URL.
 */
import { addScript } from './add-script';

type Call = [string, ...unknown[]];
type SegmentQueue = Call[] & Record<string, unknown>;

declare global {
    interface Window {
        analytics?: SegmentQueue;
    }
}

/** The calls the product makes (the event types of docs/product-rules.md §3.8; screen is never sent). */
export type SegmentMethod = 'alias' | 'group' | 'identify' | 'page' | 'track';
const QUEUED_METHODS = ['alias', 'group', 'identify', 'page', 'track', 'ready', 'reset', 'setAnonymousId'];

export function segmentScriptUrl(writeKey: string): string {
    return `https://cdn.segment.com/analytics.js/v1/${encodeURIComponent(writeKey)}/analytics.min.js`;
}

function segment(writeKey: string): SegmentQueue {
    if (window.analytics) return window.analytics;
    const queue = [] as unknown as SegmentQueue;
    for (const method of QUEUED_METHODS) {
        queue[method] = (...args: unknown[]) => {
            queue.push([method, ...args]);
            return queue;
        };
    }
    queue._writeKey = writeKey;
    window.analytics = queue;
    addScript(segmentScriptUrl(writeKey));
    return queue;
}

/** Passes one call to Segment, loading analytics.js with the first. */
export function sendToSegment(writeKey: string, method: SegmentMethod, args: unknown[]): void {
    const analytics = segment(writeKey);
    const call = analytics[method];
    if (typeof call === 'function') call.apply(analytics, args);
}
