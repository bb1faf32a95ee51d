import { consentBarIsland } from '../../islands/consent-bar/island';
import type { AnalyticsSettings } from '../../islands/privacy-settings';
import { ClientModule, Island } from '../islands/Island';
import { useSite } from '../site-context';
import { consentSettings } from './consent-settings';

/** SPEC §7: the version of the product's own analytics plugin. */
const ANALYTICS_PLUGIN_VERSION = '3.0.0';

export interface PageAnalyticsIds {
    story?: string;
    gallery?: string;
}

/**
 * The consent-bar island and the analytics module, on every page of a newsroom that tracks. The
 * bar is rendered hidden (pages are the same for every visitor); the island shows it only when
 * the SPEC §2 conditions hold in the browser. With the tracking policy disabled neither is
 * rendered: no bar, no cookie, no script.
 */
export function PrivacyIslands({ ids = {} }: { ids?: PageAnalyticsIds }) {
    const site = useSite();
    const { t, newsroom } = site;
    if (newsroom.tracking_policy === 'disabled') return null;
    const consent = consentSettings(site);
    const analytics: AnalyticsSettings = {
        ...consent,
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
    const labels = {
        title: t('consent.title'),
        description: t('consent.description'),
        accept: t('consent.accept'),
        reject: t('consent.reject'),
    };
    return (
        <>
            {/* SPEC §2: with a third-party consent tool our bar never shows, so it is not rendered. */}
            {consent.thirdPartyTool ? null : <Island island={consentBarIsland} props={{ settings: consent, labels }} />}
            <ClientModule name="analytics" settings={analytics} />
        </>
    );
}
