import { liteClient } from 'algoliasearch/lite';
import type { ContentSnapshot } from '../../content/content-snapshot';
import type { IndexReport, SearchBackend, SearchQuery, SearchResults } from '../search-backend';
import { searchDocuments } from '../search-document';
import { withTimeout } from '../with-timeout';
import { toSearchBackendError } from './algolia-errors';
import { pushToAlgolia } from './algolia-index-documents';
import type { AlgoliaBackendOptions } from './algolia-options';
import { buildRequests } from './algolia-search-params';
import { type AlgoliaResponse, toSearchResults } from './algolia-search-results';

/**
 * Searches an Algolia index with the lite (search-only) client. Indexing uses the full client
 * with the admin key, loaded only then.
 */
export class AlgoliaSearchBackend implements SearchBackend {
    readonly kind = 'algolia' as const;
    private readonly client: ReturnType<typeof liteClient>;

    constructor(private readonly options: AlgoliaBackendOptions) {
        this.client = liteClient(options.appId, options.apiKey, {
            timeouts: { connect: options.timeoutMs, read: options.timeoutMs, write: options.timeoutMs },
            ...(options.hosts ? { hosts: options.hosts } : {}),
        });
    }

    async search(query: SearchQuery): Promise<SearchResults> {
        try {
            const response = await withTimeout(
                this.client.searchForHits({ requests: buildRequests(this.options.indexName, query) }),
                this.options.timeoutMs,
                'algolia',
                'search',
            );
            return toSearchResults(response.results as unknown as AlgoliaResponse[], query);
        } catch (error) {
            throw toSearchBackendError(error);
        }
    }

    async index(snapshot: ContentSnapshot): Promise<IndexReport> {
        const documents = searchDocuments(snapshot);
        if (!this.options.adminApiKey) {
            throw toSearchBackendError(new Error('indexing needs ALGOLIA_ADMIN_API_KEY'));
        }
        try {
            await pushToAlgolia({ ...this.options, adminApiKey: this.options.adminApiKey }, documents);
        } catch (error) {
            throw toSearchBackendError(error);
        }
        return { documents: documents.length, locales: [...new Set(documents.map((d) => d.locale))].sort() };
    }

    /** True when an empty search answers in time; never rejects (docs/product-rules.md §8.2). */
    async health(): Promise<boolean> {
        try {
            await withTimeout(
                this.client.searchForHits({
                    requests: [{ indexName: this.options.indexName, query: '', hitsPerPage: 0, analytics: false }],
                }),
                this.options.timeoutMs,
                'algolia',
                'health check',
            );
            return true;
        } catch {
            return false;
        }
    }

    async close(): Promise<void> {}
}
