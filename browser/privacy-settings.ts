import type { TrackingPolicy } from '../domain/consent/consent-state';
import type { ConsentTool } from '../domain/consent/consent-tool';

/** How consent is asked and kept (SPEC §2, §4): props of the consent islands, part of the analytics settings. */
export interface ConsentSettings {
    trackingPolicy: TrackingPolicy;
    /** The third-party consent tool (OneTrust), when the newsroom uses one: its scripts, read on the server. */
    thirdPartyTool: ConsentTool | null;
}

/** Settings of the analytics module (SPEC §3, §7). */
export interface AnalyticsSettings extends ConsentSettings {
    newsroom: string;
    /** SPEC §7: the product's own analytics plugin uses the newsroom uuid as its write key. */
    writeKey: string;
    /** The newsroom's `segment_analytics_id`: Segment analytics loads with it (after consent). */
    segmentWriteKey: string | null;
    pluginVersion: string;
    /**
     * Where beacons go: `{host}/track/a|g|i|p|t` and `{host}/recipients`. Our own collector is a
     * path (`/analytics`), so the browser calls it on the page's own origin.
     */
    host: string;
    assetsCdnUrl: string;
    story: string | null;
    gallery: string | null;
    plausible: { src: string; domain: string } | null;
    googleAnalyticsId: string | null;
}
