import type { TrackingPolicy } from '../domain/consent/consent-state';
import type { ConsentTool } from '../domain/consent/consent-tool';

/** How consent is asked and kept (docs/product-rules.md §2.10, §4.3–§4.5): the consent islands' props. */
export interface ConsentSettings {
    trackingPolicy: TrackingPolicy;
    /** The third-party consent tool (OneTrust), when the newsroom uses one: its scripts, read on the server. */
    thirdPartyTool: ConsentTool | null;
}

/** Settings of the analytics module (docs/product-rules.md §3.8, §7.2–§7.4). */
export interface AnalyticsSettings extends ConsentSettings {
    newsroom: string;
    /** docs/product-rules.md §7.2: the product's own analytics plugin uses the newsroom uuid as its write key. */
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
