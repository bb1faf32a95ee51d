import type { ConsentSettings } from '../../browser/privacy-settings';
import { consentTool } from '../../domain/consent/consent-tool';
import type { SiteContextValue } from '../site-context';

/** How this newsroom asks for and keeps consent (docs/product-rules.md §2.10, §4.3–§4.5), for consent islands. */
export function consentSettings({ settings: { newsroom } }: Pick<SiteContextValue, 'settings'>): ConsentSettings {
    return {
        trackingPolicy: newsroom.tracking_policy,
        // The lenient policy asks nobody, the third-party tool neither (as in Prezly's theme).
        thirdPartyTool: newsroom.tracking_policy === 'lenient' ? null : consentTool(newsroom.onetrust_cookie_consent),
    };
}
