import { createSiteUrls, type SiteUrls } from '../../domain/urls';
import type { ContentSnapshot } from './content-snapshot';

export interface SiteAddress {
    basePath: string;
    siteUrl: string;
}

const made = new WeakMap<ContentSnapshot, Map<string, SiteUrls>>();

/**
 * The site's addresses over a snapshot, its languages' URL prefixes included: what a page's
 * edition, the change announcements and the fediverse build their links with. Made once per
 * snapshot and site address.
 */
export function siteUrlsOf(snapshot: ContentSnapshot, site: SiteAddress): SiteUrls {
    let bySite = made.get(snapshot);
    if (!bySite) {
        bySite = new Map();
        made.set(snapshot, bySite);
    }
    const key = `${site.basePath}\n${site.siteUrl}`;
    let urls = bySite.get(key);
    if (!urls) {
        urls = createSiteUrls({
            basePath: site.basePath,
            siteUrl: site.siteUrl,
            urlPrefix: (code) => snapshot.languages.urlPrefix(code),
            isLanguagePrefix: (segment) => snapshot.languages.matchUrlPrefix(segment) !== null,
        });
        bySite.set(key, urls);
    }
    return urls;
}
