import { consentBarIsland } from '../../islands/consent-bar/island';
import type { AnalyticsSettings } from '../../islands/privacy-settings';
import { ClientModule, Island } from '../islands/Island';
import { useSite } from '../site-context';
import { consentSettings } from './consent-settings';

/** docs/product-rules.md §7.2: the version of the product's own analytics plugin. */
const ANALYTICS_PLUGIN_VERSION = '3.0.0';

export interface PageAnalyticsIds {
    story?: string;
    gallery?: string;
}

/**
 * The consent-bar island, on every page of a newsroom that tracks and asks with our own bar. It
 * is rendered hidden (pages are the same for every visitor); the island runtime shows it when the
 * conditions of docs/product-rules.md §2.10 hold in the browser. The layout places it right after the skip link, so the
 * bar is the first thing keyboard and screen-reader users meet. Not rendered with the tracking
 * policy disabled (no bar, no cookie) nor when a third-party consent tool asks instead (docs/product-rules.md §2.10).
 */
export function ConsentBarIsland() {
    const site = useSite();
    const { t, newsroom } = site;
    if (newsroom.tracking_policy === 'disabled') return null;
    const consent = consentSettings(site);
    if (consent.thirdPartyTool) return null;
    const labels = {
        title: t('consent.title'),
        description: t('consent.description'),
        accept: t('consent.accept'),
        reject: t('consent.reject'),
    };
    return <Island island={consentBarIsland} props={{ settings: consent, labels }} />;
}

/** The analytics module, on every page of a newsroom that tracks: no script when the policy is disabled. */
export function AnalyticsModule({ ids = {} }: { ids?: PageAnalyticsIds }) {
    const site = useSite();
    const { newsroom } = site;
    if (newsroom.tracking_policy === 'disabled') return null;
    const analytics: AnalyticsSettings = {
        ...consentSettings(site),
        newsroom: newsroom.uuid,
        writeKey: newsroom.uuid,
        segmentWriteKey: newsroom.segment_analytics_id || null,
        pluginVersion: ANALYTICS_PLUGIN_VERSION,
        host: site.analyticsUrl,
        assetsCdnUrl: site.assetsCdnUrl,
        story: ids.story ?? null,
        gallery: ids.gallery ?? null,
        plausible:
            newsroom.is_plausible_enabled && newsroom.plausible_site_id
                ? {
                      src: site.plausibleScriptUrl,
                      domain: `${newsroom.plausible_site_id},${site.plausibleRollupDomain}`,
                  }
                : null,
        googleAnalyticsId: newsroom.google_analytics_id,
    };
    return <ClientModule name="analytics" settings={analytics} />;
}
