import { cookieToggleIsland } from '../../islands/cookie-toggle/island';
import { Island } from '../islands/Island';
import { useSite } from '../site-context';
import { consentSettings } from './consent-settings';

/**
 * The cookie-consent link of docs/product-rules.md §2.11, the cookie-toggle island
 * (islands/cookie-toggle/). Not rendered when the tracking policy is disabled: there is no cookie
 * to set.
 */
export function CookieToggle({ className }: { className?: string }) {
    const site = useSite();
    if (site.newsroom.tracking_policy === 'disabled') return null;
    const labels = { start: site.t('consent.startUsingCookies'), stop: site.t('consent.stopUsingCookies') };
    return <Island island={cookieToggleIsland} props={{ settings: consentSettings(site), labels, className }} />;
}
