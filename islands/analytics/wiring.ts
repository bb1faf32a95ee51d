/**
 * Wires the SPEC §7 event names to what the visitor does: outbound links, search, subscribe,
 * language switch, attachment downloads and media play. Islands send their own events through
 * the analytics context (islands/analytics/context.tsx), not through this wiring.
 */
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
        if ((event.target as Element | null)?.matches?.('.subscribe__form')) tracker.track(EVENTS.subscribeFormSubmit);
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
