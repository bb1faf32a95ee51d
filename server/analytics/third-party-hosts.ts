import { type ConsentTool, consentTool } from '../../domain/consent/consent-tool';
import type { Newsroom } from '../../domain/content';
import type { Config } from '../config/config';

export interface ExtraHosts {
    scriptSrc: string[];
    styleSrc: string[];
    connectSrc: string[];
    frameSrc: string[];
    imgSrc: string[];
}

const originOf = (url: string): string | null => {
    try {
        return new URL(url).origin;
    } catch {
        return null;
    }
};

/**
 * The outside hosts the analytics island and the consent tool may load from, for the
 * Content-Security-Policy: only those of features the newsroom has configured, and none when
 * tracking is disabled.
 */
export function thirdPartyHosts(newsroom: Newsroom, config: Config): ExtraHosts {
    const hosts: ExtraHosts = { scriptSrc: [], styleSrc: [], connectSrc: [], frameSrc: [], imgSrc: [] };
    if (newsroom.tracking_policy === 'disabled') return hosts;
    if (newsroom.is_plausible_enabled && newsroom.plausible_site_id) {
        const plausible = originOf(config.PLAUSIBLE_SCRIPT_URL);
        if (plausible) {
            hosts.scriptSrc.push(plausible);
            hosts.connectSrc.push(plausible);
        }
    }
    // Segment's analytics.js, its settings (both on the CDN) and its tracking API.
    if (newsroom.segment_analytics_id) {
        hosts.scriptSrc.push('https://cdn.segment.com');
        hosts.connectSrc.push('https://cdn.segment.com', 'https://api.segment.io');
    }
    if (newsroom.google_analytics_id) {
        hosts.scriptSrc.push('https://www.googletagmanager.com');
        hosts.connectSrc.push(
            'https://www.google-analytics.com',
            'https://*.google-analytics.com',
            'https://*.analytics.google.com',
            'https://www.googletagmanager.com',
        );
        hosts.imgSrc.push('https://www.google-analytics.com', 'https://www.googletagmanager.com');
        hosts.frameSrc.push('https://www.googletagmanager.com');
    }
    const tool = consentTool(newsroom.onetrust_cookie_consent);
    if (tool) addConsentToolHosts(hosts, tool);
    return hosts;
}

/**
 * OneTrust (OneTrust's "Configuring a Content Security Policy with OneTrust CDN"): the host of
 * the snippet's scripts, which also serves the banner's code, settings (fetched) and logos;
 * geolocation.onetrust.com, whose answer says which rules apply and arrives as a script; and
 * privacyportal.onetrust.com, where consent is logged. The banner styles itself with inline
 * `<style>` elements and `style` attributes, which OneTrust's guide says need `'unsafe-inline'`
 * (or a per-request nonce, which would defeat the page cache) in `style-src`: without it the
 * banner shows unstyled on top of the page. So a newsroom that configured OneTrust gets
 * inline styles, never inline scripts; every other newsroom keeps `style-src 'self'`
 * (decision 17).
 */
function addConsentToolHosts(hosts: ExtraHosts, tool: ConsentTool) {
    const origins = [...new Set(tool.scripts.map((script) => new URL(script.src).origin))];
    hosts.scriptSrc.push(...origins, 'https://geolocation.onetrust.com');
    hosts.styleSrc.push(...origins, "'unsafe-inline'");
    hosts.connectSrc.push(...origins, 'https://geolocation.onetrust.com', 'https://privacyportal.onetrust.com');
    hosts.imgSrc.push(...origins);
}
