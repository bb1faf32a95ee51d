import type { AnalyticsSettings, ConsentSettings } from '../../islands/privacy-settings';
import { Island } from '../islands/Island';
import { useSite } from '../site-context';

/** SPEC §7: the version of the product's own analytics plugin. */
export const ANALYTICS_PLUGIN_VERSION = '3.0.0';

export interface PageAnalyticsIds {
    story?: string;
    gallery?: string;
}

/**
 * The consent bar and the analytics island, on every page of a newsroom that tracks. The bar is
 * rendered hidden (pages are the same for every visitor); the consent island shows it only when
 * the SPEC §2 conditions hold in the browser. With the tracking policy disabled neither is
 * rendered: no bar, no cookie, no script.
 */
export function PrivacyIslands({ ids = {} }: { ids?: PageAnalyticsIds }) {
    const site = useSite();
    const { t, newsroom } = site;
    if (newsroom.tracking_policy === 'disabled') return null;
    const tool = newsroom.onetrust_cookie_consent;
    const consent: ConsentSettings = {
        trackingPolicy: newsroom.tracking_policy,
        thirdPartyTool: tool.is_enabled && tool.script ? { script: tool.script, category: tool.category } : null,
    };
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
    return (
        <>
            <Island name="consent" hydrate="idle" props={consent}>
                <section className="consent-bar" aria-labelledby="consent-bar-title" data-consent-bar="" hidden>
                    <div className="container consent-bar__inner">
                        <div className="consent-bar__text">
                            <h2 className="consent-bar__title" id="consent-bar-title">
                                {t('consent.title')}
                            </h2>
                            <p>{t('consent.description')}</p>
                        </div>
                        <div className="consent-bar__actions">
                            <button type="button" className="button" data-consent-accept="">
                                {t('consent.accept')}
                            </button>
                            <button type="button" className="button button--secondary" data-consent-reject="">
                                {t('consent.reject')}
                            </button>
                        </div>
                    </div>
                </section>
            </Island>
            <Island name="analytics" hydrate="idle" props={analytics}>
                {null}
            </Island>
        </>
    );
}
