import { createContext, useContext } from 'react';
import type { HydrationStrategy } from '../browser/runtime/island-marker';
import type { Memo } from '../domain/memo';

/** Markup rendered once and shared by the pages of one site version and language. */
export interface SharedHtml {
    html: string;
    /** The islands inside it, so that every page that shows it loads their code. */
    islands: [string, HydrationStrategy][];
}

/**
 * What is made once per site edition (one content version) and reused by its pages: caches, not
 * facts, so apart from the site context views read (site-context.tsx). Keys start with the
 * page's languageCode. Made by server/request-scope/site-edition.ts, given by SiteRoot.
 */
export interface EditionCache {
    /** Markup rendered once for this content version (components/SharedMarkup.tsx), by language and part. */
    sharedMarkup: Memo<SharedHtml>;
    /**
     * Data made once for this content version, by language and name: what every page of a language
     * writes unchanged as JSON (the company's JSON-LD, site-wide island props). Made with
     * `sharedJsonData` (components/JsonScript.tsx), so its JSON is written once too.
     */
    sharedData: Memo<object>;
}

const EditionCacheContext = createContext<EditionCache | null>(null);

export const EditionCacheProvider = EditionCacheContext.Provider;

/** The edition's caches; outside SiteRoot there are none, and that is an error. */
export function useEditionCache(): EditionCache {
    const cache = useContext(EditionCacheContext);
    if (!cache) throw new Error('useEditionCache() must be used inside <EditionCacheProvider>');
    return cache;
}
