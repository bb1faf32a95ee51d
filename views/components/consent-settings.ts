import type { ConsentSettings } from '../../browser/privacy-settings';
import { consentTool } from '../../domain/consent/consent-tool';
import type { SiteContextValue } from '../site-context';

/** How this newsroom asks for and keeps consent (SPEC §2, §4), for the consent islands. */
export function consentSettings({ newsroom }: SiteContextValue): ConsentSettings {
    return {
        trackingPolicy: newsroom.tracking_policy,
        thirdPartyTool: consentTool(newsroom.onetrust_cookie_consent),
    };
}
