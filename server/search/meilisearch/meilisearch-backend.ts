import { Meilisearch } from 'meilisearch';
import type { ContentSnapshot } from '../../content/content-snapshot';
import type { IndexReport, SearchBackend, SearchQuery, SearchResults } from '../search-backend';
import { type SearchDocument, searchDocuments } from '../search-document';
import { toSearchBackendError } from './meilisearch-errors';
import { deleteIndexIfExists, replaceIndex } from './meilisearch-index-documents';
import { buildMultiSearch } from './meilisearch-search-params';
import { toSearchResults } from './meilisearch-search-results';
import { type MeilisearchClientOptions, validateClientOptions } from './validate-client-options';

export interface MeilisearchBackendOptions extends MeilisearchClientOptions {
    host: unknown;
    /** The key the site searches with (a search-only key is enough). */
    apiKey?: unknown;
    /** A key allowed to manage indexes and documents, for indexing; the search key when absent. */
    adminApiKey?: unknown;
    indexUid: string;
    /** Every HTTP request is abandoned after this long. */
    timeoutMs: number;
    /** How long indexing waits for each Meilisearch task. */
    taskTimeoutMs?: number;
}

/** Searches a Meilisearch index filled by `npm run search:index` (or by `index()`). */
export class MeilisearchSearchBackend implements SearchBackend {
    readonly kind = 'meilisearch' as const;
    readonly client: Meilisearch;
    readonly indexUid: string;
    private writer: Meilisearch | null = null;

    constructor(private readonly options: MeilisearchBackendOptions) {
        this.indexUid = options.indexUid;
        this.client = this.createClient(options.apiKey);
    }

    /** A client with the checks of docs/product-rules.md §5.2 applied to its set-up. */
    private createClient(apiKey: unknown): Meilisearch {
        const valid = validateClientOptions(this.options.host, apiKey, this.options);
        return new Meilisearch({
            host: valid.host,
            ...(valid.apiKey ? { apiKey: valid.apiKey } : {}),
            ...(valid.requestInit ? { requestInit: valid.requestInit } : {}),
            ...(valid.httpClient ? { httpClient: valid.httpClient } : {}),
            timeout: this.options.timeoutMs,
            clientAgents: ['newsroom-site'],
            defaultWaitOptions: { timeout: this.options.taskTimeoutMs ?? 60_000, interval: 100 },
        });
    }

    /** The client that writes: made on first use, with the admin key when there is one. */
    private write(): Meilisearch {
        this.writer ??=
            this.options.adminApiKey === undefined ? this.client : this.createClient(this.options.adminApiKey);
        return this.writer;
    }

    async search(query: SearchQuery): Promise<SearchResults> {
        try {
            const response = await this.client.multiSearch<{ queries: ReturnType<typeof buildMultiSearch> }>({
                queries: buildMultiSearch(this.indexUid, query),
            });
            return toSearchResults(response.results, query);
        } catch (error) {
            throw toSearchBackendError(error);
        }
    }

    async index(snapshot: ContentSnapshot): Promise<IndexReport> {
        return this.indexDocuments(searchDocuments(snapshot));
    }

    async indexDocuments(documents: SearchDocument[]): Promise<IndexReport> {
        try {
            await replaceIndex(this.write(), this.indexUid, documents);
        } catch (error) {
            throw toSearchBackendError(error);
        }
        return { documents: documents.length, locales: [...new Set(documents.map((d) => d.locale))].sort() };
    }

    /** docs/product-rules.md §8.2: false on `index_not_found`; other failures are rethrown as SearchBackendErrors. */
    async deleteIfExists(uid = this.indexUid): Promise<boolean> {
        try {
            return await deleteIndexIfExists(this.write(), uid);
        } catch (error) {
            throw toSearchBackendError(error);
        }
    }

    /** docs/product-rules.md §8.2: true or false, never a failure (the client's own check catches every error). */
    async health(): Promise<boolean> {
        return this.client.isHealthy();
    }

    async close(): Promise<void> {}
}
