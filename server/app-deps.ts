import type { i18n } from 'i18next';
import type { PageCache } from './cache/page-cache';
import type { Config } from './config';
import type { ContentSource } from './content/content-source';
import type { Logger } from './logger';
import type { AssetManifest } from './render/assets';
import type { SearchBackend } from './search/search-backend';

/** What createApp needs. main.ts builds the real ones; tests pass their own. */
export interface AppDeps {
    config: Config;
    logger: Logger;
    content: ContentSource;
    i18n: i18n;
    assets: AssetManifest;
    /** Story search (embedded by default, Meilisearch or Algolia: SEARCH_BACKEND). */
    search: SearchBackend;
    /** Rendered responses by URL; createApp makes one (PAGE_CACHE_ENTRIES) when not given. */
    pageCache?: PageCache;
    /** Rendered search result pages by URL, apart from the page cache; createApp makes one. */
    searchCache?: PageCache;
    /** URLs per sitemap part (default 45,000); tests lower it to reach /sitemap-N.xml. */
    sitemapPartSize?: number;
}
