/**
 * Wires the event names of docs/product-rules.md §7.7 to what the visitor does: outbound links, search, subscribe (an
 * address the server accepts), language switch, attachment downloads and media play. Islands
 * send their own events through the analytics context (browser/analytics/context.tsx); a page's
 * own scripts can ask for an event, identify, alias or group call with a `newsroom:analytics`
 * event on document.
 */
import { checkSubscribeEmail } from '../../domain/subscribe-email';
import type { Tracker } from './tracker';

export const EVENTS = {
    outboundLinkClick: 'Outbound link click',
    search: 'Search',
    subscribeFormSubmit: 'Subscribe form submit',
    switchLanguage: 'Switch language',
    attachmentDownload: 'Attachment download',
    mediaPlay: 'Media play',
} as const;

function hostOf(url: string): string | null {
    try {
        return new URL(url, location.href).host;
    } catch {
        return null;
    }
}

/**
 * What a page's own scripts ask for with a `newsroom:analytics` event: a tracked event by
 * default, or an identify, alias or group call.
 */
interface AnalyticsRequest {
    type?: unknown;
    event?: unknown;
    properties?: Record<string, unknown>;
    userId?: unknown;
    previousId?: unknown;
    groupId?: unknown;
    traits?: Record<string, unknown>;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

function routeRequest(tracker: Tracker, request: AnalyticsRequest): void {
    const userId = text(request.userId);
    if (request.type === 'alias' && userId) tracker.alias(userId, text(request.previousId));
    else if (request.type === 'group' && text(request.groupId)) tracker.group(text(request.groupId)!, request.traits);
    else if (request.type === 'identify' && userId) tracker.identify(userId, request.traits);
    else if (text(request.event)) tracker.track(text(request.event)!, request.properties ?? {});
}

/**
 * The form posts to our server, which refuses an address it cannot use and shows the form again;
 * only a submission it accepts is a subscription. The browser applies the server's own rule.
 */
function serverAccepts(form: HTMLFormElement): boolean {
    const values = new FormData(form).getAll('email');
    return values.length === 1 && typeof values[0] === 'string' && 'email' in checkSubscribeEmail(values[0]);
}

export function wireEvents(tracker: Tracker, assetsCdnUrl: string): void {
    const cdnHost = hostOf(assetsCdnUrl);

    document.addEventListener(
        'click',
        (event) => {
            const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[href]');
            if (!link) return;
            if (link.matches('[data-attachment]')) {
                tracker.track(EVENTS.attachmentDownload, { file_uuid: link.dataset.attachment, href: link.href });
                return;
            }
            if (link.closest('.language-switcher') && link.getAttribute('aria-current') !== 'true') {
                tracker.track(EVENTS.switchLanguage, { code: link.hreflang || link.lang, href: link.href });
                return;
            }
            const url = new URL(link.href, location.href);
            if (!/^https?:$/.test(url.protocol)) return;
            if (url.host !== location.host && url.host !== cdnHost) {
                tracker.track(EVENTS.outboundLinkClick, { href: url.href });
            }
        },
        { capture: true },
    );

    document.addEventListener('submit', (event) => {
        const form = event.target;
        if (form instanceof HTMLFormElement && form.matches('.subscribe__form') && serverAccepts(form))
            tracker.track(EVENTS.subscribeFormSubmit);
    });

    document.addEventListener('newsroom:analytics', (event) => {
        const detail = (event as CustomEvent<AnalyticsRequest | null>).detail;
        if (detail) routeRequest(tracker, detail);
    });

    const searched = document.querySelector<HTMLElement>('[data-analytics-event="Search"]');
    if (searched) tracker.track(EVENTS.search, { query: searched.dataset.analyticsQuery ?? '' });

    // Clicking into an embedded player moves focus into its iframe: the window loses focus.
    const played = new WeakSet<Element>();
    window.addEventListener('blur', () => {
        const frame = document.activeElement;
        if (frame instanceof HTMLIFrameElement && !played.has(frame) && frame.closest('.content-embed')) {
            played.add(frame);
            tracker.track(EVENTS.mediaPlay, { src: frame.src });
        }
    });
}
