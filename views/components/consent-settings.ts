import type { ConsentSettings } from '../../islands/privacy-settings';
import type { SiteContextValue } from '../site-context';

/** How this newsroom asks for and keeps consent (SPEC §2, §4), for the consent islands. */
export function consentSettings({ newsroom }: SiteContextValue): ConsentSettings {
    const tool = newsroom.onetrust_cookie_consent;
    return {
        trackingPolicy: newsroom.tracking_policy,
        thirdPartyTool: tool.is_enabled && tool.script ? { script: tool.script, category: tool.category } : null,
    };
}
