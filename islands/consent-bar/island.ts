import { asksForConsent } from '../../domain/consent/consent-state';
import { consentSettings } from '../../views/islands/consent-settings';
import { defineIsland } from '../../views/islands/define-island';
import ConsentBarRegion from './component';

/**
 * `<ConsentBar />`, on every page of a newsroom that tracks and asks with our own bar
 * (docs/islands.md, Consent). It is rendered hidden (pages are the same for every visitor); the
 * island runtime shows it when the conditions of docs/product-rules.md §2.10 hold in the browser
 * (browser/runtime/consent-bar.ts), so a first visit shows the bar without loading React. The
 * layout places it right after the skip link, so the bar is the first thing keyboard and
 * screen-reader users meet. It wakes when the visitor reaches for it (pointer, focus, touch, key;
 * the click is replayed). Not rendered with the tracking policy disabled (no bar, no cookie) or lenient (consent taken), nor
 * when a third-party consent tool asks instead (docs/product-rules.md §2.10).
 */
export const ConsentBar = defineIsland({
    name: 'consent-bar',
    hydrate: 'interaction',
    bundle: 'consent',
    component: ConsentBarRegion,
    siteWide: true,
    props: (site) => {
        if (!asksForConsent(site.settings.newsroom.tracking_policy)) return null;
        const settings = consentSettings(site);
        if (settings.thirdPartyTool) return null;
        const { t } = site.language;
        const labels = {
            title: t('consent.title'),
            description: t('consent.description'),
            accept: t('consent.accept'),
            reject: t('consent.reject'),
        };
        return { settings, labels };
    },
});
