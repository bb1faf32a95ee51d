/**
 * Builds the analytics events of SPEC §3 ({type, writeKey, prezly: {newsroom, story, gallery,
 * tracking_policy}}) and sends them with navigator.sendBeacon to `{host}/track/a|g|i|p|t`.
 * Nothing leaves the browser before consent is true: events wait in memory and are sent once
 * consent is granted (dropped if it is refused). With the consent-to-identify policy an
 * identify call made before consent is kept as a deferred identity in localStorage and
 * replayed once consent is granted (SPEC §4).
 */
import type { ConsentState } from '../../domain/consent/consent-state';
import type { AnalyticsSettings } from '../privacy-settings';
import { type SegmentMethod, sendToSegment } from './segment';

export type EventType = 'alias' | 'group' | 'identify' | 'page' | 'track' | 'screen';

/** SPEC §7 routes; screen events are never sent. */
const ROUTES: Partial<Record<EventType, string>> = { alias: 'a', group: 'g', identify: 'i', page: 'p', track: 't' };

export const DEFERRED_IDENTITY_KEY = 'newsroom:deferred-identity';
const ANONYMOUS_ID_KEY = 'newsroom:anonymous-id';

export interface DeferredIdentity {
    userId: string;
    traits: Record<string, unknown>;
}

interface Payload {
    event?: string;
    properties?: Record<string, unknown>;
    userId?: string;
    traits?: Record<string, unknown>;
    /** alias: the id the visitor had before `userId`. */
    previousId?: string;
    /** group: the group (company, account) the visitor belongs to. */
    groupId?: string;
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

function storage(): Storage | null {
    try {
        return window.localStorage;
    } catch {
        return null;
    }
}

function randomId(): string {
    return crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function createTracker(settings: AnalyticsSettings, getConsent: () => ConsentState) {
    let pending: { type: EventType; payload: Payload }[] = [];
    let anonymousId = randomId();

    function send(type: EventType, payload: Payload) {
        const route = ROUTES[type];
        if (!route) return;
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
        // SPEC §7: Segment gets the same calls, with its own key, when the newsroom has one.
        if (settings.segmentWriteKey) {
            sendToSegment(
                settings.segmentWriteKey,
                type as SegmentMethod,
                segmentArguments(type as SegmentMethod, payload),
            );
        }
        const url = `${settings.host}/track/${route}`;
        const body = JSON.stringify(event);
        if (!navigator.sendBeacon?.(url, body)) {
            void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(
                () => {},
            );
        }
    }

    function enqueue(type: EventType, payload: Payload) {
        const consent = getConsent();
        if (consent === true) send(type, payload);
        else if (consent === null) pending.push({ type, payload });
    }

    return {
        page() {
            enqueue('page', { properties: { path: location.pathname, url: location.href, title: document.title } });
        },
        track(event: string, properties: Record<string, unknown> = {}) {
            enqueue('track', { event, properties });
        },
        identify(userId: string, traits: Record<string, unknown> = {}) {
            if (settings.trackingPolicy === 'consent-to-identify' && getConsent() !== true) {
                const deferred: DeferredIdentity = { userId, traits };
                storage()?.setItem(DEFERRED_IDENTITY_KEY, JSON.stringify(deferred));
                return;
            }
            enqueue('identify', { userId, traits });
        },
        /** Links the visitor's new id to the one they had (SPEC §7 `/track/a`). */
        alias(userId: string, previousId?: string) {
            enqueue('alias', { userId, previousId: previousId ?? anonymousId });
        },
        /** Puts the visitor in a group, e.g. their publication (SPEC §7 `/track/g`). */
        group(groupId: string, traits: Record<string, unknown> = {}) {
            enqueue('group', { groupId, traits });
        },
        /** Consent changed: send what waited (or drop it) and replay a deferred identity. */
        consentChanged(consent: ConsentState) {
            if (consent === null) return;
            const waiting = pending;
            pending = [];
            if (consent !== true) return;
            const store = storage();
            const saved = store?.getItem(ANONYMOUS_ID_KEY);
            if (saved) anonymousId = saved;
            else store?.setItem(ANONYMOUS_ID_KEY, anonymousId);
            for (const { type, payload } of waiting) send(type, payload);
            const deferred = store?.getItem(DEFERRED_IDENTITY_KEY);
            if (deferred) {
                store?.removeItem(DEFERRED_IDENTITY_KEY);
                try {
                    const identity = JSON.parse(deferred) as DeferredIdentity;
                    if (typeof identity.userId === 'string')
                        send('identify', { userId: identity.userId, traits: identity.traits ?? {} });
                } catch {
                    // A damaged entry is dropped: nothing to replay.
                }
            }
        },
    };
}

export type Tracker = ReturnType<typeof createTracker>;
