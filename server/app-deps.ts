import type { i18n } from 'i18next';
import type { AnalyticsLog } from './analytics/analytics-log';
import type { ChangeBus } from './bus/change-bus';
import type { PageCache } from './cache/page-cache';
import type { AssetManifest } from './config/asset-manifest';
import type { Config } from './config/config';
import type { ContentSource } from './content/content-source';
import type { FederationService } from './federation/federation-service';
import type { RequestLimits } from './limits/request-limits';
import type { Logger } from './logger';
import type { CdnPurger } from './push/cdn/cdn-purger';
import type { ChangeAnnouncer } from './push/change-announcer';
import type { Outbox } from './push/outbox';
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
    /** Purges changed surrogate keys at the CDN (CDN_PURGE); none when not set. */
    cdnPurger?: CdnPurger | null;
    /**
     * Sends the purges and pushes, and keeps what a stop leaves unsent for the next start
     * (server/push/outbox.ts); createApp makes one that sends `cdnPurger`'s purges and keeps nothing when not given.
     */
    outbox?: Outbox;
    /** Tells the other processes of a content change (Redis, sibling workers); none when alone. */
    changeBus?: ChangeBus;
    /** Tells WebSub's hub and IndexNow of content changes; only the process that reads the content has one. */
    announcer?: ChangeAnnouncer | null;
    /**
     * The site on the fediverse (docs/federation.md): its routes, and the posts of each content
     * change; none when FEDERATION_ENABLED=false (or when a test does not need it).
     */
    federation?: FederationService | null;
    /** Per-client limits of the routes that cost work (RATE_LIMIT_*); createApp makes them when not given. */
    limits?: RequestLimits;
    /** Where the first-party collector writes events (ANALYTICS_LOG_FILE); createApp makes it when not given. */
    analyticsLog?: AnalyticsLog;
}

/** The deps as createApp completes them for the site's routes: nothing it makes is left out. */
export type SiteDeps = AppDeps & Required<Pick<AppDeps, 'pageCache' | 'searchCache' | 'limits' | 'analyticsLog'>>;
