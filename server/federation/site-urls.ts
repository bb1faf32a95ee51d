import { createSiteUrls, type SiteUrls } from '../../domain/urls';
import type { ContentSnapshot } from '../content/content-snapshot';

export interface SiteAddress {
    basePath: string;
    siteUrl: string;
}

const made = new WeakMap<ContentSnapshot, SiteUrls>();

/** The site's addresses in a snapshot (its languages' prefixes), made once per snapshot. */
export function siteUrlsOf(snapshot: ContentSnapshot, site: SiteAddress): SiteUrls {
    let urls = made.get(snapshot);
    if (!urls) {
        urls = createSiteUrls({
            ...site,
            urlPrefix: (code) => snapshot.languages.urlPrefix(code),
            isLanguagePrefix: (segment) => snapshot.languages.matchUrlPrefix(segment) !== null,
        });
        made.set(snapshot, urls);
    }
    return urls;
}
