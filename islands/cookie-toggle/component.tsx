import { setConsent } from '../../browser/consent/consent-store';
import { useConsent } from '../../browser/consent/use-consent';
import type { ConsentSettings } from '../../browser/privacy-settings';

export interface CookieToggleProps {
    settings: ConsentSettings;
    labels: { start: string; stop: string };
    className?: string;
}

/**
 * The cookie-consent link of docs/product-rules.md §2.11: a toggle labelled 'Start using cookies'
 * or 'Stop using cookies'. Consent lives in the browser, so both are hidden until the island knows
 * which fits; in third-party tool mode the click opens the tool's panel (consent-store).
 */
export default function CookieToggleButtons({ settings, labels, className }: CookieToggleProps) {
    const consent = useConsent(settings);
    const allowed = consent === null ? null : consent.thirdPartyTool ? consent.decided : consent.current;
    return (
        <div className={`cookie-toggle${className ? ` ${className}` : ''}`} data-cookie-toggle="">
            <button
                type="button"
                className="cookie-toggle__button"
                hidden={consent === null || allowed === true}
                onClick={() => setConsent(true)}
            >
                {labels.start}
            </button>
            <button
                type="button"
                className="cookie-toggle__button"
                hidden={consent === null || allowed !== true}
                onClick={() => setConsent(false)}
            >
                {labels.stop}
            </button>
        </div>
    );
}
