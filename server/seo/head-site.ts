import type { EditionCache } from '../../views/edition-cache';
import type { SiteContextValue } from '../../views/site-context';

/**
 * What the head is made from: the page's site context, as its views read it, and its edition's
 * caches, so that the JSON-LD every page of a language writes unchanged (the organization, the
 * website, a contacts list) is made once per content version (`cache.sharedData`).
 */
export interface HeadSite extends SiteContextValue {
    readonly cache: EditionCache;
}

/** The head's view of a request: its site context with its edition's caches. */
export function headSiteOf(context: { site: SiteContextValue; edition: { cache: EditionCache } }): HeadSite {
    return { ...context.site, cache: context.edition.cache };
}
