import { useRef } from 'react';
import { consentBarVisible } from '../../browser/consent/consent-bar-visibility';
import { setConsent } from '../../browser/consent/consent-store';
import { useConsent } from '../../browser/consent/use-consent';
import type { ConsentSettings } from '../../browser/privacy-settings';

export interface ConsentBarProps {
    settings: ConsentSettings;
    labels: { title: string; description: string; accept: string; reject: string };
}

/**
 * The cookie-consent bar (docs/product-rules.md §2.10): rendered hidden (pages are the same for every visitor), shown
 * by the island runtime when the page has loaded, analytics are enabled, cookies work, consent is
 * undecided and no third-party tool is used (browser/runtime/consent-bar.ts), and taken over by
 * this island once the visitor reaches for it. Accept and reject save the choice. It comes right
 * after the skip link, so keyboard and screen-reader users meet it before the page.
 */
export default function ConsentBarRegion({ settings, labels }: ConsentBarProps) {
    const consent = useConsent(settings);
    const bar = useRef<HTMLElement>(null);
    const visible = consent !== null && consentBarVisible(settings, consent.current);

    const decide = (value: boolean) => {
        const hadFocus = bar.current?.contains(document.activeElement);
        setConsent(value);
        // The bar disappears: keep keyboard users in the page rather than on <body>.
        if (hadFocus) document.getElementById('main')?.focus();
    };

    return (
        <section
            ref={bar}
            className="consent-bar"
            aria-labelledby="consent-bar-title"
            data-consent-bar=""
            hidden={!visible}
            // Hydration renders the server's `hidden` while the runtime may have shown the bar
            // already (browser/runtime/consent-bar.ts); the next render, from the consent store,
            // reaches the runtime's answer by the same rule.
            suppressHydrationWarning
        >
            <div className="container consent-bar__inner">
                <div className="consent-bar__text">
                    {/* Not a heading: the bar comes before the page's h1, whose outline it would
                        break; the region takes its name from this title. */}
                    <p className="consent-bar__title" id="consent-bar-title">
                        {labels.title}
                    </p>
                    <p className="consent-bar__description">{labels.description}</p>
                </div>
                <div className="consent-bar__actions">
                    <button type="button" className="button" onClick={() => decide(true)}>
                        {labels.accept}
                    </button>
                    <button type="button" className="button button--secondary" onClick={() => decide(false)}>
                        {labels.reject}
                    </button>
                </div>
            </div>
        </section>
    );
}
