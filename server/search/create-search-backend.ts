import type { Config } from '../config/config';
import type { ContentSource } from '../content/content-source';
import type { Logger } from '../logger';
import { EmbeddedSearchBackend } from './embedded/embedded-backend';
import { withFailureLogging } from './failure-logging';
import { keepIndexed } from './keep-indexed';
import { withResultCache } from './result-cache';
import type { SearchBackend } from './search-backend';

const CACHE_ENTRIES = 500;

/** The back end named by SEARCH_BACKEND, before any wrapping. */
export async function createRawSearchBackend(config: Config): Promise<SearchBackend> {
    switch (config.SEARCH_BACKEND) {
        case 'embedded':
            return new EmbeddedSearchBackend();
        case 'meilisearch': {
            const { MeilisearchSearchBackend } = await import('./meilisearch/meilisearch-backend');
            return new MeilisearchSearchBackend({
                host: config.MEILISEARCH_HOST,
                apiKey: config.MEILISEARCH_API_KEY,
                adminApiKey: config.MEILISEARCH_ADMIN_API_KEY,
                indexUid: config.MEILISEARCH_INDEX,
                timeoutMs: config.SEARCH_TIMEOUT_MS,
                taskTimeoutMs: config.MEILISEARCH_TASK_TIMEOUT_MS,
            });
        }
        case 'algolia': {
            const { AlgoliaSearchBackend } = await import('./algolia/algolia-backend');
            return new AlgoliaSearchBackend({
                appId: config.ALGOLIA_APP_ID!,
                apiKey: config.ALGOLIA_API_KEY!,
                adminApiKey: config.ALGOLIA_ADMIN_API_KEY,
                indexName: config.ALGOLIA_INDEX,
                timeoutMs: config.SEARCH_TIMEOUT_MS,
            });
        }
    }
}

/**
 * The site's search back end, chosen by SEARCH_BACKEND (embedded by default). Failures are
 * logged and rethrown (docs/product-rules.md §8.2); remote results are cached for SEARCH_CACHE_TTL_SECONDS.
 * With `content`, the embedded index is built now and rebuilt whenever content changes; a
 * remote index is filled by `npm run search:index`, or kept in sync the same way when
 * SEARCH_SYNC_ON_CHANGE is on (writing with MEILISEARCH_ADMIN_API_KEY or
 * ALGOLIA_ADMIN_API_KEY; searching always uses the search key).
 */
export async function createSearchBackend(
    config: Config,
    logger: Logger,
    content?: ContentSource,
): Promise<SearchBackend> {
    let backend = await createRawSearchBackend(config);
    const remote = backend.kind !== 'embedded';
    if (remote && config.SEARCH_CACHE_TTL_SECONDS > 0) {
        backend = withResultCache(backend, { entries: CACHE_ENTRIES, ttlMs: config.SEARCH_CACHE_TTL_SECONDS * 1000 });
    }
    backend = withFailureLogging(backend, logger);
    if (!content || (remote && !config.SEARCH_SYNC_ON_CHANGE)) return backend;

    const stop = await keepIndexed(backend, content, logger);
    return {
        ...backend,
        kind: backend.kind,
        close: async () => {
            stop();
            await backend.close();
        },
    };
}
