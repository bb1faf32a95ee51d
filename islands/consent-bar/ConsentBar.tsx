import { useRef } from 'react';
import { shouldShowConsentBar } from '../../domain/consent/consent-state';
import { setConsent } from '../consent/consent-store';
import { useConsent } from '../consent/use-consent';
import type { ConsentSettings } from '../privacy-settings';

export interface ConsentBarProps {
    settings: ConsentSettings;
    labels: { title: string; description: string; accept: string; reject: string };
}

/**
 * The cookie-consent bar (SPEC §2): rendered hidden (pages are the same for every visitor) and
 * shown once hydrated only when the page has loaded, analytics are enabled, cookies work,
 * consent is undecided and no third-party tool is used. Accept and reject save the choice.
 */
export function ConsentBar({ settings, labels }: ConsentBarProps) {
    const consent = useConsent(settings);
    const bar = useRef<HTMLElement>(null);
    const visible =
        consent !== null &&
        shouldShowConsentBar({
            pageLoaded: document.readyState !== 'loading',
            analyticsEnabled: settings.trackingPolicy !== 'disabled',
            cookiesSupported: navigator.cookieEnabled,
            consent: consent.current,
            usesThirdPartyTool: consent.thirdPartyTool,
        });

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
        >
            <div className="container consent-bar__inner">
                <div className="consent-bar__text">
                    <h2 className="consent-bar__title" id="consent-bar-title">
                        {labels.title}
                    </h2>
                    <p>{labels.description}</p>
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
