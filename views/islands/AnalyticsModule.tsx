import type { AnalyticsSettings } from '../../browser/privacy-settings';
import { consentSettings } from './consent-settings';
import { defineBrowserModule } from './define-island';

/** docs/product-rules.md §7.2: the version of the product's own analytics plugin. */
const ANALYTICS_PLUGIN_VERSION = '3.0.0';

export interface PageAnalyticsIds {
    story?: string;
    gallery?: string;
}

/**
 * The analytics module (browser/analytics/), on every page of a newsroom that tracks: its
 * settings for the page, which the runtime starts it with. No script when the policy is disabled.
 */
export const AnalyticsModule = defineBrowserModule({
    name: 'analytics',
    entry: 'browser/analytics/analytics-module.ts',
    settings: (site, { ids = {} }: { ids?: PageAnalyticsIds }): AnalyticsSettings | null => {
        const { newsroom } = site.settings;
        if (newsroom.tracking_policy === 'disabled') return null;
        return {
            ...consentSettings(site),
            newsroom: newsroom.uuid,
            writeKey: newsroom.uuid,
            segmentWriteKey: newsroom.segment_analytics_id || null,
            pluginVersion: ANALYTICS_PLUGIN_VERSION,
            host: site.addresses.analyticsUrl,
            assetsCdnUrl: site.addresses.assetsCdnUrl,
            story: ids.story ?? null,
            gallery: ids.gallery ?? null,
            plausible:
                newsroom.is_plausible_enabled && newsroom.plausible_site_id
                    ? {
                          src: site.addresses.plausibleScriptUrl,
                          domain: `${newsroom.plausible_site_id},${site.addresses.plausibleRollupDomain}`,
                      }
                    : null,
            googleAnalyticsId: newsroom.google_analytics_id,
        };
    },
});
