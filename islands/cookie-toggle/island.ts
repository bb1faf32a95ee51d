import { asksForConsent } from '../../domain/consent/consent-state';
import { consentSettings } from '../../views/islands/consent-settings';
import { defineIsland } from '../../views/islands/define-island';
import CookieToggleButtons from './component';

/**
 * `<CookieToggle />`, the cookie-consent link of docs/product-rules.md §2.11 ('Start using
 * cookies' / 'Stop using cookies') in the footer and on the cookie policy (docs/islands.md, Consent). Not rendered when the tracking
 * policy is disabled (there is no cookie to set) or lenient (consent is taken).
 */
export const CookieToggle = defineIsland({
    name: 'cookie-toggle',
    hydrate: 'visible',
    bundle: 'consent',
    component: CookieToggleButtons,
    props: (site, { className }: { className?: string }) =>
        !asksForConsent(site.settings.newsroom.tracking_policy)
            ? null
            : {
                  settings: consentSettings(site),
                  labels: {
                      start: site.language.t('consent.startUsingCookies'),
                      stop: site.language.t('consent.stopUsingCookies'),
                  },
                  className,
              },
});
