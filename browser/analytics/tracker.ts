/**
 * The analytics calls islands make (page, track, identify, alias, group), held back until
 * consent: nothing leaves the browser before consent is true. Events wait in memory and are
 * sent once consent is granted (dropped if it is refused). A third-party tool's answer is never
 * a refusal here: OneTrust reports its groups without our category until the visitor opens it
 * and allows it, usually after the page view was recorded, so with the tool events keep
 * waiting for a later grant (and never leave without one). With the consent-to-identify policy
 * an identify call made before consent is kept as a deferred identity in localStorage and
 * replayed once consent is granted (docs/product-rules.md §4.3). Sending is send-event.ts.
 */
import type { ConsentState } from '../../domain/consent/consent-state';
import type { AnalyticsSettings } from '../privacy-settings';
import { type EventType, type Payload, sendEvent } from './send-event';

const DEFERRED_IDENTITY_KEY = 'newsroom:deferred-identity';
const ANONYMOUS_ID_KEY = 'newsroom:anonymous-id';
/** Events of one page that may wait for consent; a page makes a handful. */
const MAX_WAITING = 100;

interface DeferredIdentity {
    userId: string;
    traits: Record<string, unknown>;
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

/** The identity saved by an identify call made before consent, taken out of storage. */
function takeDeferredIdentity(store: Storage | null): DeferredIdentity | null {
    const deferred = store?.getItem(DEFERRED_IDENTITY_KEY);
    if (!deferred) return null;
    store?.removeItem(DEFERRED_IDENTITY_KEY);
    try {
        const identity = JSON.parse(deferred) as DeferredIdentity;
        return typeof identity.userId === 'string' ? { userId: identity.userId, traits: identity.traits ?? {} } : null;
    } catch {
        return null; // A damaged entry is dropped: nothing to replay.
    }
}

export function createTracker(settings: AnalyticsSettings, getConsent: () => ConsentState) {
    let pending: { type: EventType; payload: Payload }[] = [];
    let anonymousId = randomId();
    const send = (type: EventType, payload: Payload) => sendEvent(settings, type, payload, anonymousId);

    /** Our own `false` (the cookie, do-not-track, no cookies): what waits is dropped. */
    const refused = (consent: ConsentState) => consent === false && !settings.thirdPartyTool;

    function enqueue(type: EventType, payload: Payload) {
        const consent = getConsent();
        if (consent === true) send(type, payload);
        else if (!refused(consent) && pending.length < MAX_WAITING) pending.push({ type, payload });
    }

    /** Consent was granted: keep the anonymous id, send what waited, replay a deferred identity. */
    function startSending(waiting: typeof pending) {
        const store = storage();
        const saved = store?.getItem(ANONYMOUS_ID_KEY);
        if (saved) anonymousId = saved;
        else store?.setItem(ANONYMOUS_ID_KEY, anonymousId);
        for (const { type, payload } of waiting) send(type, payload);
        const identity = takeDeferredIdentity(store);
        if (identity) send('identify', { userId: identity.userId, traits: identity.traits });
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
        /** Links the visitor's new id to the one they had (docs/product-rules.md §7.2 `/track/a`). */
        alias(userId: string, previousId?: string) {
            enqueue('alias', { userId, previousId: previousId ?? anonymousId });
        },
        /** Puts the visitor in a group, e.g. their publication (docs/product-rules.md §7.2 `/track/g`). */
        group(groupId: string, traits: Record<string, unknown> = {}) {
            enqueue('group', { groupId, traits });
        },
        /** Consent changed: send what waited (or drop it on a refusal) and replay a deferred identity. */
        consentChanged(consent: ConsentState) {
            if (consent === true) {
                const waiting = pending;
                pending = [];
                startSending(waiting);
            } else if (refused(consent)) {
                pending = [];
            }
        },
    };
}

export type Tracker = ReturnType<typeof createTracker>;
