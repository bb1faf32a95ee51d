/**
 * Sends one analytics event of docs/product-rules.md §3.8 ({type, writeKey, prezly: {newsroom, story, gallery,
 * tracking_policy}}) with navigator.sendBeacon to `{host}/track/a|g|i|p|t`, and the same call to
 * Segment when the newsroom has a Segment key. Consent is the tracker's business (tracker.ts).
 */
import type { AnalyticsSettings } from '../privacy-settings';
import type { SegmentMethod } from './segment';

export type EventType = 'alias' | 'group' | 'identify' | 'page' | 'track' | 'screen';

/** The routes of docs/product-rules.md §7.2; screen events are never sent. */
const ROUTES: Partial<Record<EventType, string>> = { alias: 'a', group: 'g', identify: 'i', page: 'p', track: 't' };

export interface Payload {
    event?: string;
    properties?: Record<string, unknown>;
    userId?: string;
    traits?: Record<string, unknown>;
    /** alias: the id the visitor had before `userId`. */
    previousId?: string;
    /** group: the group (company, account) the visitor belongs to. */
    groupId?: string;
}

/**
 * segment.ts is imported with the first call, so a newsroom without a Segment key never downloads
 * it. Calls wait on the one import in the order they were made.
 */
let segment: Promise<typeof import('./segment')> | null = null;

function toSegment(writeKey: string, method: SegmentMethod, args: unknown[]) {
    segment ??= import('./segment');
    segment
        .then(({ sendToSegment }) => sendToSegment(writeKey, method, args))
        .catch((error) => console.error('Error while loading Analytics', error));
}

export function sendEvent(settings: AnalyticsSettings, type: EventType, payload: Payload, anonymousId: string): void {
    const route = ROUTES[type];
    if (!route) return;
    // docs/product-rules.md §7.2: Segment gets the same calls, with its own key, when the newsroom has one.
    if (settings.segmentWriteKey)
        toSegment(settings.segmentWriteKey, type as SegmentMethod, segmentArguments(type as SegmentMethod, payload));
    const url = `${settings.host}/track/${route}`;
    const event = {
        type,
        writeKey: settings.writeKey,
        ...payload,
        anonymousId,
        timestamp: new Date().toISOString(),
        context: {
            library: { name: 'newsroom-analytics', version: settings.pluginVersion },
            locale: document.documentElement.lang,
            page: {
                path: location.pathname,
                url: location.href,
                title: document.title,
                referrer: document.referrer,
            },
        },
        prezly: {
            newsroom: settings.newsroom,
            story: settings.story,
            gallery: settings.gallery,
            tracking_policy: settings.trackingPolicy,
        },
    };
    const body = JSON.stringify(event);
    if (!navigator.sendBeacon?.(url, body)) {
        void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(
            () => {},
        );
    }
}

/** The arguments analytics.js takes for each call, from our payload. */
function segmentArguments(type: SegmentMethod, payload: Payload): unknown[] {
    switch (type) {
        case 'alias':
            return [payload.userId, payload.previousId];
        case 'group':
            return [payload.groupId, payload.traits ?? {}];
        case 'identify':
            return [payload.userId, payload.traits ?? {}];
        case 'page':
            return [payload.properties ?? {}];
        case 'track':
            return [payload.event, payload.properties ?? {}];
    }
}
