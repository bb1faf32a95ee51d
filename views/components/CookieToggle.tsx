import { useSite } from '../site-context';

/**
 * SPEC §2 cookie-consent link: a toggle labelled 'Start using cookies' or 'Stop using cookies'.
 * Consent lives in the browser (pages are the same for every visitor), so the server renders
 * both buttons hidden and the cookie-consent island shows the one that fits and wires it up.
 */
export function CookieToggle({ className }: { className?: string }) {
    const { t } = useSite();
    return (
        <div
            className={`cookie-toggle${className ? ` ${className}` : ''}`}
            data-cookie-toggle=""
            data-start-label={t('consent.startUsingCookies')}
            data-stop-label={t('consent.stopUsingCookies')}
        >
            <button type="button" className="cookie-toggle__button" data-cookie-action="start" hidden>
                {t('consent.startUsingCookies')}
            </button>
            <button type="button" className="cookie-toggle__button" data-cookie-action="stop" hidden>
                {t('consent.stopUsingCookies')}
            </button>
        </div>
    );
}
